import { Link } from '@portal/ui';
import { linkOptions, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';
import * as styles from './StaffNav.css';

/** The classroom side's pages, so staff reach each one without typing an address (the `_staff` layout). */
export function StaffNav() {
  const { t } = useTranslation();
  const href = useHref();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pages = [
    { to: '/staff', label: t(($) => $.booking.staff.title) },
    { to: '/staff/chat', label: t(($) => $.chat.titles.staffRooms) },
    { to: '/staff/membership', label: t(($) => $.membershipApply.staff.title) },
    { to: '/staff/lessonRecords', label: t(($) => $.staffLessonRecords.title) },
  ] as const;
  return (
    <nav aria-label={t(($) => $.shell.staffNav)}>
      <ul className={styles.list}>
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
      </ul>
    </nav>
  );
}
