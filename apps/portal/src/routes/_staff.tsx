import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { checkSession } from '../app/session';
import { PublicFrame } from '../features/shell/PublicFrame';

/**
 * The classroom side (issue 17): staff pages, in the plain frame with no guardian menus. Without a session
 * the staff sign-in opens; the server answers only staff sessions (403 for a guardian's).
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async () => {
    if ((await checkSession()) === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
  },
  component: function StaffLayout() {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  },
});
