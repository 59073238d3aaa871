import '@portal/ui/styles';
import './i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installTagManager, trackNavigation } from './app/analytics';
import { setUnauthorizedHandler } from './app/api';
import { createPortalRouter } from './app/router';
import { clearStoredState } from './app/storage';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const router = createPortalRouter(queryClient);

// A session that ends while a page is open: forget everything and sign in again, then come back.
setUnauthorizedHandler(() => {
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
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
