import { LinkProvider, ToastProvider } from '@portal/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RouterLink } from '../app/RouterLink';
import { NotFound } from '../features/shell/NotFound';
import { useFocusHeadingAfterNavigation } from '../features/shell/useFocusHeadingAfterNavigation';

export type RouterContext = { queryClient: QueryClient };

// Access and frames are decided by the pathless layout routes: `_authed` (session, user, consent, the
// portal shell), `_open` (terms: shell when signed in, public frame otherwise) and `_public` (sign-in).
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  useFocusHeadingAfterNavigation();
  // Says the page answers input now: a page drawn on the server is visible before its scripts take it over
  // (ADR 036), and browser tests wait for this before they act.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <LinkProvider component={RouterLink}>
      {/* Above the routes, so a toast outlives the page that showed it (a report leaves for the list). */}
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </LinkProvider>
  );
}
