import { readDocumentCookie } from '@portal/api-client';
import { Alert, Button, Link, Loader, Stack } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutations } from '../../app/api';
import { isRefusal, serverMessage } from '../../app/serverMessage';
import { useHref } from '../../app/useHref';

/**
 * Issue 31 item 19: the link mailed after a booking made signed out with a guardian's email. Opening it (from
 * that mailbox) is what puts the booking in the family's portal; the page says so and leads to the list.
 */
export function BookingLinkPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const confirm = useMutation(mutations.confirmTrialBooking());
  const resultRef = useRef<HTMLDivElement>(null);
  const send = () => confirm.mutate({ token });
  // The answer replaces the waiting line: focus follows it once it is on the page, so it is read out and the next
  // link is a Tab away.
  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) resultRef.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the page opens
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // A first visit has no XSRF cookie yet: any GET hands it out, as the sign-in page does.
    void (readDocumentCookie('XSRF-TOKEN') ? Promise.resolve() : api.GET('/api/health')).finally(send);
  }, []);

  const listLink = (
    <Link variant="standalone" href={href(linkOptions({ to: '/trialclassConfirm' }))}>
      {t(($) => $.booking.confirmLink.toList)}
    </Link>
  );

  if (confirm.isSuccess) {
    const { added, consultation, classroomName } = confirm.data;
    const what = t(($) => (consultation ? $.booking.confirmLink.what.consult : $.booking.confirmLink.what.trial));
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="positive" title={t(($) => $.booking.confirmLink.doneTitle)}>
            {added
              ? t(($) => $.booking.confirmLink.added, { classroom: classroomName, what })
              : t(($) => $.booking.confirmLink.alreadyAdded, { classroom: classroomName, what })}
          </Alert>
        </div>
        {listLink}
      </Stack>
    );
  }

  if (confirm.isError) {
    // The server's refusal (a wrong or expired link) is final; anything else may pass when asked again.
    const refused = isRefusal(confirm.error);
    return (
      <Stack space="lg">
        <div ref={resultRef} tabIndex={-1}>
          <Alert
            tone={refused ? 'caution' : 'critical'}
            title={refused ? t(($) => $.booking.confirmLink.endedTitle) : undefined}
          >
            {serverMessage(
              confirm.error,
              t(($) => $.booking.confirmLink.failed),
            )}
          </Alert>
        </div>
        {refused ? (
          <Link variant="standalone" href={href(linkOptions({ to: '/trial' }))}>
            {t(($) => $.booking.confirmLink.findClassroom)}
          </Link>
        ) : (
          <div>
            <Button variant="secondary" onClick={send}>
              {t(($) => $.booking.confirmLink.retry)}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return <Loader label={t(($) => $.booking.confirmLink.checking)} showLabel />;
}
