import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './gen/schema';

export type ApiClientOptions = {
  /** Origin of the API; empty for the same origin as the portal. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The realtime socket id, sent as X-Socket-ID so the server can skip echoing our own events. */
  getSocketId?: () => string | undefined;
  /** Called on any 401, so the app can clear its state and go to sign-in. */
  onUnauthorized?: () => void;
  /** Where the XSRF token cookie is read from; the browser's cookies by default. */
  readCookie?: (name: string) => string | undefined;
  /** The language on screen, sent as Accept-Language so the server's messages match the page, not the browser. */
  getLanguage?: () => string | undefined;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads one cookie from `document.cookie`, decoded as Laravel writes it. */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The typed client every screen uses: cookies included, the XSRF token echoed on state-changing
 * requests, the socket id attached, and 401 reported once to the app.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const readCookie = options.readCookie ?? readDocumentCookie;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const headers: Middleware = {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      if (!SAFE_METHODS.has(request.method)) {
        const token = readCookie('XSRF-TOKEN');
        if (token) request.headers.set('X-XSRF-TOKEN', token);
      }
      const language = options.getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
      const socketId = options.getSocketId?.();
      if (socketId) request.headers.set('X-Socket-ID', socketId);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) options.onUnauthorized?.();
      return response;
    },
  };
  client.use(headers);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The calls served by the learning player host rather than the product's own server. */
export type PlayerPaths = Pick<
  paths,
  '/api/player/progress/{lmsCode}' | '/api/player/quiz/{lessonId}' | '/api/player/learning-log/{lessonId}'
>;

export type PlayerClientOptions = {
  /** The player host's origin, configured per environment (the contract's `{playerHost}` server). */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
};

/**
 * The client for the learning player host. The player authenticates the child by its own cookies, so
 * requests carry credentials; the portal's XSRF token belongs to another origin and is not sent.
 */
export function createPlayerClient(options: PlayerClientOptions) {
  const client = createClient<PlayerPaths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      return request;
    },
  });
  return client;
}

export type PlayerClient = ReturnType<typeof createPlayerClient>;
