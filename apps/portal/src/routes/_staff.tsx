import { createFileRoute, redirect } from '@tanstack/react-router';
import { checkStaffSession } from '../app/session';
import { StaffLayout } from '../features/staffShell/StaffLayout';

/**
 * The classroom side (issue 17): staff pages behind their own guard. It asks the staff session (issue 33, ADR 044),
 * so a staff page makes no call a staff session is refused: without a session the staff sign-in opens; a guardian's
 * session is told the pages are for staff, with a link back to the guardian portal.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async ({ context }) => {
    const session = await checkStaffSession(context.queryClient);
    if (session === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
    return { guardian: session === 'guardian' };
  },
  component: function StaffLayoutRoute() {
    return <StaffLayout guardian={Route.useRouteContext().guardian} />;
  },
});
