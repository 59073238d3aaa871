import { isApiError } from '@portal/api-client';
import { verifyOutcome } from '@portal/domain';
import { Alert, Button, Checkbox, Loader } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { wordCode } from '../../i18n/wordCode';
import { noAccountStepPath } from './applicant';
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
      const message =
        isApiError(start.error) && (start.error.status === 404 || start.error.status === 410)
          ? (start.error.body as { message?: string } | undefined)?.message
          : undefined;
      return (
        <div className={styles.page}>
          <Alert tone="critical" title={t(($) => $.membershipGuest.linkRefusedTitle)}>
            {message ?? t(($) => $.membershipGuest.linkFailed)}
          </Alert>
        </div>
      );
    }
    return <Loader label={t(($) => $.membershipGuest.opening)} />;
  }
  if (search.kidId === 0) {
    return (
      <div className={styles.page}>
        <Alert tone="info">{t(($) => $.membershipGuest.linkOnly)}</Alert>
      </div>
    );
  }
  return <VerifyIdentity search={search} />;
}

function VerifyIdentity({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useDetail('verify');
  const store = useMutation(mutations.storeMembershipSession());
  const [confirmed, setConfirmed] = useState(false);
  const boxId = useId();
  const statusId = detail.data?.membershipData[0]?.statusId ?? 2;
  const outcome = verifyOutcome(statusId);

  // Spec 2 §4 / §8: a completed application alerts, then goes to /login.
  useEffect(() => {
    if (outcome.kind !== 'alertThenLogin' || !detail.data) return;
    window.alert(wordCode(outcome.message, t));
    void navigate({ to: '/login' });
  }, [outcome, detail.data, navigate, t]);

  if (detail.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="critical">{t(($) => $.membershipGuest.verifyFailed)}</Alert>
      </div>
    );
  }
  return (
    <DetailState query={detail}>
      {detail.data && outcome.kind === 'proceed' ? (
        <div className={styles.page}>
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
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {store.isError ? <Alert tone="critical">{t(($) => $.membershipApply.startFailed)}</Alert> : null}
          <div className={styles.actions}>
            <span />
            <Button
              disabled={!confirmed}
              sending={store.isPending}
              sendingLabel={t(($) => $.membershipApply.sending)}
              onClick={() =>
                store.mutate(
                  { kidId: search.kidId, subscriptionCode: search.subscriptionCode, statusId: statusId as 2 },
                  {
                    onSuccess: () =>
                      void navigate({
                        to:
                          outcome.step === 'final_conf' ? noAccountStepPath.final_conf : noAccountStepPath.content_conf,
                        search,
                      }),
                  },
                )
              }
            >
              {wordCode(outcome.buttonLabel, t)}
            </Button>
          </div>
        </div>
      ) : null}
    </DetailState>
  );
}
