import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ApplicantProvider } from '../../features/membership/applicant';
import { PublicFrame } from '../../features/shell/PublicFrame';

/**
 * Spec 2 §2.2 / §6: the application without an account: no session check (the mailed link is the way in,
 * the server decides what it opens), the public frame, and the same step screens as the signed-in flow.
 */
export const Route = createFileRoute('/no_account/online_apply')({
  component: function NoAccountLayout() {
    return (
      <ApplicantProvider kind="noAccount">
        <PublicFrame>
          <Outlet />
        </PublicFrame>
      </ApplicantProvider>
    );
  },
});
