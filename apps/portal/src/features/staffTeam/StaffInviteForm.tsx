import { type StaffInvitationValues, staffInvitationSchema } from '@portal/domain';
import { Alert, ErrorSummary, Select, Stack } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { EmailFields } from '../../forms/EmailFields';
import { PersonNameFields } from '../../forms/PersonNameFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';

const FIELDS = [
  'classroomId',
  'lastName',
  'firstName',
  'email',
] as const satisfies readonly (keyof StaffInvitationValues)[];

const empty = (classroomId: number | undefined): StaffInvitationValues => ({
  classroomId: classroomId === undefined ? '' : String(classroomId),
  lastName: '',
  firstName: '',
  email: '',
});

/**
 * Issue 32 「スタッフを招待する」 (ADR 042): an owner names a colleague and one of the classrooms they own. Sending
 * makes the account and mails the link that sets its password; the list below shows it at once as 招待中.
 */
export function StaffInviteForm({ classrooms }: { classrooms: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invite = useMutation(mutations.inviteStaffMember());
  const [sent, setSent] = useState<string | null>(null);
  const f = useAppForm<StaffInvitationValues, unknown>({
    schema: staffInvitationSchema,
    defaultValues: empty(classrooms[0]?.id),
    fields: FIELDS,
    idPrefix: 'invite-staff',
    // A reload keeps what was typed (issue 30's fault matrix, staff rows).
    draftKey: 'staffInviteStaff',
    // The owner rule and a taken address are the server's to say; its Japanese words are shown as they are.
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.staffTeam.failed),
  });

  const submit = f.handleSubmit(async () => {
    setSent(null);
    const v = f.form.getValues();
    const answer = await invite.mutateAsync({
      classroomId: Number(v.classroomId),
      lastName: v.lastName,
      firstName: v.firstName,
      email: v.email,
    });
    setSent(t(($) => $.staffTeam.sent, { email: answer.email }));
    f.form.reset(empty(classrooms[0]?.id));
    f.clearDraft();
    await queryClient.invalidateQueries({ queryKey: queries.listStaffMembers().queryKey });
  });

  return (
    <Stack as="section" space="lg" aria-labelledby="invite-staff-heading">
      <h2 id="invite-staff-heading">{t(($) => $.staffTeam.formHeading)}</h2>
      {sent ? (
        <Alert tone="positive" role="status">
          {sent}
        </Alert>
      ) : null}
      <ErrorSummary title={t(($) => $.staffTeam.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-labelledby="invite-staff-heading">
        <Select
          {...f.input('classroomId')}
          label={t(($) => $.staffTeam.classroom)}
          required
          placeholder={null}
          options={classrooms.map((room) => ({ value: String(room.id), label: room.name }))}
          error={f.errorOf('classroomId')}
        />
        <PersonNameFields
          f={f}
          fields={{ lastName: 'lastName', firstName: 'firstName' }}
          legend={t(($) => $.staffTeam.name)}
          person="colleague"
        />
        <EmailFields f={f} fields={{ email: 'email' }} />
        <p>{t(($) => $.staffTeam.notice)}</p>
        <div>
          <SubmitButton sending={invite.isPending} sendingLabel={t(($) => $.staffTeam.sending)}>
            {t(($) => $.staffTeam.submit)}
          </SubmitButton>
        </div>
      </Stack>
    </Stack>
  );
}
