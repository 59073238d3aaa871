import { createFileRoute, redirect } from '@tanstack/react-router';
import { checkSession } from '../app/session';
import { StaffLayout } from '../features/staffShell/StaffLayout';

/**
 * The classroom side (issue 17): staff pages behind their own guard. Without a session the staff sign-in opens;
 * the server answers only staff sessions (403 for a guardian's), and the layout tells a guardian so, with a link
 * back to the guardian portal.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async () => {
    const session = await checkSession();
    if (session === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
    // The session check answers a guardian's session as signed in and a staff member's as staff (issue 32).
    return { guardian: session === 'authenticated' };
  },
  component: function StaffLayoutRoute() {
    return <StaffLayout guardian={Route.useRouteContext().guardian} />;
  },
});
