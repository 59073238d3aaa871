import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18nReady, loadCatalogueArea } from '../i18n';
import { installTagManager, trackNavigation } from './analytics';
import { setUnauthorizedHandler } from './api';
import { firstLoad } from './bootstrap';
import { createPortalQueryClient } from './queryClient';
import { createPortalRouter } from './router';
import { registerServiceWorker } from './serviceWorker';
import { sessionEnded } from './sessionEnded';
import { clearStoredState } from './storage';

/**
 * Starts the portal in the page (main.tsx imports it last): the query cache, the router, and the first render or
 * the take-over.
 */
export function start() {
  const queryClient = createPortalQueryClient();
  // The server sent the session, the user and the guard's answers with the page: no round trip before the
  // first route starts loading its own data. Later navigations ask the server again.
  const serverDrawn = firstLoad.serverDrawn();
  firstLoad.prime(queryClient);
  const router = createPortalRouter(queryClient);
  const stopWatchingFirstLoad = router.subscribe('onResolved', () => {
    firstLoad.drop();
    stopWatchingFirstLoad();
  });

  // A session that ends while a page is open (issue 30 item 4): the page asks for the password again in place
  // (`SessionEndedDialog`), what was typed stays, and the form that was refused sends it once signed in. Without a
  // signed-in page to ask on, what the portal cached goes and the sign-in page opens, then comes back.
  setUnauthorizedHandler(() => {
    firstLoad.drop();
    const asked = sessionEnded.ask();
    if (asked) {
      void asked.then((outcome) => {
        // (The guard, when it was the one asking, sends the browser to sign in itself.)
        if (outcome.kind === 'left' && router.state.matches.some((match) => match.routeId === '/_authed')) {
          clearStoredState(queryClient);
          void router.navigate({ to: '/login', search: { redirect: outcome.page }, ignoreBlocker: true });
        }
      });
      return;
    }
    clearStoredState(queryClient);
    // Only a page under the `_authed` layout needs the session; the terms stay readable. The page to come back to
    // is the one on screen, never a sign-in page a navigation already started (issue 30 item 4: a second 401
    // made `/login?redirect=/login?redirect=...`).
    const page = router.state.resolvedLocation ?? router.state.location;
    if (router.state.matches.some((match) => match.routeId === '/_authed') && page.pathname !== '/login') {
      void router.navigate({ to: '/login', search: { redirect: page.href } });
    }
  });

  trackNavigation(router);
  installTagManager(import.meta.env.VITE_GTM_ID);
  // Installable (issue 34): the service worker, once the page has loaded.
  registerServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // An English reader's catalogue comes in its own chunk: render once it is there, not Japanese first. (Not a
  // top-level await: that splits the build into half again as many chunks.)
  // Rendered as a transition, React yields to the browser every few milliseconds while it draws the first page,
  // instead of holding the main thread for one long task a phone cannot answer taps in (issue 18: blocking time).
  void i18nReady.then(async () => {
    // A page the server drew (ADR 036) is taken over as it is: the route is resolved first, from the answers it
    // was drawn with, so the first render here matches it. The server draws in Japanese only; a device set to
    // English whose cookie the server did not see yet is drawn here again.
    if (serverDrawn && root.hasChildNodes() && currentLanguage() === 'ja') {
      // Tells the router its first match tree comes from the server's HTML (no suspense around the root).
      router.ssr = { manifest: undefined };
      await router.load();
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      startTransition(() => createRoot(root).render(app));
    }
    // The server's own answers, for code that words one in Japanese itself: after the first page (catalogue.ts).
    setTimeout(() => void loadCatalogueArea('server').catch(() => undefined), 0);
  });
}
