import { isApiError, readDocumentCookie } from '@portal/api-client';
import { SCHOOL_GRADES } from '@portal/domain';
import { Alert, Button, ErrorSummary, Link, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { SubmitButton } from '../../forms/SubmitButton';
import { wordCode } from '../../i18n/wordCode';
import { NewPasswordFields, useNewPasswordForm } from '../account/NewPasswordFields';

type Ended = { message: string; reason: 'wrong' | 'expired' | 'used' | 'revoked' };

/**
 * Issue 32 「保護者が招待を受ける」: the mailed link's page. It shows the classroom and the children, asks for a
 * password (the rules shown, typed twice) and goes into the portal, where the terms come first as for any new
 * guardian. An address with an account already adds the children to it. A link that no longer works says why.
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const link = useQuery({ ...queries.getInvitation({ token }), retry: false, staleTime: Number.POSITIVE_INFINITY });
  const [ended, setEnded] = useState<Ended | null>(null);
  const [linked, setLinked] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const accept = useMutation(mutations.acceptInvitation());
  const f = useNewPasswordForm({
    idPrefix: 'invitation-password',
    failureMessage: () => t(($) => $.familyInvitation.accept.failed),
  });
  const focusResult = () => requestAnimationFrame(() => resultRef.current?.focus());

  const send = async (values: { password?: string; passwordConfirmation?: string }) => {
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    try {
      const answer = await accept.mutateAsync({ token, ...values });
      if (answer.signedIn) {
        // A whole new page: the portal starts signed in and asks for the terms first, as after any sign-in.
        window.location.assign(href(linkOptions({ to: '/' })));
        return;
      }
      setLinked(true);
    } catch (error) {
      if (isApiError(error) && error.status === 410) setEnded(error.body as Ended);
      else throw error;
    }
    focusResult();
  };
  const submit = f.handleSubmit(send);

  const refused = ended ?? (isApiError(link.error) && link.error.status === 410 ? (link.error.body as Ended) : null);
  const toLogin = (
    <Link variant="standalone" href={href(linkOptions({ to: '/login' }))}>
      {t(($) => $.familyInvitation.accept.toLogin)}
    </Link>
  );

  if (refused) {
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="caution" title={t(($) => $.familyInvitation.accept.endedTitle)}>
            {refused.message}
          </Alert>
        </div>
        {refused.reason === 'used' ? toLogin : null}
      </Stack>
    );
  }
  if (linked) {
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="positive" title={t(($) => $.familyInvitation.accept.linkedTitle)}>
            {t(($) => $.familyInvitation.accept.linked)}
          </Alert>
        </div>
        {toLogin}
      </Stack>
    );
  }
  if (link.isError) return <Alert tone="critical">{t(($) => $.familyInvitation.accept.loadFailed)}</Alert>;
  if (!link.data) return <Loader />;

  const invitation = link.data;
  const grade = (id: number) => {
    const found = SCHOOL_GRADES.find((g) => g.id === id);
    return found ? wordCode(found.labelCode, t) : '';
  };
  return (
    <Stack space="lg">
      <p>{t(($) => $.familyInvitation.accept.lead, { classroom: invitation.classroomName })}</p>
      <dl>
        <dt>{t(($) => $.familyInvitation.accept.classroom)}</dt>
        <dd>{invitation.classroomName}</dd>
        <dt>{t(($) => $.familyInvitation.accept.children)}</dt>
        {invitation.children.map((child) => (
          <dd key={child.name}>
            {t(($) => $.familyInvitation.accept.child, { name: child.name, grade: grade(child.schoolGrade) })}
          </dd>
        ))}
        <dt>{t(($) => $.familyInvitation.accept.email)}</dt>
        <dd>{invitation.email}</dd>
      </dl>
      {invitation.hasAccount ? (
        <Stack space="lg">
          <p>{t(($) => $.familyInvitation.accept.hasAccountLead)}</p>
          {accept.isError ? <Alert tone="critical">{t(($) => $.familyInvitation.accept.failed)}</Alert> : null}
          <div>
            <Button
              sending={accept.isPending}
              sendingLabel={t(($) => $.familyInvitation.accept.sending)}
              onClick={() => send({}).catch(() => undefined)}
            >
              {t(($) => $.familyInvitation.accept.link)}
            </Button>
          </div>
        </Stack>
      ) : (
        <>
          <p>{t(($) => $.familyInvitation.accept.passwordLead)}</p>
          <ErrorSummary
            title={t(($) => $.familyInvitation.accept.errorSummary)}
            errors={f.summary}
            submitCount={f.submitCount}
          />
          <Stack
            as="form"
            space="lg"
            noValidate
            onSubmit={submit}
            aria-label={t(($) => $.familyInvitation.accept.title)}
          >
            {/* The account's address, for the browser's password manager to save the new password under. */}
            <input type="hidden" name="username" autoComplete="username" value={invitation.email} readOnly />
            <NewPasswordFields f={f} rulesId="invitation-password-rules" />
            <div>
              <SubmitButton sending={accept.isPending} sendingLabel={t(($) => $.familyInvitation.accept.sending)}>
                {t(($) => $.familyInvitation.accept.submit)}
              </SubmitButton>
            </div>
          </Stack>
        </>
      )}
    </Stack>
  );
}
