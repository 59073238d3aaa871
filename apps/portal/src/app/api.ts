import {
  type ApiClientOptions,
  createApiClient,
  createMutations,
  createPlayerClient,
  createQueries,
  type PlayerClient,
} from '@portal/api-client';
import { currentLanguage } from '../i18n';
import { currentSocketId } from './realtime';

let handleUnauthorized: () => void = () => {};

/**
 * On the server (the page drawn before it is sent, ADR 036) the calls go to the server's own routes in process,
 * as the request being answered: its `entry-server` says how, per request. In the browser this is `fetch`.
 */
let serverFetch: (() => typeof globalThis.fetch) | undefined;
export function setServerFetch(current: () => typeof globalThis.fetch): void {
  serverFetch = current;
}
const transport: ApiClientOptions = import.meta.env.SSR
  ? // A Request needs an absolute URL outside a browser; the host is never reached.
    { baseUrl: 'http://portal.internal', fetch: (input, init) => (serverFetch?.() ?? fetch)(input, init) }
  : {};

/** The client every screen uses; a 401 on any call sends the guardian to sign-in (wired in app/start.tsx). */
export const api = createApiClient({
  onUnauthorized: () => handleUnauthorized(),
  getSocketId: currentSocketId,
  getLanguage: currentLanguage,
  ...transport,
});
/** Query and mutation options for every call of the contract, by operationId (ADR 028). */
export const queries = createQueries(api, { player: playerClient() });
export const mutations = createMutations(api, { player: playerClient() });

/**
 * The learning player host (ADR 033): our own server unless VITE_PLAYER_HOST names another origin. On the
 * same origin the portal's own client carries the player's calls, so its writes carry the XSRF header.
 */
function playerClient(): PlayerClient {
  const host = import.meta.env.VITE_PLAYER_HOST;
  return host ? createPlayerClient({ baseUrl: host }) : (api as unknown as PlayerClient);
}

/** The navigation guard asks about the session itself, so its 401 must not trigger the hook as well. */
export const sessionApi = createApiClient({ getLanguage: currentLanguage, ...transport });

export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}
