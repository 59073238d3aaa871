// The portal's own routing checks around the spec's access rules; the rules themselves (which paths need a
// session, the retired contact pages, the consent enable date) come from @portal/domain.

/** The consent screens themselves must stay reachable while consent is required. */
export const CONSENT_PATH = '/account/multiple-consent';

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isConsentPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === CONSENT_PATH || path === `${CONSENT_PATH}-complete`;
}

/**
 * Where to go after sign-in: only a path on this site (so a crafted link cannot send the guardian
 * elsewhere), never back to /login, and home otherwise.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const path = target.split(/[?#]/)[0] ?? '/';
  if (normalise(path) === '/login') return '/';
  return target;
}
