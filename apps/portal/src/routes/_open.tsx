import { createFileRoute, Outlet } from '@tanstack/react-router';
import { queries } from '../app/api';
import { currentSession } from '../app/session';
import { PortalShell } from '../features/shell/PortalShell';
import { PublicFrame } from '../features/shell/PublicFrame';

/**
 * Pages everyone may read (the terms and privacy notices, ADR 013): inside the portal shell when signed
 * in, in the public frame otherwise. Never redirects; a failed check reads as signed out.
 */
export const Route = createFileRoute('/_open')({
  beforeLoad: async ({ context: { queryClient } }) => {
    try {
      if ((await currentSession()) !== 'authenticated') return { signedIn: false };
      await queryClient.ensureQueryData(queries.getUser());
      return { signedIn: true };
    } catch {
      return { signedIn: false };
    }
  },
  component: function OpenLayout() {
    const Frame = Route.useRouteContext({ select: (context) => context.signedIn }) ? PortalShell : PublicFrame;
    return (
      <Frame>
        <Outlet />
      </Frame>
    );
  },
});
