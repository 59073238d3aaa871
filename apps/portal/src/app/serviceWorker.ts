import type { Workbox } from 'workbox-window';

/**
 * The portal's service worker (issue 34, ADR 053; the worker is apps/portal/sw/sw.ts): registered by the page once
 * it has loaded, in the production build only (the development server has no worker). A worker from a new deploy
 * installs in the background and waits; the page says so (`UpdatePrompt`) and, when the guardian asks, lets it take
 * over and reloads into the new version.
 */
type Listener = () => void;

let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

/** Whether a new version waits to take over (for `useSyncExternalStore`). */
export const updateWaiting = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => waiting,
};

/** Lets the waiting worker take over; the page reloads once it controls the page. */
export function applyUpdate() {
  if (!workbox) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Registers the worker after the page has loaded (its precaching never competes with the first page). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    workbox = wb;
    // A new version installed while a previous one controls this page (the first install takes over quietly).
    wb.addEventListener('waiting', () => setWaiting(true));
    try {
      await wb.register();
    } catch {
      // No worker (a private window, a browser setting): the portal works as it did without one.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** For tests and stories: says a new version waits without a worker. */
export function showUpdateWaitingForTest(value: boolean) {
  setWaiting(value);
}
