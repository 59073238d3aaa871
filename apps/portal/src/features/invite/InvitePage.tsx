import { Alert, Button, Card, CardTitle, CopyField, Loader } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mutationsFor } from '../../app/api';
import { messages } from '../../app/messages';
import * as styles from './InvitePage.css';
import { inviteOutcome } from './inviteResult';

const t = messages.invite;

/**
 * Spec 1 §2 "Invitation": the guardian's referral code and a ready-made invitation text, each with a
 * copy button, and the programme notes. The code is issued (or returned) by POST /api/invite on arrival.
 */
export function InvitePage() {
  const queryClient = useQueryClient();
  const invite = useMutation(mutationsFor(queryClient).postInvite());
  const { mutate } = invite;
  useEffect(() => mutate(), [mutate]);

  const outcome = invite.isSuccess
    ? inviteOutcome({ data: invite.data })
    : invite.isError
      ? inviteOutcome({ error: invite.error })
      : null;

  return (
    <div className={styles.stack}>
      <p>{t.lead}</p>
      <Card as="section" aria-labelledby="invite-code" className={styles.stack}>
        <CardTitle level={2} id="invite-code">
          {t.cardTitle}
        </CardTitle>
        {!outcome ? (
          <Loader label={t.loading} />
        ) : outcome.kind === 'error' ? (
          <Alert tone="critical" role="alert">
            <p>{outcome.message}</p>
            {outcome.message === t.failed && (
              <Button variant="secondary" onClick={() => mutate()}>
                {t.retry}
              </Button>
            )}
          </Alert>
        ) : (
          <>
            <CopyField
              label={t.codeLabel}
              value={outcome.code}
              code
              copyLabel={t.copy}
              copiedMessage={t.copied}
              failedMessage={t.copyFailed}
            />
            <CopyField
              label={t.textLabel}
              value={t.text(outcome.code)}
              multiline
              copyLabel={t.copy}
              copiedMessage={t.copied}
              failedMessage={t.copyFailed}
            />
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby="invite-notes">
        <CardTitle level={2} id="invite-notes">
          {t.notesTitle}
        </CardTitle>
        <ul className={styles.notes}>
          {t.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
