import { isApiError, type Ok } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import { Alert, Button, DetailList, DetailRow, Inline, Link, Loader, Select, Stack, TextField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { useDateLocale } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './Booking.css';

/** Issue 33: the list's filters, kept in the page's address (`/staff?classroomId=1&kind=trial&from=…`). */
export type StaffBookingsSearch = { classroomId?: number; kind?: 'trial' | 'consult'; from?: string; to?: string };

type Row = Ok<'getStaffBookings'>['data'][number];

/** The query string of the filters (the CSV link carries the same). */
function queryOf(search: StaffBookingsSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The classroom side: the bookings of the staff member's classrooms, newest first (issue 17); issue 33: every
 * field the visitor gave, filters by classroom, kind and the day received (in the address), a CSV of the list,
 * and a membership application started from a booking.
 */
export function StaffBookingsPage({
  search = {},
  onSearch,
}: {
  search?: StaffBookingsSearch;
  onSearch?: (search: StaffBookingsSearch) => void;
}) {
  const { t } = useTranslation();
  const bookings = useQuery({ ...queries.getStaffBookings(search), retry: false, placeholderData: (last) => last });
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
  const { name, data, classrooms = [] } = bookings.data;
  const filtered = Object.values(search).some((v) => v !== undefined);
  return (
    <Stack space="lg">
      <p>
        {name} — {t(($) => $.booking.staff.lead)}
      </p>
      <Filters key={queryOf(search)} search={search} classrooms={classrooms} onSearch={onSearch} />
      <Inline space="md" alignItems="center">
        <span role="status">{t(($) => $.staffBookings.count, { count: data.length })}</span>
        <Link href={`/api/staff/bookings.csv${queryOf(search)}`} download variant="standalone">
          {t(($) => $.staffBookings.csv.download)}
        </Link>
        <span className={styles.muted}>{t(($) => $.staffBookings.csv.downloadHint)}</span>
      </Inline>
      {data.length === 0 ? (
        <p>{filtered ? t(($) => $.staffBookings.noResults) : t(($) => $.booking.staff.empty)}</p>
      ) : (
        <BookingsTable rows={data} />
      )}
    </Stack>
  );
}

function Filters({
  search,
  classrooms,
  onSearch,
}: {
  search: StaffBookingsSearch;
  classrooms: readonly { id: number; name: string }[];
  onSearch?: (search: StaffBookingsSearch) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    classroomId: search.classroomId === undefined ? '' : String(search.classroomId),
    kind: search.kind ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.({
      classroomId: values.classroomId ? Number(values.classroomId) : undefined,
      kind: values.kind === 'trial' || values.kind === 'consult' ? values.kind : undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    });
  };
  const set = (key: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.currentTarget.value }));
  return (
    <Stack as="form" space="sm" onSubmit={submit} aria-label={t(($) => $.staffBookings.filters)}>
      <Inline space="md" alignItems="flex-end">
        <Select
          id="staff-bookings-classroom"
          label={t(($) => $.staffBookings.classroom)}
          placeholder={t(($) => $.staffBookings.allClassrooms)}
          options={classrooms.map((room) => ({ value: String(room.id), label: room.name }))}
          value={values.classroomId}
          onChange={set('classroomId')}
        />
        <Select
          id="staff-bookings-kind"
          label={t(($) => $.staffBookings.kind)}
          placeholder={t(($) => $.staffBookings.allKinds)}
          options={[
            { value: 'trial', label: t(($) => $.booking.staff.trial) },
            { value: 'consult', label: t(($) => $.booking.staff.consult) },
          ]}
          value={values.kind}
          onChange={set('kind')}
        />
        <TextField
          id="staff-bookings-from"
          type="date"
          width="medium"
          label={t(($) => $.staffBookings.from)}
          value={values.from}
          onChange={set('from')}
        />
        <TextField
          id="staff-bookings-to"
          type="date"
          width="medium"
          label={t(($) => $.staffBookings.to)}
          value={values.to}
          onChange={set('to')}
        />
      </Inline>
      <Inline space="md" alignItems="center">
        <Button type="submit" variant="secondary">
          {t(($) => $.staffBookings.apply)}
        </Button>
        {Object.values(search).some((v) => v !== undefined) ? (
          <Button type="button" variant="secondary" onClick={() => onSearch?.({})}>
            {t(($) => $.staffBookings.clear)}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}

function BookingsTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const href = useHref();
  return (
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
          {rows.map((row) => (
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
                <br />
                {/* Issue 33: the application form opens with this booking chosen (family and child from it). */}
                <Link
                  href={href(linkOptions({ to: '/staff/membership', search: { fromBooking: row.id } }))}
                  aria-label={t(($) => $.staffBookings.startApplicationLabel, { name: row.guardianName })}
                >
                  {t(($) => $.staffBookings.startApplication)}
                </Link>
              </td>
              <td>
                {t(($) => $.booking.staff.kidCount, { count: row.kidCount })}
                <BookingDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Everything the visitor entered, folded under the row. */
function BookingDetails({ row }: { row: Row }) {
  const { t } = useTranslation();
  const none = t(($) => $.staffBookings.none);
  const label = (list: string, id: number) => t(`labels.${list}.${id}` as never) as string;
  return (
    <details>
      <summary aria-label={t(($) => $.staffBookings.detailsLabel, { name: row.guardianName })}>
        {t(($) => $.staffBookings.details)}
      </summary>
      <DetailList preserveLines>
        <DetailRow term={t(($) => $.booking.staff.guardian)}>
          {row.guardianName}（{row.guardianKana}）
        </DetailRow>
        <DetailRow term={t(($) => $.staffBookings.tel)}>{row.telNumber}</DetailRow>
        <DetailRow term={t(($) => $.staffBookings.address)}>
          〒{row.zipcode} {row.address}
        </DetailRow>
        <DetailRow term={t(($) => $.staffBookings.kids)}>
          {row.kids
            .map((k) =>
              t(($) => $.staffBookings.kidLine, {
                name: `${k.lastName} ${k.firstName}`,
                kana: `${k.lastNameKana} ${k.firstNameKana}`,
                grade: label('schoolGrades', k.schoolGrade),
              }),
            )
            .join('\n')}
        </DetailRow>
        {row.consultation ? (
          <DetailRow term={t(($) => $.staffBookings.preferred)}>
            {row.preferred.length === 0
              ? none
              : row.preferred
                  .map((p, i) =>
                    t(($) => $.staffBookings.preferredLine, {
                      n: i + 1,
                      week: label('weekdays', p.week),
                      time: label('consultationTimeSlots', p.time),
                    }),
                  )
                  .join('\n')}
          </DetailRow>
        ) : null}
        <DetailRow term={t(($) => $.staffBookings.questionnaire)}>
          {row.questionnaireId === null
            ? none
            : `${label('questionnaire', row.questionnaireId)}${row.questionnaireNote ? `（${row.questionnaireNote}）` : ''}`}
        </DetailRow>
        <DetailRow term={t(($) => $.staffBookings.questions)}>{row.questions || none}</DetailRow>
        <DetailRow term={t(($) => $.staffBookings.inviteCode)}>{row.inviteCode || none}</DetailRow>
      </DetailList>
    </details>
  );
}
