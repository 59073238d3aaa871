import { isConsentEnforced, termsAgreementEnableDate } from '@portal/domain';

export type GuardRedirect = { to: '/login'; search?: { redirect: string } } | { to: '/account/multiple-consent' };

export type GuardDeps = {
  /** Resolves 'unauthenticated' on 401; throws on other failures. */
  checkSession: () => Promise<'authenticated' | 'unauthenticated'>;
  /** Loads the user with kids into the cache when missing; rejects when it cannot be loaded. */
  ensureUser: () => Promise<unknown>;
  /** The configured enable date string (may reject). */
  configuredEnableDate: () => Promise<string | null | undefined>;
  requiresConsent: () => Promise<boolean>;
  clearState: () => void;
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
