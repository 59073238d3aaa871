import type { Ok } from '@portal/api-client';
import { Box, Stack } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type StaffSession = Ok<'getStaffSession'>;

/** Who is signed in on the classroom side and the classrooms they work for (issue 33), above sign-out. */
export function StaffIdentity({ staff, failed }: { staff: StaffSession | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (failed) return <p role="status">{t(($) => $.staffFrame.loadFailed)}</p>;
  if (!staff) return null;
  return (
    <Stack space="xs">
      <Box as="p" margin={0}>
        <strong>{t(($) => $.staffFrame.signedInAs, { name: staff.name })}</strong>
      </Box>
      <Box as="p" margin={0} id={headingId}>
        {t(($) => $.staffFrame.classroomsHeading)}
      </Box>
      {staff.classrooms.length === 0 ? (
        <Box as="p" margin={0}>
          {t(($) => $.staffFrame.noClassrooms)}
        </Box>
      ) : (
        <Box as="ul" aria-labelledby={headingId} margin={0}>
          {staff.classrooms.map((classroom) => (
            <li key={classroom.id}>
              {classroom.role === 'owner' ? `${classroom.name}（${t(($) => $.staffFrame.owner)}）` : classroom.name}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
