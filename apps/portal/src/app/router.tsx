import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory, stringifySearchWith } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../features/shell/RouteStates';
import { PortalUiTexts } from '../i18n/PortalUiTexts';
import { routeTree } from '../routeTree.gen';
import './routeMeta';

export function createPortalRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  { server = false }: { server?: boolean } = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Text is written as it is (`?store_id=1301`), as the classroom site's links write it; by default the router
    // quotes text that reads as a number (`?store_id=%221301%22`) and so rewrote those links on arrival. The
    // routes' readers take "1301" and 1301 alike (searchParams.ts).
    stringifySearch: stringifySearchWith(JSON.stringify),
    // Data is cached by TanStack Query; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    // On the server the router would write its restoration script into the page (an inline script the CSP
    // refuses); restoring is the browser's job.
    scrollRestoration: !server,
    ...(server ? { isServer: true } : {}),
    // Every route with a loader shows these unless it names its own (a route's message says what failed).
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: ({ error }) => <RouteError error={error} />,
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
