import { createApiClient, createMutations, createQueries } from '@portal/api-client';

let handleUnauthorized: () => void = () => {};

/** The client every screen uses; a 401 on any call sends the guardian to sign-in (wired in main.tsx). */
export const api = createApiClient({ onUnauthorized: () => handleUnauthorized() });
/** Query and mutation options for every call of the contract, by operationId (ADR 028). */
export const queries = createQueries(api);
export const mutations = createMutations(api);

/** The navigation guard asks about the session itself, so its 401 must not trigger the hook as well. */
export const sessionApi = createApiClient();

export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}
