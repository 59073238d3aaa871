import { readDocumentCookie } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { Button, ErrorSummary, Inline, Link, Stack } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { linkOptions, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, mutations } from '../../app/api';
import { useHref } from '../../app/useHref';
import { forgetAddress, useKeepAddress, useKeptAddress } from '../../forms/keptAddress';
import { SignInFields } from '../../forms/SignInFields';
import { useAppForm } from '../../forms/useAppForm';
import { loginFailureMessage } from '../login/loginErrors';

const FIELDS = ['email', 'password'] as const;
const EMAIL_DRAFT = 'staffLogin.email';

/** The classroom side's sign-in: the same rules and lockout as the guardians', for staff accounts only. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const href = useHref();
  const login = useMutation(mutations.staffLogin());
  // No draft of the form: a password is never written to storage. The address is kept on its own.
  const typedEmail = useKeptAddress(EMAIL_DRAFT);
  const f = useAppForm({
    schema: signInSchema,
    defaultValues: { email: typedEmail, password: '' },
    fields: FIELDS,
    idPrefix: 'staff-login',
    failureMessage: loginFailureMessage,
  });
  const { summary, submitCount, handleSubmit } = f;
  useKeepAddress(f.form, EMAIL_DRAFT);
  const submit = handleSubmit(async (values) => {
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    await login.mutateAsync(values);
    forgetAddress(EMAIL_DRAFT);
    router.history.push('/staff');
  });
  return (
    <Stack space="lg">
      <p>{t(($) => $.booking.staff.loginLead)}</p>
      <ErrorSummary title={t(($) => $.login.errorSummary)} errors={summary} submitCount={submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.booking.staff.loginTitle)}>
        <SignInFields f={f} />
        <Inline space="sm">
          <Button type="submit" sending={login.isPending}>
            {t(($) => $.booking.staff.loginSubmit)}
          </Button>
        </Inline>
      </Stack>
      <Stack space="sm">
        <p>
          <Link href={href(linkOptions({ to: '/password/forgot', search: { staff: 1 } }))}>
            {t(($) => $.password.forgotLink)}
          </Link>
        </p>
        {/* A guardian who came to the classroom's page by mistake finds the way to theirs (issue 31 item 33). */}
        <p>
          <Link href={href(linkOptions({ to: '/login' }))}>{t(($) => $.booking.staff.guardianLogin)}</Link>
        </p>
      </Stack>
    </Stack>
  );
}
