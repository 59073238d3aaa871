import { INVITE_FAILED_CODE } from '@portal/domain';
import { Alert, Button, Card, CardTitle, CopyField, Loader, Stack } from '@portal/ui';
import { sprinkles } from '@portal/ui/styles';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import * as styles from './InvitePage.css';

// Layout from the design system's atoms: the page and the card are stacks with medium space.
const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: 0 });

import { wordCode } from '../../i18n/wordCode';
import { inviteOutcome } from './inviteResult';

/**
 * Spec 1 §2 "Invitation": the guardian's referral code and a ready-made invitation text, each with a
 * copy button, and the programme notes. The code is issued (or returned) by POST /api/invite on arrival.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const invite = useMutation(mutations.postInvite());
  const { mutate } = invite;
  useEffect(() => mutate(), [mutate]);

  const outcome = invite.isSuccess
    ? inviteOutcome({ data: invite.data })
    : invite.isError
      ? inviteOutcome({ error: invite.error })
      : null;

  return (
    <div className={stack}>
      <p>{t(($) => $.invite.lead)}</p>
      <Card as="section" aria-labelledby="invite-code" className={stack}>
        <CardTitle level={2} id="invite-code">
          {t(($) => $.invite.cardTitle)}
        </CardTitle>
        {!outcome ? (
          <Loader label={t(($) => $.invite.loading)} />
        ) : outcome.kind === 'error' ? (
          <Alert tone="critical" role="alert">
            <p>{wordCode(outcome.message, t)}</p>
            {outcome.message === INVITE_FAILED_CODE && (
              <Button variant="secondary" onClick={() => mutate()}>
                {t(($) => $.invite.retry)}
              </Button>
            )}
          </Alert>
        ) : (
          <>
            <CopyField
              label={t(($) => $.invite.codeLabel)}
              value={outcome.code}
              code
              copyLabel={t(($) => $.invite.copy)}
              copiedMessage={t(($) => $.invite.copied)}
              failedMessage={t(($) => $.invite.copyFailed)}
            />
            <CopyField
              label={t(($) => $.invite.textLabel)}
              value={t(($) => $.invite.text, { code: outcome.code })}
              multiline
              copyLabel={t(($) => $.invite.copy)}
              copiedMessage={t(($) => $.invite.copied)}
              failedMessage={t(($) => $.invite.copyFailed)}
            />
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby="invite-notes">
        <CardTitle level={2} id="invite-notes">
          {t(($) => $.invite.notesTitle)}
        </CardTitle>
        <Stack as="ul" space="xs" className={styles.notes}>
          {t(($) => $.invite.notes, { returnObjects: true }).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Stack>
      </Card>
    </div>
  );
}
