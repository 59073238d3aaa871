import '@portal/ui/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installTagManager, trackNavigation } from './app/analytics';
import { setUnauthorizedHandler } from './app/api';
import { firstLoad } from './app/bootstrap';
import { createPortalRouter } from './app/router';
import { clearStoredState } from './app/storage';
import { i18nReady } from './i18n';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
// The server sent the session, the user and the guard's answers with the page: no round trip before the
// first route starts loading its own data. Later navigations ask the server again.
firstLoad.prime(queryClient);
const router = createPortalRouter(queryClient);
const stopWatchingFirstLoad = router.subscribe('onResolved', () => {
  firstLoad.drop();
  stopWatchingFirstLoad();
});

// A session that ends while a page is open: forget everything and sign in again, then come back.
setUnauthorizedHandler(() => {
  firstLoad.drop();
  clearStoredState(queryClient);
  // Only a page under the `_authed` layout needs the session; the terms stay readable.
  if (router.state.matches.some((match) => match.routeId === '/_authed')) {
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
  }
});

trackNavigation(router);
installTagManager(import.meta.env.VITE_GTM_ID);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// An English reader's catalogue comes in its own chunk: render once it is there, not Japanese first. (Not a
// top-level await: that splits the build into half again as many chunks.)
// Rendered as a transition, React yields to the browser every few milliseconds while it draws the first page,
// instead of holding the main thread for one long task a phone cannot answer taps in (issue 18: blocking time).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
