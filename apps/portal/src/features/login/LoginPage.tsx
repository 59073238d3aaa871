import { readDocumentCookie } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { Box, Card, ErrorSummary, Link, Stack } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkOptions, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '../../app/access';
import { api, mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { forgetAddress, useKeepAddress, useKeptAddress } from '../../forms/keptAddress';
import { SignInFields } from '../../forms/SignInFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { LanguageToggle } from '../shell/LanguageSwitch';
import * as styles from './LoginPage.css';
import { loginFailureMessage } from './loginErrors';

const FIELDS = ['email', 'password'] as const;
const EMAIL_DRAFT = 'login.email';

/**
 * Sign-in (spec 1 §4): email and password, then back to the page first asked for. The form checks the
 * server's own schema first, so an empty form never reaches the server's attempt counter.
 */
export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const href = useHref();
  const queryClient = useQueryClient();
  const login = useMutation(mutations.login());
  // No draft of the form: a password is never written to storage. The address is kept on its own.
  const typedEmail = useKeptAddress(EMAIL_DRAFT);
  const f = useAppForm({
    schema: signInSchema,
    defaultValues: { email: typedEmail, password: '' },
    fields: FIELDS,
    idPrefix: 'login',
    failureMessage: loginFailureMessage,
    // An address is quickly typed again, and the page's links (the terms) are meant to be followed.
    askBeforeLeaving: false,
  });
  const { summary, submitCount, handleSubmit } = f;
  useKeepAddress(f.form, EMAIL_DRAFT);

  const submit = handleSubmit(async (values) => {
    // The first visit may not have the XSRF cookie yet; any GET hands it out.
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    const result = await login.mutateAsync(values);
    forgetAddress(EMAIL_DRAFT);
    queryClient.setQueryData(queries.getUser().queryKey, result.data);
    router.history.push(safeRedirect(redirectTo));
  });

  return (
    <Card padding="lg" space="lg" className={styles.card}>
      {/* The language can be chosen before signing in, where the reader starts (issue 31 item 34). */}
      <Box display="flex" justifyContent="flex-end">
        <LanguageToggle />
      </Box>
      <p className={styles.lead}>{t(($) => $.login.lead)}</p>
      <ErrorSummary title={t(($) => $.login.errorSummary)} errors={summary} submitCount={submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.login.heading)}>
        <SignInFields f={f} />
        <Box display="flex" justifyContent="center">
          <SubmitButton sending={login.isPending} sendingLabel={t(($) => $.login.submitting)}>
            {t(($) => $.login.submit)}
          </SubmitButton>
        </Box>
      </Stack>
      <Box as="p" display="flex" justifyContent="center">
        <Link href={href(linkOptions({ to: '/password/forgot' }))}>{t(($) => $.password.forgotLink)}</Link>
      </Box>
    </Card>
  );
}
