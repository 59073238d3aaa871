import { Stack } from '@portal/ui';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { checkSession } from '../app/session';
import { PublicFrame } from '../features/shell/PublicFrame';
import { StaffNav } from '../features/shell/StaffNav';

/**
 * The classroom side (issue 17): staff pages, in the plain frame with no guardian menus, and the staff
 * pages' own navigation on each. Without a session the staff sign-in opens; the server answers only staff
 * sessions (403 for a guardian's).
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async () => {
    if ((await checkSession()) === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
  },
  component: function StaffLayout() {
    return (
      <PublicFrame>
        <Stack space="lg">
          <StaffNav />
          <Outlet />
        </Stack>
      </PublicFrame>
    );
  },
});
