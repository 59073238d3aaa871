import { createFileRoute, redirect } from '@tanstack/react-router';
import { checkStaffSession } from '../app/session';
import { StaffLayout } from '../features/staffShell/StaffLayout';
import { loadCatalogueArea } from '../i18n';

/**
 * The classroom side (issue 17): staff pages behind their own guard. It asks the staff session (issue 33, ADR 044),
 * so a staff page makes no call a staff session is refused: without a session the staff sign-in opens; a guardian's
 * session is told the pages are for staff, with a link back to the guardian portal.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async ({ context }) => {
    // The staff pages' words load with them, beside the session check (issue 35).
    const [session] = await Promise.all([checkStaffSession(context.queryClient), loadCatalogueArea('staff')]);
    if (session === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
    return { guardian: session === 'guardian' };
  },
  component: function StaffLayoutRoute() {
    return <StaffLayout guardian={Route.useRouteContext().guardian} />;
  },
});
