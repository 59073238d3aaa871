import { Alert, Stack } from '@portal/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../app/api';
import { checkSession } from '../app/session';
import { PublicFrame } from '../features/shell/PublicFrame';
import { StaffNav } from '../features/shell/StaffNav';

/**
 * The classroom side (issue 17): staff pages, in the plain frame with no guardian menus, and the staff
 * pages' own navigation on each. Without a session the staff sign-in opens; the server answers only staff
 * sessions (403 for a guardian's), and a guardian is told so here, without the staff pages' navigation.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async ({ context: { queryClient } }) => {
    if ((await checkSession()) === 'unauthenticated') throw redirect({ to: '/staff/login', replace: true });
    return { guardian: await hasGuardianProfile(queryClient) };
  },
  component: function StaffLayout() {
    const { t } = useTranslation();
    const { guardian } = Route.useRouteContext();
    return (
      <PublicFrame>
        <Stack space="lg">
          {guardian ? (
            <Alert tone="critical">{t(($) => $.shell.staffOnly)}</Alert>
          ) : (
            <>
              <StaffNav />
              <Outlet />
            </>
          )}
        </Stack>
      </PublicFrame>
    );
  },
});

/**
 * Only a guardian's session has a guardian's profile (the server refuses the call to a staff session). When the
 * call fails otherwise, the staff pages say what their own calls answer.
 */
async function hasGuardianProfile(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.ensureQueryData(queries.getUser());
    return true;
  } catch {
    return false;
  }
}
