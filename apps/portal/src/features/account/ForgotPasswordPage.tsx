import { readDocumentCookie } from '@portal/api-client';
import { forgotPasswordSchema } from '@portal/domain';
import { Alert, Button, ErrorSummary, Link, Stack, TextField } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutations } from '../../app/api';
import { useHref } from '../../app/useHref';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { loginFailureMessage } from '../login/loginErrors';

const FIELDS = ['email'] as const;

/**
 * 「パスワードをお忘れの方」 (issue 32): an address in, the same answer out whether it has an account or not. `staff`
 * leads back to the classroom side's sign-in.
 */
export function ForgotPasswordPage({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation();
  const href = useHref();
  const request = useMutation(mutations.requestPasswordReset());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { summary, submitCount, input, errorOf, handleSubmit, form } = useAppForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    fields: FIELDS,
    idPrefix: 'forgot',
    failureMessage: loginFailureMessage,
    askBeforeLeaving: false,
  });
  const submit = handleSubmit(async (values) => {
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    await request.mutateAsync(values);
    setSentTo(values.email);
    // The answer replaces the form: focus moves to it, never to the page's body.
    requestAnimationFrame(() => sentRef.current?.focus());
  });
  const back = staff ? (
    <Link variant="standalone" href={href(linkOptions({ to: '/staff/login' }))}>
      {t(($) => $.password.backToStaffLogin)}
    </Link>
  ) : (
    <Link variant="standalone" href={href(linkOptions({ to: '/login' }))}>
      {t(($) => $.password.backToLogin)}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <Stack space="lg">
        <div ref={sentRef} tabIndex={-1}>
          <Alert tone="positive" title={t(($) => $.password.sentTitle)}>
            {t(($) => $.password.sent, { email: sentTo })}
          </Alert>
        </div>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ email: '' });
              setSentTo(null);
            }}
          >
            {t(($) => $.password.sendAgain)}
          </Button>
        </div>
        {back}
      </Stack>
    );
  }

  return (
    <Stack space="lg">
      <p>{t(($) => $.password.forgotLead)}</p>
      <ErrorSummary title={t(($) => $.password.errorSummary)} errors={summary} submitCount={submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.password.titles.forgot)}>
        <TextField
          {...input('email')}
          label={t(($) => $.password.email)}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          error={errorOf('email')}
        />
        <div>
          <SubmitButton sending={request.isPending} sendingLabel={t(($) => $.password.sending)}>
            {t(($) => $.password.send)}
          </SubmitButton>
        </div>
      </Stack>
      {back}
    </Stack>
  );
}
