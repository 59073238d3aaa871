export * as fixtures from './fixtures';
export { createHandlers, type HandlerOptions, handlers, type OkBody, resetMockState } from './handlers';
export { mswOptions, type Scenario, type ScenarioName, scenarios } from './scenarios';
