import { isApiError } from '@portal/api-client';
import { verifyOutcome } from '@portal/domain';
import { Alert, Button, Checkbox, Inline, Loader, Stack } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { formDrafts } from '../../forms/drafts';
import { wordCode } from '../../i18n/wordCode';
import { noAccountStepPath } from './applicant';
import { LinkEndedNotice, linkEndReason } from './linkEnded';
import * as styles from './Membership.css';
import { DetailState, useDetail } from './MembershipPages';
import type { StepSearch } from './membershipValues';

export type VerifySearch = StepSearch & { token?: string };

/**
 * Spec 2 §2.2 verify_identity, the way in without an account: the mailed link's token opens the
 * application (the server keeps it in a cookie and the address drops it), then the guardian and the
 * child are greeted by name and the guardian confirms there is no mistake before going on.
 */
export function VerifyIdentityPage({ search }: { search: VerifySearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation(mutations.startNoAccountMembership());
  const sent = useRef(false);
  const { token } = search;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    start.mutate(
      { token },
      {
        onSuccess: async (opened) => {
          // Another application may have been open in this browser before.
          await queryClient.invalidateQueries({ queryKey: queries.getMembershipDetail({ from: 'verify' }).queryKey });
          void navigate({
            to: noAccountStepPath.list,
            search: { kidId: opened.kidId, subscriptionCode: opened.subscriptionCode },
            replace: true,
          });
        },
      },
    );
  }, [token, start, navigate, queryClient]);

  if (token) {
    if (start.isError) {
      // A replaced, expired or used link says which, and what to do next (issues 30 item 5, 31 item 13).
      const ended = linkEndReason(start.error);
      if (ended)
        return (
          <Stack space="md">
            <LinkEndedNotice reason={ended} />
          </Stack>
        );
      const message =
        isApiError(start.error) && (start.error.status === 404 || start.error.status === 410)
          ? (start.error.body as { message?: string } | undefined)?.message
          : undefined;
      return (
        <Stack space="md">
          <Alert tone="critical" title={t(($) => $.membershipGuest.linkRefusedTitle)}>
            {message ?? t(($) => $.membershipGuest.linkFailed)}
          </Alert>
        </Stack>
      );
    }
    return <Loader label={t(($) => $.membershipGuest.opening)} />;
  }
  if (search.kidId === 0) {
    return (
      <Stack space="md">
        <Alert tone="info">{t(($) => $.membershipGuest.linkOnly)}</Alert>
      </Stack>
    );
  }
  return <VerifyIdentity search={search} />;
}

function VerifyIdentity({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useDetail('verify');
  const store = useMutation(mutations.storeMembershipSession());
  // The tick is kept over a reload, as words typed are (issue 30).
  const tickKey = `noAccountVerify.${search.kidId}.${search.subscriptionCode}`;
  const [confirmed, setConfirmed] = useState(
    () => formDrafts.load<{ confirmed: boolean }>(tickKey)?.values.confirmed === true,
  );
  // A second press while the first is on its way sends nothing (the fault matrix's double press).
  const sendingNow = useRef(false);
  const boxId = useId();
  const statusId = detail.data?.membershipData[0]?.statusId ?? 2;
  const outcome = verifyOutcome(statusId);

  if (detail.isError) {
    const ended = linkEndReason(detail.error);
    if (ended)
      return (
        <Stack space="md">
          <LinkEndedNotice reason={ended} />
        </Stack>
      );
    return (
      <Stack space="md">
        <Alert tone="critical">{t(($) => $.membershipGuest.verifyFailed)}</Alert>
      </Stack>
    );
  }
  return (
    <DetailState query={detail}>
      {detail.data && outcome.kind === 'alertThenLogin' ? (
        // Spec 2 §4 sends a completed application to /login; without an account there is nothing to sign in to,
        // so the page says it is complete and opens the form, which the completion mail links to as well.
        <Stack space="md">
          <Alert tone="positive" title={t(($) => $.membershipGuest.completedTitle)}>
            {t(($) => $.membershipGuest.completedBody)}
          </Alert>
          <Inline space="sm" justifyContent="space-between">
            <span />
            <Button onClick={() => void navigate({ to: noAccountStepPath.complete_registration, search })}>
              {t(($) => $.membershipApply.toRegistration)}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {detail.data && outcome.kind === 'proceed' ? (
        <Stack space="md">
          <p>
            {t(($) => $.membershipGuest.greeting, {
              guardian: `${detail.data.guardianData.lastName} ${detail.data.guardianData.firstName}`.trim(),
            })}
          </p>
          <p>{t(($) => $.membershipGuest.lead)}</p>
          <dl className={styles.verifyList}>
            <dt>{t(($) => $.membershipGuest.guardianLabel)}</dt>
            <dd>{`${detail.data.guardianData.lastName} ${detail.data.guardianData.firstName}`.trim()}</dd>
            <dt>{t(($) => $.membershipGuest.childLabel)}</dt>
            <dd>
              {t(($) => $.membershipApply.childName, {
                name: `${detail.data.kidData.lastName} ${detail.data.kidData.firstName}`,
              })}
            </dd>
          </dl>
          <Checkbox
            id={boxId}
            label={t(($) => $.membershipGuest.noMistake)}
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked)
                formDrafts.save(tickKey, { values: { confirmed: true }, base: { confirmed: false } });
              else formDrafts.clear(tickKey);
            }}
          />
          {store.isError ? <Alert tone="critical">{t(($) => $.membershipApply.startFailed)}</Alert> : null}
          <Inline space="sm" justifyContent="space-between">
            <span />
            <Button
              disabled={!confirmed}
              sending={store.isPending}
              sendingLabel={t(($) => $.membershipApply.sending)}
              onClick={() => {
                if (sendingNow.current) return;
                sendingNow.current = true;
                store.mutate(
                  { kidId: search.kidId, subscriptionCode: search.subscriptionCode, statusId: statusId as 2 },
                  {
                    onSuccess: () => {
                      formDrafts.clear(tickKey);
                      void navigate({
                        to:
                          outcome.step === 'final_conf' ? noAccountStepPath.final_conf : noAccountStepPath.content_conf,
                        search,
                      });
                    },
                    onSettled: () => {
                      sendingNow.current = false;
                    },
                  },
                );
              }}
            >
              {wordCode(outcome.buttonLabel, t)}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </DetailState>
  );
}
