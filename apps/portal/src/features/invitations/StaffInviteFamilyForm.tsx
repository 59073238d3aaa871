import type { Schemas } from '@portal/api-client';
import {
  FAMILY_ROLES,
  type FamilyInvitationValues,
  familyInvitationSchema,
  invitedChildFields,
  MAX_INVITED_CHILDREN,
} from '@portal/domain';
import { Alert, ErrorSummary, Select, Stack } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { ChildRows } from '../../forms/ChildFields';
import { ClassroomCourseFields } from '../../forms/ClassroomCourseFields';
import { withoutChild } from '../../forms/childRows';
import { EmailFields } from '../../forms/EmailFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';

const CHILD_FIELDS = [1, 2, 3].flatMap((n) => Object.values(invitedChildFields(n)));
const FIELDS = [
  'classroomId',
  'course',
  'role',
  'guardianLastName',
  'guardianFirstName',
  'guardianEmail',
  ...CHILD_FIELDS,
] as const satisfies readonly (keyof FamilyInvitationValues)[];

/** Empty values: no child typed yet, the first of the staff member's classrooms chosen. */
export function emptyInvitation(
  classroomId: number | undefined,
  prefill: Partial<FamilyInvitationValues> = {},
): FamilyInvitationValues {
  const values = {
    classroomId: classroomId === undefined ? '' : String(classroomId),
    course: '',
    role: '6',
    guardianLastName: '',
    guardianFirstName: '',
    guardianEmail: '',
    childCount: '1',
    ...Object.fromEntries(CHILD_FIELDS.map((field) => [field, ''])),
  } as FamilyInvitationValues;
  for (const [field, value] of Object.entries(prefill))
    if (value !== undefined) values[field as keyof typeof values] = value;
  return values;
}

/**
 * Issue 32 「教室が家族を招待する」: the guardian, one to three children, their classroom and course, and the
 * family's role. Sending mails the invitation; the list below shows it at once.
 */
export function StaffInviteFamilyForm({
  classrooms,
  prefill,
}: {
  classrooms: readonly { id: number; name: string }[];
  /** A trial booking's guardian, when the form was opened from the trial list. */
  prefill?: Partial<FamilyInvitationValues>;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const queryClient = useQueryClient();
  const invite = useMutation(mutations.inviteFamily());
  const [sent, setSent] = useState<string | null>(null);
  const defaults = emptyInvitation(classrooms[0]?.id, prefill);
  const f = useAppForm<FamilyInvitationValues, unknown>({
    schema: familyInvitationSchema(now),
    defaultValues: defaults,
    fields: FIELDS,
    idPrefix: 'invite-family',
    // A reload keeps what was typed (issue 30); a form opened from a trial booking has a draft of its own.
    draftKey: `staffInviteFamily.${prefill?.guardianEmail ?? ''}`,
    failureMessage: () => t(($) => $.familyInvitation.staff.failed),
  });
  const count = Math.min(MAX_INVITED_CHILDREN, Math.max(1, Number(f.form.watch('childCount')) || 1));

  const submit = f.handleSubmit(async () => {
    setSent(null);
    const v = f.form.getValues();
    const body: Parameters<NonNullable<ReturnType<typeof mutations.inviteFamily>['mutationFn']>>[0] = {
      classroomId: Number(v.classroomId),
      course: v.course,
      role: Number(v.role) as Schemas['FamilyRole'],
      guardian: { lastName: v.guardianLastName, firstName: v.guardianFirstName, email: v.guardianEmail },
      children: Array.from({ length: count }, (_, i) => {
        const c = invitedChildFields(i + 1);
        return {
          lastName: v[c.lastName],
          firstName: v[c.firstName],
          lastNameKana: v[c.lastNameKana],
          firstNameKana: v[c.firstNameKana],
          birthday: v[c.birthday],
          schoolGrade: Number(v[c.schoolGrade]),
          genderId: Number(v[c.genderId]) as 1 | 2,
        };
      }),
    };
    const answer = await invite.mutateAsync(body);
    setSent(t(($) => $.familyInvitation.staff.sent, { email: answer.email }));
    f.form.reset(emptyInvitation(classrooms[0]?.id));
    f.clearDraft();
    await queryClient.invalidateQueries({ queryKey: queries.listFamilyInvitations().queryKey });
  });

  return (
    <Stack as="section" space="lg" aria-labelledby="invite-family-heading">
      <h2 id="invite-family-heading">{t(($) => $.familyInvitation.staff.formHeading)}</h2>
      {sent ? (
        <Alert tone="positive" role="status">
          {sent}
        </Alert>
      ) : null}
      <ErrorSummary
        title={t(($) => $.familyInvitation.accept.errorSummary)}
        errors={f.summary}
        submitCount={f.submitCount}
      />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-labelledby="invite-family-heading">
        <ClassroomCourseFields f={f} fields={{ classroom: 'classroomId', course: 'course' }} classrooms={classrooms} />
        <Select
          {...f.input('role')}
          label={t(($) => $.familyInvitation.staff.role)}
          required
          placeholder={null}
          options={FAMILY_ROLES.map((role) => ({
            value: String(role),
            label: t(($) => $.familyInvitation.staff.roles[String(role) as '6' | '7' | '8']),
          }))}
          error={f.errorOf('role')}
        />
        <PersonNameFields
          f={f}
          fields={{ lastName: 'guardianLastName', firstName: 'guardianFirstName' }}
          legend={t(($) => $.familyInvitation.staff.guardianName)}
        />
        <EmailFields f={f} fields={{ email: 'guardianEmail' }} />
        <h3>{t(($) => $.familyInvitation.staff.childrenHeading)}</h3>
        <ChildRows
          f={f}
          count={count}
          max={MAX_INVITED_CHILDREN}
          idPrefix="invite-family"
          today={now}
          fieldsOf={invitedChildFields}
          onAdd={() => f.form.setValue('childCount', String(count + 1))}
          onRemove={(n) =>
            f.form.reset(
              { ...withoutChild(f.form.getValues(), n, count, invitedChildFields), childCount: String(count - 1) },
              { keepDefaultValues: true, keepIsSubmitted: true, keepSubmitCount: true },
            )
          }
        />
        <p>{t(($) => $.familyInvitation.staff.notice)}</p>
        <div>
          <SubmitButton sending={invite.isPending} sendingLabel={t(($) => $.familyInvitation.staff.sending)}>
            {t(($) => $.familyInvitation.staff.submit)}
          </SubmitButton>
        </div>
      </Stack>
    </Stack>
  );
}
