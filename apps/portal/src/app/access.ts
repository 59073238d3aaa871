// Access rules of spec 1 §4 "Access" and spec 2 §6, decided without a network so they are unit-tested.

/** Paths open without a session (spec 2 §6): trial, consultation and the no-account application. */
export const PUBLIC_PREFIXES = ['/trial', '/consult', '/no_account/online_apply'] as const;
/** The sign-in page and the terms pages a visitor must be able to read before signing in. */
export const PUBLIC_PATHS = ['/login', '/kiyaku', '/privacy/main', '/privacy/temp'] as const;
/** Spec 1 §2: the contact pages are retired and all go home. */
export const CONTACT_PATHS = ['/contact', '/contact/form', '/contact/confirm', '/contact/complete'] as const;
/** The consent screens themselves must stay reachable while consent is required. */
export const CONSENT_PATH = '/account/multiple-consent';
/** Spec 1 §9: terms enforcement starts 2025-09-19 12:00 JST unless the config overrides it. */
export const CONSENT_ENFORCEMENT_FALLBACK = new Date('2025-09-19T12:00:00+09:00');

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path begins with a public prefix (a whole segment, so /trialx is not public). */
export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  return PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isContactPath(pathname: string): boolean {
  return (CONTACT_PATHS as readonly string[]).includes(normalise(pathname));
}

export function isConsentPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === CONSENT_PATH || path === `${CONSENT_PATH}-complete`;
}

/** The enable date: the config's value when it parses, else the fallback (spec 1 §8 "Consent"). */
export function consentEnableDate(configured: string | null | undefined): Date {
  if (!configured) return CONSENT_ENFORCEMENT_FALLBACK;
  const parsed = new Date(configured);
  return Number.isNaN(parsed.getTime()) ? CONSENT_ENFORCEMENT_FALLBACK : parsed;
}

/** Before the enable date the consent check is skipped (spec 1 §4). */
export function isConsentCheckDue(now: Date, enableDate: Date): boolean {
  return now.getTime() >= enableDate.getTime();
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
