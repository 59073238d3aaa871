import { isApiError } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import { Alert, Link, Loader, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { useDateLocale } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './Booking.css';

/** The classroom side: the bookings of the staff member's classrooms, newest first (issue 17). */
export function StaffBookingsPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const href = useHref();
  const bookings = useQuery({ ...queries.getStaffBookings(), retry: false });
  if (bookings.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (bookings.isError) {
    const forbidden = isApiError(bookings.error) && bookings.error.status === 403;
    return (
      <Stack space="lg">
        <Alert tone="critical">
          {forbidden ? t(($) => $.booking.staff.forbidden) : t(($) => $.booking.staff.failed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const { name, data } = bookings.data;
  return (
    <Stack space="lg">
      <p>
        {name} — {t(($) => $.booking.staff.lead)}
      </p>
      {data.length === 0 ? (
        <p>{t(($) => $.booking.staff.empty)}</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        <section className={styles.tableWrap} tabIndex={0} aria-label={t(($) => $.booking.staff.title)}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t(($) => $.booking.staff.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(($) => $.booking.staff.receivedAt)}</th>
                <th scope="col">{t(($) => $.booking.staff.kind)}</th>
                <th scope="col">{t(($) => $.booking.staff.classroom)}</th>
                <th scope="col">{t(($) => $.booking.staff.lecture)}</th>
                <th scope="col">{t(($) => $.booking.staff.when)}</th>
                <th scope="col">{t(($) => $.booking.staff.guardian)}</th>
                <th scope="col">{t(($) => $.booking.staff.kids)}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.createdAt, { time: true, locale })}</td>
                  <td>{row.consultation ? t(($) => $.booking.staff.consult) : t(($) => $.booking.staff.trial)}</td>
                  <td>{row.classroomName}</td>
                  <td>{row.lectureName}</td>
                  <td>
                    {row.heldAt
                      ? formatDate(row.heldAt, { style: 'long', time: true, locale })
                      : t(($) => $.booking.staff.undecided)}
                  </td>
                  <td>
                    {row.guardianName}
                    <br />
                    <span className={styles.muted}>{row.email}</span>
                    <br />
                    {/* Issue 32: the invite form opens with the booking's guardian filled in. */}
                    <Link
                      href={href(
                        linkOptions({
                          to: '/staff/families',
                          search: {
                            lastName: row.guardianName.split(' ')[0],
                            firstName: row.guardianName.split(' ').slice(1).join(' ') || undefined,
                            email: row.email,
                          },
                        }),
                      )}
                      aria-label={t(($) => $.familyInvitation.staff.fromTrialLabel, { name: row.guardianName })}
                    >
                      {t(($) => $.familyInvitation.staff.fromTrial)}
                    </Link>
                  </td>
                  <td>{t(($) => $.booking.staff.kidCount, { count: row.kidCount })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <LogoutForm />
    </Stack>
  );
}
