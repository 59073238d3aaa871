import { Box, Link } from '@portal/ui';
import { linkOptions, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';

/** The classroom side's pages, so staff reach each one without typing an address (the `_staff` layout). */
export function StaffNav() {
  const { t } = useTranslation();
  const href = useHref();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pages = [
    { to: '/staff', label: t(($) => $.booking.staff.title) },
    { to: '/staff/chat', label: t(($) => $.chat.titles.staffRooms) },
    { to: '/staff/membership', label: t(($) => $.membershipApply.staff.title) },
    { to: '/staff/families', label: t(($) => $.familyInvitation.staff.title) },
    { to: '/staff/team', label: t(($) => $.staffTeam.title) },
    { to: '/staff/lessonRecords', label: t(($) => $.staffLessonRecords.title) },
    { to: '/staff/password', label: t(($) => $.password.titles.change) },
  ] as const;
  return (
    <nav aria-label={t(($) => $.shell.staffNav)}>
      <Box as="ul" display="flex" flexWrap="wrap" columnGap="lg" rowGap="xs" listStyle="none" margin={0} padding={0}>
        {pages.map((page) => {
          const current = pathname.replace(/\/$/, '') === page.to;
          return (
            <li key={page.to}>
              <Link
                href={href(linkOptions({ to: page.to }))}
                variant="standalone"
                aria-current={current ? 'page' : undefined}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </Box>
    </nav>
  );
}
