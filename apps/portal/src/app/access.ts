// The portal's own routing checks around the spec's access rules. Which pages need a session is the route
// tree's shape (the `_authed`, `_open` and `_public` layout routes); the consent rule comes from @portal/domain.

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
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
