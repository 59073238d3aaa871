import { newPasswordFormSchema } from '@portal/domain';
import { TextField } from '@portal/ui';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../forms/appForm';
import { useAppForm } from '../../forms/useAppForm';
import { PasswordRules } from './PasswordRules';

type NewPasswordValues = { password: string; passwordConfirmation: string };

/**
 * The form of a page that sets a password from a mailed link (a reset, an invitation): nothing to keep over a
 * reload (the link is single-use and a password is never stored) and no session to renew.
 */
export function useNewPasswordForm({ idPrefix, failureMessage }: { idPrefix: string; failureMessage: () => string }) {
  return useAppForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', passwordConfirmation: '' },
    fields: ['password', 'passwordConfirmation'] as const,
    idPrefix,
    failureMessage,
    askBeforeLeaving: false,
    resendAfterSignIn: false,
  });
}

/**
 * A new password typed twice, with the rules ticked as it is typed (issue 32): the reset from a mailed link and the
 * change in the profile ask for it alike (ADR 038's field groups).
 */
export function NewPasswordFields<V extends NewPasswordValues>({ f, rulesId }: { f: AppForm<V>; rulesId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...f.input('password')}
        label={t(($) => $.password.newPassword)}
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        error={f.errorOf('password')}
      />
      <PasswordRules id={rulesId} password={String(f.form.watch('password' as Path<V>) ?? '')} />
      <TextField
        {...f.input('passwordConfirmation')}
        label={t(($) => $.password.passwordConfirmation)}
        type="password"
        autoComplete="new-password"
        error={f.errorOf('passwordConfirmation')}
      />
    </>
  );
}
