export { createHttp, type Http, type MockContext } from './context';
export * as fixtures from './fixtures';
export { createHandlers, type HandlerOptions, handlers, resetMockState } from './handlers';
export { mswOptions, type Scenario, type ScenarioName, scenarios } from './scenarios';
