import { Alert, BackLink, Stack } from '@portal/ui';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../shell/PublicFrame';
import { StaffNav } from './StaffNav';

/**
 * The classroom side's frame (the `_staff` layout route): the plain frame with no guardian menus and the staff
 * pages' own navigation. A guardian's session is told who the pages are for, without that navigation, and led back
 * to the guardian portal (issue 32).
 */
export function StaffLayout({ guardian }: { guardian: boolean }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Stack space="lg">
        {guardian ? (
          <Alert tone="critical">
            <p>{t(($) => $.shell.staffOnly)}</p>
            <BackLink href="/">{t(($) => $.staffShell.toPortal)}</BackLink>
          </Alert>
        ) : (
          <>
            <StaffNav />
            <Outlet />
          </>
        )}
      </Stack>
    </PublicFrame>
  );
}
