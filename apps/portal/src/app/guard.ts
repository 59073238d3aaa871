import { isConsentEnforced, isRetiredContactPath, requiresAuth, termsAgreementEnableDate } from '@portal/domain';
import { isConsentPath } from './access';

export type GuardRedirect = { to: string; search?: { redirect: string } };

export type GuardDeps = {
  /** Resolves 'unauthenticated' on 401; throws on other failures. */
  checkSession: () => Promise<'authenticated' | 'unauthenticated'>;
  /** Loads the user with kids into the cache when missing. */
  ensureUser: () => Promise<unknown>;
  /** The configured enable date string (may reject). */
  configuredEnableDate: () => Promise<string | null | undefined>;
  requiresConsent: () => Promise<boolean>;
  clearState: () => void;
  now: () => Date;
  log: (message: string, error: unknown) => void;
};

/**
 * The navigation guard of spec 1 §4 "Access": returns where to send the guardian instead, or null to
 * let the navigation continue.
 */
export async function decideAccess(pathname: string, href: string, deps: GuardDeps): Promise<GuardRedirect | null> {
  if (isRetiredContactPath(pathname)) return { to: '/' };
  if (!requiresAuth(pathname)) return null;

  let session: 'authenticated' | 'unauthenticated';
  try {
    session = await deps.checkSession();
  } catch (error) {
    // A network failure is not proof of a missing session; the page's own calls will tell.
    deps.log('session check failed', error);
    session = 'authenticated';
  }
  if (session === 'unauthenticated') {
    deps.clearState();
    return href === '/' ? { to: '/login' } : { to: '/login', search: { redirect: href } };
  }

  try {
    await deps.ensureUser();
  } catch (error) {
    deps.log('user could not be loaded; continuing without it', error);
  }

  if (isConsentPath(pathname)) return null;
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
