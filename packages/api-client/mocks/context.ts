import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../src/gen/schema';
import { notification } from './areas/notification/fixtures';
import { user } from './areas/session/fixtures';
import type { Scenario } from './scenarios';

type Schemas = components['schemas'];

/** MSW's `http`, typed by the contract (openapi-msw): paths, parameters, bodies and `response(status)`. */
export type Http = ReturnType<typeof createOpenApiHttp<paths>>;
export const createHttp = (baseUrl: string): Http => createOpenApiHttp<paths>({ baseUrl });

/** What the handlers remember between requests, so invalidations show real changes. */
export function initialState(scenario: Scenario, items: MockContext['items']) {
  return {
    user: user(scenario.role),
    /** Changes another device saves once this page sends a save (`savedElsewhere` of the scenario). */
    savedElsewhere: scenario.savedElsewhere ?? null,
    notifications: items(5, (i) => notification(i)),
    messages: new Map<number, Schemas['ChatMessage'][]>(),
    nextMessageId: 8100,
    parentComments: new Map<number, string>(),
    reported: new Set<number>(),
    agreed: { privacy: false, lynx: true, steam: false },
  };
}
export type MockState = ReturnType<typeof initialState>;

/** What every area's handlers are built from: the typed `http` of each host, the scenario and the state. */
export type MockContext = {
  http: Http;
  /** The learning player host's calls. */
  player: Http;
  scenario: Scenario;
  state: MockState;
  /** How many rows a list of `normal` rows holds in this scenario (none, normal, eight times). */
  count: (normal: number) => number;
  items: <T>(normal: number, make: (index: number) => T) => T[];
};

export const ok = { success: true } as const;

export const int = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : fallback;
};

export const searchOf = (request: Request) => new URL(request.url).searchParams;

export function pageOf<T>(items: ReadonlyArray<T>, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, lastPage);
  const start = (current - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    currentPage: current,
    lastPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    total: items.length,
  };
}

/** An attachment's bytes as the server sends them: a download with the UTF-8 file name. */
export function attachmentDownload(request: Request, contentType = 'application/pdf') {
  const name = searchOf(request).get('name') ?? 'file';
  return new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      ...(contentType === 'application/pdf' ? { 'X-Content-Type-Options': 'nosniff' } : {}),
    },
  });
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}
