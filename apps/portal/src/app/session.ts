import type { QueryClient } from '@tanstack/react-query';
import { queries, sessionApi } from './api';
import { type FirstLoad, firstLoad as pageFirstLoad } from './bootstrap';
import type { GuardDeps } from './guard';
import { clearStoredState } from './storage';

/** One question to the server per navigation: is there a session? (401 means no; other failures throw.) */
export async function checkSession(): Promise<'authenticated' | 'unauthenticated'> {
  const { response } = await sessionApi.GET('/api/account/authed');
  if (response.status === 401) return 'unauthenticated';
  if (!response.ok) throw new Error(`session check answered ${response.status}`);
  return 'authenticated';
}

/** The session: on the page's first navigation as the server sent it with the page, afterwards asked. */
export async function currentSession(firstLoad: FirstLoad = pageFirstLoad) {
  return firstLoad.session() ?? checkSession();
}

/** The guard's questions; on the page's first navigation the server's bootstrap block answers them (issue 18). */
export function guardDeps(queryClient: QueryClient, firstLoad: FirstLoad = pageFirstLoad): GuardDeps {
  return {
    checkSession: () => currentSession(firstLoad),
    ensureUser: () => queryClient.ensureQueryData(queries.getUser()),
    configuredEnableDate: async () =>
      (await queryClient.ensureQueryData(queries.getAccountConfig())).data.termsAgreementEnableDate,
    // Asked on every navigation: the answer changes as soon as the guardian agrees.
    requiresConsent: async () =>
      firstLoad.requiresConsent() ??
      (await queryClient.fetchQuery({ ...queries.getConsentStatus(), staleTime: 0 })).requiresConsent,
    clearState: () => clearStoredState(queryClient),
    now: () => new Date(),
    log: (message, error) => console.warn(`[access] ${message}`, error),
  };
}
