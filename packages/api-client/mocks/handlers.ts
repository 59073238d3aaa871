import { type HttpHandler, HttpResponse, http } from 'msw';
import { operationTable } from '../src/gen/operations';
import { applicationHandlers } from './areas/applications/handlers';
import { chatHandlers } from './areas/chat/handlers';
import { contentHandlers } from './areas/content/handlers';
import { homeHandlers } from './areas/home/handlers';
import { lessonRecordHandlers } from './areas/lessonRecord/handlers';
import { lmsHandlers } from './areas/lms/handlers';
import { newsHandlers } from './areas/news/handlers';
import { notificationHandlers } from './areas/notification/handlers';
import { pushHandlers } from './areas/push/handlers';
import { scheduleHandlers } from './areas/schedule/handlers';
import { sessionHandlers } from './areas/session/handlers';
import { createHttp, initialState, type MockContext } from './context';
import { type Scenario, type ScenarioName, scenarios } from './scenarios';
import { validationError } from './shared/fixtures';

export type HandlerOptions = {
  /** A scenario name or object; `default` when omitted. */
  scenario?: ScenarioName | Scenario;
  /** Origin of the product's server; any origin when omitted. */
  baseUrl?: string;
  /** Origin of the player host; any origin when omitted. */
  playerBaseUrl?: string;
};

/** Reads the app needs to start at all; failure scenarios leave them alone so a screen can show its own error. */
const BOOTSTRAP = new Set<string>([
  '/api/account/authed',
  '/api/user',
  '/api/account/config',
  '/api/account/consent-status',
  '/api/health',
  // The staff pages' guard (issue 33).
  '/api/staff/session',
]);
const PUBLIC = new Set<string>([
  '/api/login',
  '/api/health',
  '/api/term',
  '/api/term/membership',
  '/api/zip',
  '/api/invite/{code}',
  '/api/membership/check-email',
  '/api/membership/online/detail',
  '/api/membership/online/guardian',
  '/api/membership/online/certification',
  '/api/membership/sign',
  '/api/membership/online/session/store',
  '/api/trial/find',
  '/api/trial/questionnaire',
  '/api/trial',
  '/api/consult/find',
  '/api/consult',
]);

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The request's field names, for a 422 that names what the form sent. */
async function sentFields(request: Request): Promise<string[]> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.clone().json();
      return body && typeof body === 'object' ? Object.keys(body) : [];
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return [...new Set((await request.clone().formData()).keys())];
    }
  } catch {
    // An unreadable body still gets a 422 with a general message.
  }
  return [];
}

/**
 * The scenario's forced failure, in front of every call of the contract. Without a session every private
 * call answers 401, bootstrap included, so the app goes to sign-in; other failures spare the bootstrap so
 * each screen can show its own error. A call it spares falls through to its area's handler.
 */
function failureHandlers(scenario: Scenario, base: string, playerBase: string): HttpHandler[] {
  const failure = scenario.failure;
  if (!failure) return [];
  return Object.values(operationTable).map((row) => {
    const origin = 'host' in row ? playerBase : base;
    return http[row.method](`${origin}${toMswPath(row.path)}`, async ({ request }) => {
      const exempt = failure.status === 401 ? PUBLIC.has(row.path) : row.method === 'get' && BOOTSTRAP.has(row.path);
      if (exempt || (failure.on !== 'all' && row.method === 'get')) return undefined;
      if (failure.status === 422) {
        return HttpResponse.json(validationError((await sentFields(request)).slice(0, 2)), { status: 422 });
      }
      return HttpResponse.json({ message: failure.message }, { status: failure.status });
    });
  });
}

const stateResets = new Set<() => void>();

/**
 * Puts every handler set back to its first state. Stories share a handler set per file (and the visual
 * run one preview page per worker), so without this a story would see what an earlier one saved.
 */
export function resetMockState(): void {
  for (const reset of stateResets) reset();
}

/**
 * MSW handlers for every call in the contract, one module per area (`areas/<area>/handlers.ts`, typed by
 * the contract through openapi-msw, with its fixtures beside it). The scenario decides the data set (empty,
 * default, many pages), the user's role and forced failures. Handlers keep a little state (read flags,
 * sent messages) so invalidations show real changes.
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const scenario: Scenario =
    typeof options.scenario === 'object' ? options.scenario : scenarios[options.scenario ?? 'default'];
  const base = options.baseUrl?.replace(/\/$/, '') ?? '*';
  const playerBase = options.playerBaseUrl?.replace(/\/$/, '') ?? '*';
  const count = (normal: number) => (scenario.size === 'empty' ? 0 : scenario.size === 'many' ? normal * 8 : normal);
  const items = <T>(normal: number, make: (index: number) => T) =>
    Array.from({ length: count(normal) }, (_, i) => make(i));
  const state = initialState(scenario, items);
  stateResets.add(() => Object.assign(state, initialState(scenario, items)));
  const context: MockContext = {
    http: createHttp(base),
    player: createHttp(playerBase),
    scenario,
    state,
    count,
    items,
  };
  return [
    ...failureHandlers(scenario, base, playerBase),
    ...sessionHandlers(context),
    ...homeHandlers(context),
    ...newsHandlers(context),
    ...scheduleHandlers(context),
    ...notificationHandlers(context),
    ...lessonRecordHandlers(context),
    ...contentHandlers(context),
    ...chatHandlers(context),
    ...lmsHandlers(context),
    ...applicationHandlers(context),
    ...pushHandlers(context),
  ];
}

/** Handlers for the default scenario (role 6, a normal amount of data). */
export const handlers: HttpHandler[] = createHandlers();
