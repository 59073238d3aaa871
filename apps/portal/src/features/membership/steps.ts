import { redirect } from '@tanstack/react-router';

/** Spec 2 §2.1: the list every direct entry falls back to. */
export const LIST_PATH = '/online_apply/list';
/** Spec 2 §2.2: without an account, verify_identity is where a direct entry goes. */
export const VERIFY_PATH = '/no_account/online_apply/verify_identity';

let initialChecked = false;

/** How the document was loaded: its address, and whether by a reload (the spec lets a reload stay). */
function documentLoad(): { pathname: string; reload: boolean } | null {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return null;
  return { pathname: new URL(entry.name).pathname, reload: entry.type === 'reload' };
}

/**
 * Spec 2 §2.1: the steps after the list redirect to it when reached directly (typed address, a new tab,
 * a bookmark) rather than from the previous screen, unless the page was reloaded. Only the first step
 * the app opens can be a direct entry: every later one is reached from inside the app.
 */
export function guardDirectEntry({ location, preload }: { location: { pathname: string }; preload: boolean }) {
  if (isDirectEntry(location.pathname, preload)) throw redirect({ to: LIST_PATH });
}

/** Spec 2 §2.1 / §2.2: the same rule without an account: back to verify_identity, the application kept. */
export function guardNoAccountDirectEntry({
  location,
  preload,
}: {
  location: { pathname: string; search: { kidId?: number; subscriptionCode?: string } };
  preload: boolean;
}) {
  if (isDirectEntry(location.pathname, preload))
    throw redirect({
      to: VERIFY_PATH,
      search: { kidId: location.search.kidId ?? 0, subscriptionCode: location.search.subscriptionCode ?? '' },
    });
}

function isDirectEntry(pathname: string, preload: boolean): boolean {
  if (preload || initialChecked) return false;
  initialChecked = true;
  // The router has already pushed the new address when this runs: compare with the document's own.
  const load = documentLoad();
  return load !== null && load.pathname === pathname && !load.reload;
}
