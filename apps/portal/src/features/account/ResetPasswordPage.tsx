import { isApiError, readDocumentCookie } from '@portal/api-client';
import { Alert, ErrorSummary, Link, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { SubmitButton } from '../../forms/SubmitButton';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

type Ended = { message: string; reason: 'wrong' | 'expired' | 'used' };

/** The page of a mailed password link (issue 32): a reset, or a new account's first password. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const link = useQuery({ ...queries.getPasswordLink({ token }), retry: false, staleTime: Number.POSITIVE_INFINITY });
  const [ended, setEnded] = useState<Ended | null>(null);
  const [done, setDone] = useState<'guardian' | 'staff' | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const set = useMutation(mutations.setPasswordByLink());
  const f = useNewPasswordForm({ idPrefix: 'new-password', failureMessage: () => t(($) => $.password.failed) });
  const { summary, submitCount, handleSubmit } = f;

  // The answer replaces the form: focus moves to it once it is on the page, so it is read out and the next link is
  // a Tab away (a frame's delay was not always enough on a busy phone).
  useEffect(() => {
    if (done || ended) resultRef.current?.focus();
  }, [done, ended]);
  const submit = handleSubmit(async (values) => {
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    try {
      const answer = await set.mutateAsync({ token, ...values });
      setDone(answer.kind);
    } catch (error) {
      if (isApiError(error) && error.status === 410) {
        setEnded(error.body as Ended);
      } else throw error;
    }
  });

  const refused = ended ?? (isApiError(link.error) && link.error.status === 410 ? (link.error.body as Ended) : null);
  const loginHref = (kind: 'guardian' | 'staff' | undefined) =>
    href(linkOptions({ to: kind === 'staff' ? '/staff/login' : '/login' }));

  if (refused) {
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="caution" title={t(($) => $.password.linkEndedTitle)}>
            {refused.message}
          </Alert>
        </div>
        {refused.reason === 'used' ? (
          <Link variant="standalone" href={loginHref(link.data?.kind)}>
            {t(($) => $.password.toLogin)}
          </Link>
        ) : (
          <Link
            variant="standalone"
            href={href(
              linkOptions({ to: '/password/forgot', search: link.data?.kind === 'staff' ? { staff: 1 } : {} }),
            )}
          >
            {t(($) => $.password.requestAgain)}
          </Link>
        )}
      </Stack>
    );
  }
  if (done) {
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="positive" title={t(($) => $.password.doneTitle)}>
            {t(($) => $.password.done)}
          </Alert>
        </div>
        <Link variant="standalone" href={loginHref(done)}>
          {t(($) => $.password.toLogin)}
        </Link>
      </Stack>
    );
  }
  if (link.isError) return <Alert tone="critical">{t(($) => $.password.loadFailed)}</Alert>;
  if (!link.data) return <Loader />;

  return (
    <Stack space="lg">
      <p>{t(($) => $.password.resetLead, { email: link.data.email })}</p>
      <ErrorSummary title={t(($) => $.password.errorSummary)} errors={summary} submitCount={submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.password.titles.reset)}>
        {/* The account's address, for the browser's password manager to save the new password under. */}
        <input type="hidden" name="username" autoComplete="username" value={link.data.email} readOnly />
        <NewPasswordFields f={f} rulesId="new-password-rules" />
        <div>
          <SubmitButton sending={set.isPending} sendingLabel={t(($) => $.password.saving)}>
            {t(($) => $.password.save)}
          </SubmitButton>
        </div>
      </Stack>
    </Stack>
  );
}
