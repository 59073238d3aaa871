import { isApiError } from '@portal/api-client';
import { jstIsoDate, type StaffMembershipCreateValues, staffMembershipCreateSchema } from '@portal/domain';
import { Alert, Button, ErrorSummary, Inline, Select, Stack, TextField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { ChildFields } from '../../forms/ChildFields';
import { ClassroomCourseFields } from '../../forms/ClassroomCourseFields';
import { EmailFields } from '../../forms/EmailFields';
import { GenderField } from '../../forms/PersonDetailsFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { useAppForm } from '../../forms/useAppForm';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './Membership.css';

const FIELDS = [
  'publicBookingId',
  'classroomId',
  'course',
  'startMonth',
  'guardianLastName',
  'guardianFirstName',
  'guardianEmail',
  'childLastName',
  'childFirstName',
  'childLastNameKana',
  'childFirstNameKana',
  'childGenderId',
] as const satisfies readonly (keyof StaffMembershipCreateValues)[];

type Values = Record<(typeof FIELDS)[number], string>;

/** The month after this one (YYYY-MM): when most new members start. */
function nextMonth(now: Date): string {
  const [year, month] = jstIsoDate(now).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The application in progress a 409 names (issue 33: the same child and course twice), or null. */
function duplicateIn(body: unknown): { message: string; subscriptionCode: string } | null {
  const answer = body as { message?: unknown; duplicate?: { subscriptionCode?: unknown } } | null;
  const code = answer?.duplicate?.subscriptionCode;
  if (typeof code !== 'string' || code === '') return null;
  return { message: typeof answer?.message === 'string' ? answer.message : '', subscriptionCode: code };
}

/**
 * Issue 16, the classroom side: create an application (status 2) for a family, from one of the
 * classroom's trial bookings (the family and the first child come from it) or by hand. A family
 * without an account is mailed the link that opens it (spec 2 §2.2).
 */
export function StaffMembershipCreate({
  classrooms,
  fromBooking,
}: {
  classrooms: readonly { id: number; name: string }[];
  /** Issue 33: opened from a booking of the list, the form starts with it chosen. */
  fromBooking?: number;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const now = useNow();
  const bookings = useQuery({ ...queries.getStaffBookings(), retry: false });
  const create = useMutation(mutations.createStaffMembership());
  const [created, setCreated] = useState<string | null>(null);
  const defaults: Values = {
    publicBookingId: '',
    classroomId: String(classrooms[0]?.id ?? ''),
    course: '',
    startMonth: nextMonth(now),
    guardianLastName: '',
    guardianFirstName: '',
    guardianEmail: '',
    childLastName: '',
    childFirstName: '',
    childLastNameKana: '',
    childFirstNameKana: '',
    childGenderId: '',
  };
  const f = useAppForm<Values, unknown>({
    schema: staffMembershipCreateSchema,
    defaultValues: defaults,
    fields: FIELDS,
    idPrefix: 'staff-membership',
    // A reload keeps what was typed (issue 30's fault matrix, staff rows).
    draftKey: 'staffMembershipCreate',
    failureMessage: () => t(($) => $.membershipGuest.staff.createFailed),
  });
  const bookingId = f.form.watch('publicBookingId');
  // Issue 33: a consultation's family can apply too (the form names the booking either way).
  const trialBookings = bookings.data?.data ?? [];
  // Opened from a booking: once the bookings are read, that one is chosen with its classroom.
  const chosenFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (fromBooking === undefined || chosenFrom.current === fromBooking) return;
    const booking = bookings.data?.data.find((b) => b.id === fromBooking);
    if (!booking) return;
    chosenFrom.current = fromBooking;
    f.form.setValue('publicBookingId', String(booking.id));
    if (classrooms.some((room) => room.id === booking.classroomId))
      f.form.setValue('classroomId', String(booking.classroomId));
    document.getElementById('staff-membership-create')?.scrollIntoView({ block: 'start' });
  }, [fromBooking, bookings.data, classrooms, f.form]);

  // Issue 33: the same child's application of the same course in progress: staff confirm or cancel first.
  const [duplicate, setDuplicate] = useState<{ message: string; subscriptionCode: string } | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  const send = async (confirmDuplicate: boolean) => {
    setCreated(null);
    const v = f.form.getValues();
    const byHand = v.publicBookingId === '';
    let answer: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      answer = await create.mutateAsync({
        ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
        classroomId: Number(v.classroomId),
        publicBookingId: byHand ? null : Number(v.publicBookingId),
        course: v.course,
        startMonth: v.startMonth,
        ...(byHand
          ? {
              guardian: { lastName: v.guardianLastName, firstName: v.guardianFirstName, email: v.guardianEmail },
              child: {
                lastName: v.childLastName,
                firstName: v.childFirstName,
                lastNameKana: v.childLastNameKana,
                firstNameKana: v.childFirstNameKana,
                genderId: Number(v.childGenderId) as 1 | 2,
              },
            }
          : {}),
      });
    } catch (error) {
      // A 409 naming the application in progress asks to confirm; any other refusal is said as the server words it.
      const duplicateOf = isApiError(error) && error.status === 409 ? duplicateIn(error.body) : null;
      if (duplicateOf) {
        setDuplicate(duplicateOf);
        requestAnimationFrame(() => confirmRef.current?.focus());
        return;
      }
      throw error;
    }
    setDuplicate(null);
    const email =
      v.guardianEmail || trialBookings.find((b) => String(b.id) === v.publicBookingId)?.email || v.guardianEmail;
    setCreated(
      answer.noAccount
        ? t(($) => $.membershipGuest.staff.createdMailed, { code: answer.subscriptionCode, email })
        : t(($) => $.membershipGuest.staff.createdAccount, { code: answer.subscriptionCode }),
    );
    f.form.reset(defaults);
    f.clearDraft();
    await queryClient.invalidateQueries({ queryKey: queries.getStaffMemberships().queryKey });
  };
  const submit = f.handleSubmit(() => send(false));
  const confirm = f.handleSubmit(() => send(true));

  return (
    <Stack as="section" space="md" aria-labelledby="staff-membership-create">
      <h2 id="staff-membership-create" className={styles.sectionHeading}>
        {t(($) => $.membershipGuest.staff.createHeading)}
      </h2>
      <p>{t(($) => $.membershipGuest.staff.createLead)}</p>
      {created ? (
        <Alert tone="positive" role="status">
          {created}
        </Alert>
      ) : null}
      <Stack as="form" space="md" noValidate onSubmit={submit}>
        <ErrorSummary title={t(($) => $.booking.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
        <Select
          {...f.input('publicBookingId')}
          label={t(($) => $.membershipGuest.staff.fromTrial)}
          hint={trialBookings.length === 0 ? t(($) => $.membershipGuest.staff.fromTrialEmpty) : undefined}
          placeholder={t(($) => $.membershipGuest.staff.byHand)}
          options={trialBookings.map((b) => ({
            value: String(b.id),
            label: `${b.guardianName}（${b.email}）${b.classroomName} ${b.heldAt ? formatDate(b.heldAt) : ''}`.trim(),
          }))}
        />
        <ClassroomCourseFields f={f} fields={{ classroom: 'classroomId', course: 'course' }} classrooms={classrooms} />
        <TextField
          {...f.input('startMonth')}
          type="month"
          label={t(($) => $.membershipGuest.staff.startMonth)}
          required
          width="short"
          error={f.errorOf('startMonth')}
        />
        {bookingId === '' ? (
          <>
            <PersonNameFields
              f={f}
              fields={{ lastName: 'guardianLastName', firstName: 'guardianFirstName' }}
              legend={t(($) => $.membershipApply.guardianName)}
            />
            <EmailFields f={f} fields={{ email: 'guardianEmail' }} />
            <ChildFields
              f={f}
              fields={{
                lastName: 'childLastName',
                firstName: 'childFirstName',
                lastNameKana: 'childLastNameKana',
                firstNameKana: 'childFirstNameKana',
              }}
            />
            <GenderField f={f} field="childGenderId" legend={t(($) => $.membershipGuest.staff.gender)} />
          </>
        ) : null}
        {duplicate ? (
          <div ref={confirmRef} tabIndex={-1}>
            <Alert tone="caution" title={t(($) => $.staffMemberships.duplicateTitle)}>
              <Stack space="sm">
                <p>{t(($) => $.staffMemberships.duplicateLead, { code: duplicate.subscriptionCode })}</p>
                <Inline space="sm">
                  <Button type="button" onClick={() => void confirm()} sending={create.isPending}>
                    {t(($) => $.staffMemberships.duplicateConfirm)}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => setDuplicate(null)}>
                    {t(($) => $.staffMemberships.duplicateCancel)}
                  </Button>
                </Inline>
              </Stack>
            </Alert>
          </div>
        ) : null}
        {create.isError && !isApiError(create.error) ? (
          <Alert tone="critical">{t(($) => $.membershipGuest.staff.createFailed)}</Alert>
        ) : null}
        <Inline space="sm" justifyContent="space-between">
          <span />
          <Button type="submit" sending={create.isPending} sendingLabel={t(($) => $.membershipApply.sending)}>
            {t(($) => $.membershipGuest.staff.create)}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
