import { readDocumentCookie } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { ErrorSummary, TextField } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '../../app/access';
import { api, mutations, queries } from '../../app/api';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import * as styles from './LoginPage.css';
import { loginFailureMessage } from './loginErrors';

const FIELDS = ['email', 'password'] as const;

/**
 * Sign-in (spec 1 §4): email and password, then back to the page first asked for. The form checks the
 * server's own schema first, so an empty form never reaches the server's attempt counter.
 */
export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const login = useMutation(mutations.login());
  // No draft: a password is never written to storage.
  const { summary, submitCount, input, errorOf, handleSubmit } = useAppForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    idPrefix: 'login',
    failureMessage: loginFailureMessage,
  });

  const submit = handleSubmit(async (values) => {
    // The first visit may not have the XSRF cookie yet; any GET hands it out.
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    const result = await login.mutateAsync(values);
    queryClient.setQueryData(queries.getUser().queryKey, result.data);
    router.history.push(safeRedirect(redirectTo));
  });

  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t(($) => $.login.lead)}</p>
      <ErrorSummary
        title={t(($) => $.login.errorSummary)}
        errors={summary}
        submitCount={submitCount}
        className={styles.summary}
      />
      <form noValidate onSubmit={submit} aria-label={t(($) => $.login.heading)} className={styles.form}>
        <TextField
          {...input('email')}
          label={t(($) => $.login.email)}
          type="email"
          autoComplete="username"
          inputMode="email"
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
          <SubmitButton sending={login.isPending} sendingLabel={t(($) => $.login.submitting)}>
            {t(($) => $.login.submit)}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
