import { isConsentEnforced, termsAgreementEnableDate } from '@portal/domain';
import type { SessionKind } from './session';
import type { SessionOutcome } from './sessionEnded';

export type GuardRedirect =
  | { to: '/login'; search?: { redirect: string } }
  | { to: '/account/multiple-consent' }
  | { to: '/' };

export type GuardDeps = {
  /** Resolves 'unauthenticated' on 401; throws on other failures. */
  checkSession: () => Promise<SessionKind>;
  /** Loads the user with kids into the cache when missing; rejects when it cannot be loaded. */
  ensureUser: () => Promise<unknown>;
  /** The configured enable date string (may reject). */
  configuredEnableDate: () => Promise<string | null | undefined>;
  requiresConsent: () => Promise<boolean>;
  /** Clears what the portal cached for the session (not the words typed in the open page: drafts stay). */
  clearState: () => void;
  /**
   * Asks the person on the open page to sign in again (issue 30 item 4); null when no signed-in page is open
   * (the first load), where the guard sends the browser to sign in.
   */
  reauthenticate?: () => Promise<SessionOutcome> | null;
  now: () => Date;
  log: (message: string, error: unknown) => void;
};

/**
 * The guard of spec 1 §4 "Access" for the signed-in pages (the `_authed` layout route's `beforeLoad`):
 * returns where to send the guardian instead, or null to let the navigation continue. A user that cannot
 * be loaded rejects, so the layout shows the error with a retry instead of an empty shell.
 * `consentPage` is true on the consent screens themselves, which stay open while consent is required.
 */
export async function decideAccess(
  href: string,
  deps: GuardDeps,
  { consentPage = false }: { consentPage?: boolean } = {},
): Promise<GuardRedirect | null> {
  let session: SessionKind;
  try {
    session = await deps.checkSession();
  } catch (error) {
    // A network failure is not proof of a missing session; the page's own calls will tell.
    deps.log('session check failed', error);
    session = 'authenticated';
  }
  if (session === 'unauthenticated') {
    const asked = deps.reauthenticate?.() ?? null;
    const outcome = asked ? await asked : ({ kind: 'left', page: href } as const);
    if (outcome.kind === 'left') {
      deps.clearState();
      // One redirect, back to the page the person was on (never a sign-in page inside another).
      return outcome.page === '/' ? { to: '/login' } : { to: '/login', search: { redirect: outcome.page } };
    }
    // Another family signed in: the page asked for was the previous family's; home is theirs.
    if (outcome.kind === 'other') return href === '/' ? null : { to: '/' };
  }

  // A staff member's session (issue 32) goes on to the profile, which the server refuses it (403): the layout then
  // says these pages are a guardian's and links to the staff pages (issue 30 item 16), as on every guardian page.
  await deps.ensureUser();

  if (consentPage) return null;
  let enableDate: Date;
  try {
    enableDate = termsAgreementEnableDate(await deps.configuredEnableDate());
  } catch (error) {
    deps.log('account config could not be loaded; using the fallback enable date', error);
    enableDate = termsAgreementEnableDate(undefined);
  }
  if (!isConsentEnforced(deps.now(), enableDate)) return null;
  try {
    if (await deps.requiresConsent()) return { to: '/account/multiple-consent' };
  } catch (error) {
    deps.log('consent status check failed; continuing', error);
  }
  return null;
}
