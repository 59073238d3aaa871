import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../features/shell/RouteStates';
import { PortalUiTexts } from '../i18n/PortalUiTexts';
import { routeTree } from '../routeTree.gen';
import './routeMeta';

export function createPortalRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data is cached by TanStack Query; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every route with a loader shows these unless it names its own (a route's message says what failed).
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: () => <RouteError />,
    // The kit's own words (ADR 026) around everything the router draws, error and not-found pages included.
    Wrap: PortalUiTexts,
    ...(history ? { history } : {}),
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
