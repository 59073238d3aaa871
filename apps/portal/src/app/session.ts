import type { QueryClient } from '@tanstack/react-query';
import { formDrafts } from '../forms/drafts';
import { queries, sessionApi } from './api';
import { type FirstLoad, firstLoad as pageFirstLoad } from './bootstrap';
import type { GuardDeps } from './guard';
import { sessionEnded } from './sessionEnded';
import { clearStoredState } from './storage';

/** A guardian's session, none, or a staff member's (whom the guardian pages send to the staff pages, issue 32). */
export type SessionKind = 'authenticated' | 'unauthenticated' | 'staff';

/**
 * One question to the server per navigation: is there a guardian's session? (401 means no session, 403 a staff
 * member's; other failures throw.)
 */
export async function checkSession(): Promise<SessionKind> {
  const { response } = await sessionApi.GET('/api/account/authed');
  if (response.status === 401) return 'unauthenticated';
  if (response.status === 403) return 'staff';
  if (!response.ok) throw new Error(`session check answered ${response.status}`);
  return 'authenticated';
}

/** The classroom side's answer (issue 33, ADR 044): a staff member's session, a guardian's, or none. */
export type StaffSessionKind = 'staff' | 'guardian' | 'unauthenticated';

/**
 * The staff pages' session check: asks the staff session (never the guardian's calls, which refuse a staff session)
 * and keeps the staff member in the cache for the staff frame. On the page's first navigation the server's bootstrap
 * block already says when there is no session or a guardian's, and nothing is asked.
 */
export async function checkStaffSession(
  queryClient: QueryClient,
  firstLoad: FirstLoad = pageFirstLoad,
): Promise<StaffSessionKind> {
  const sent = firstLoad.session();
  if (sent === 'unauthenticated') return 'unauthenticated';
  if (sent === 'authenticated') return 'guardian';
  const { data, response } = await sessionApi.GET('/api/staff/session');
  if (response.status === 401) return 'unauthenticated';
  if (response.status === 403) return 'guardian';
  if (!response.ok || !data) throw new Error(`staff session check answered ${response.status}`);
  queryClient.setQueryData(queries.getStaffSession().queryKey, data);
  return 'staff';
}

/** The session: on the page's first navigation as the server sent it with the page, afterwards asked. */
export async function currentSession(firstLoad: FirstLoad = pageFirstLoad) {
  return firstLoad.session() ?? checkSession();
}

/** The guard's questions; on the page's first navigation the server's bootstrap block answers them (issue 18). */
export function guardDeps(queryClient: QueryClient, firstLoad: FirstLoad = pageFirstLoad): GuardDeps {
  return {
    checkSession: () => currentSession(firstLoad),
    ensureUser: async () => {
      const user = await queryClient.ensureQueryData(queries.getUser());
      // Drafts typed for another account are gone before this one's pages open (issue 30 item 4).
      formDrafts.claim(user.id);
      return user;
    },
    configuredEnableDate: async () =>
      (await queryClient.ensureQueryData(queries.getAccountConfig())).data.termsAgreementEnableDate,
    // Asked on every navigation: the answer changes as soon as the guardian agrees.
    requiresConsent: async () =>
      firstLoad.requiresConsent() ??
      (await queryClient.fetchQuery({ ...queries.getConsentStatus(), staleTime: 0 })).requiresConsent,
    clearState: () => clearStoredState(queryClient),
    // A page already open asks for the password again in place (issue 30 item 4).
    reauthenticate: () => sessionEnded.ask(),
    now: () => new Date(),
    log: (message, error) => console.warn(`[access] ${message}`, error),
  };
}
