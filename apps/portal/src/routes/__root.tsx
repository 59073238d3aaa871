import { requiresAuth } from '@portal/domain';
import { LinkProvider } from '@portal/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { queries, sessionApi } from '../app/api';
import { decideAccess, type GuardDeps } from '../app/guard';
import { RouterLink } from '../app/RouterLink';
import { clearStoredState } from '../app/storage';
import { NotFound } from '../features/shell/NotFound';
import { PortalShell } from '../features/shell/PortalShell';
import { PublicFrame } from '../features/shell/PublicFrame';

export type RouterContext = { queryClient: QueryClient };

function guardDeps(queryClient: QueryClient): GuardDeps {
  return {
    checkSession: async () => {
      const { response } = await sessionApi.GET('/api/account/authed');
      if (response.status === 401) return 'unauthenticated';
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      return 'authenticated';
    },
    ensureUser: () => queryClient.ensureQueryData(queries.user()),
    configuredEnableDate: async () =>
      (await queryClient.ensureQueryData(queries.accountConfig())).data.termsAgreementEnableDate,
    // Asked on every navigation: the answer changes as soon as the guardian agrees.
    requiresConsent: async () =>
      (await queryClient.fetchQuery({ ...queries.consentStatus(), staleTime: 0 })).requiresConsent,
    clearState: () => clearStoredState(queryClient),
    now: () => new Date(),
    log: (message, error) => console.warn(`[access] ${message}`, error),
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const decision = await decideAccess(location.pathname, location.href, guardDeps(context.queryClient));
    if (decision)
      throw redirect({
        href: decision.search ? `${decision.to}?redirect=${encodeURIComponent(decision.search.redirect)}` : decision.to,
      });
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const Frame = requiresAuth(pathname) ? PortalShell : PublicFrame;
  return (
    <LinkProvider component={RouterLink}>
      <Frame>
        <Outlet />
      </Frame>
    </LinkProvider>
  );
}
