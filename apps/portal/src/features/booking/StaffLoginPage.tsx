import { readDocumentCookie } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { Button, ErrorSummary, TextField } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, mutations } from '../../app/api';
import { useAppForm } from '../../forms/useAppForm';
import { loginFailureMessage } from '../login/loginErrors';
import * as styles from './Booking.css';

const FIELDS = ['email', 'password'] as const;

/** The classroom side's sign-in: the same rules and lockout as the guardians', for staff accounts only. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const login = useMutation(mutations.staffLogin());
  // No draft: a password is never written to storage.
  const { summary, submitCount, input, errorOf, handleSubmit } = useAppForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    idPrefix: 'staff-login',
    failureMessage: loginFailureMessage,
  });
  const submit = handleSubmit(async (values) => {
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    await login.mutateAsync(values);
    router.history.push('/staff');
  });
  return (
    <div className={styles.page}>
      <p>{t(($) => $.booking.staff.loginLead)}</p>
      <ErrorSummary title={t(($) => $.login.errorSummary)} errors={summary} submitCount={submitCount} />
      <form noValidate onSubmit={submit} aria-label={t(($) => $.booking.staff.loginTitle)} className={styles.form}>
        <TextField
          {...input('email')}
          label={t(($) => $.login.email)}
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={errorOf('email')}
        />
        <TextField
          {...input('password')}
          label={t(($) => $.login.password)}
          type="password"
          autoComplete="current-password"
          error={errorOf('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" sending={login.isPending}>
            {t(($) => $.booking.staff.loginSubmit)}
          </Button>
        </div>
      </form>
    </div>
  );
}
