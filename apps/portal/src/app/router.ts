import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
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
    ...(history ? { history } : {}),
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
