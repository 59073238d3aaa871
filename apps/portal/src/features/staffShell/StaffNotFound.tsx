import { BackLink, Stack } from '@portal/ui';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';

/**
 * An address under /staff that is no staff page (issue 33): said in the staff frame, with the staff navigation
 * around it and a way back to the staff home, never the guardians' 404 and its link to their home.
 */
export function StaffNotFound() {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Stack as="section" space="md" aria-label={t(($) => $.staffFrame.notFoundTitle)}>
      <p>{t(($) => $.staffFrame.notFoundBody)}</p>
      <BackLink href={href(linkOptions({ to: '/staff' }))}>{t(($) => $.staffFrame.backToStaffHome)}</BackLink>
    </Stack>
  );
}
