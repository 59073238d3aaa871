import { changePasswordSchema } from '@portal/domain';
import { Alert, ErrorSummary, Stack, TextField } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { NewPasswordFields } from './NewPasswordFields';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** Changing the password in the profile (issue 32), for guardians and staff alike: the current one first. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useMutation(mutations.changePassword());
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  // No draft: a password is never written to storage.
  const f = useAppForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    fields: FIELDS,
    idPrefix: 'change-password',
    failureMessage: () => t(($) => $.password.failed),
  });
  const { summary, submitCount, input, errorOf, handleSubmit, form } = f;
  const submit = handleSubmit(async (values) => {
    await change.mutateAsync(values);
    form.reset({ currentPassword: '', password: '', passwordConfirmation: '' });
    setDone(true);
    requestAnimationFrame(() => doneRef.current?.focus());
  });
  return (
    <Stack space="lg">
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="positive" title={t(($) => $.password.changedTitle)}>
            {t(($) => $.password.changed)}
          </Alert>
        </div>
      )}
      <ErrorSummary title={t(($) => $.password.errorSummary)} errors={summary} submitCount={submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.password.titles.change)}>
        <TextField
          {...input('currentPassword')}
          label={t(($) => $.password.currentPassword)}
          type="password"
          autoComplete="current-password"
          error={errorOf('currentPassword')}
        />
        <NewPasswordFields f={f} rulesId="change-password-rules" />
        <div>
          <SubmitButton sending={change.isPending} sendingLabel={t(($) => $.password.saving)}>
            {t(($) => $.password.change)}
          </SubmitButton>
        </div>
      </Stack>
    </Stack>
  );
}
