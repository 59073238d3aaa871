import { isApiError } from '@portal/api-client';
import { Alert } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export type LinkEndReason = 'replaced' | 'expired' | 'used';

/**
 * Issue 30 item 5: the server's 410 for a mailed link that no longer opens its application (a newer link was
 * mailed, its time ran out, the application is complete), on opening it or for the link this browser opened.
 */
export function linkEndReason(error: unknown): LinkEndReason | null {
  if (!isApiError(error) || error.status !== 410) return null;
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return reason === 'replaced' || reason === 'used' ? reason : 'expired';
}

/** What happened to the link and where to go on: the answers typed so far stay in this browser. */
export function LinkEndedNotice({ reason }: { reason: LinkEndReason }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone={reason === 'used' ? 'info' : reason === 'replaced' ? 'caution' : 'critical'}
      title={t(($) => $.membershipGuest.linkEnded[reason].title)}
    >
      {t(($) => $.membershipGuest.linkEnded[reason].body)}
    </Alert>
  );
}
