import { Alert, Button, Card, CardTitle, CopyField, Inline, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useFormatDate } from '../../i18n/dates';

/**
 * The family's ICS feed (issue 14): a secret URL any calendar app can subscribe to. The server keeps only
 * its hash, so the URL shows once when issued; issuing again replaces it, stopping revokes it.
 */
export function FeedPanel() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const headingId = useId();
  const status = useQuery(queries.getCalendarFeed());
  const [issued, setIssued] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  // The per-call callbacks leave the mutations' own effects (refreshing the status) in place.
  const issue = useMutation(mutations.createCalendarFeed());
  const revoke = useMutation(mutations.revokeCalendarFeed());
  const busy = issue.isPending || revoke.isPending;
  const active = status.data?.active ?? false;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.calendar.feed.heading)}
      </CardTitle>
      <Stack space="sm">
        <p>{t(($) => $.calendar.feed.lead)}</p>
        {issued ? (
          <>
            <CopyField label={t(($) => $.calendar.feed.url)} value={issued} code />
            <p>{t(($) => $.calendar.feed.issuedNote)}</p>
          </>
        ) : active && status.data?.createdAt ? (
          <p>{t(($) => $.calendar.feed.active, { date: formatDate(status.data.createdAt) })}</p>
        ) : revoked ? (
          <p role="status">{t(($) => $.calendar.feed.revoked)}</p>
        ) : null}
        {issue.isError || revoke.isError ? <Alert tone="critical">{t(($) => $.calendar.feed.failed)}</Alert> : null}
        <Inline space="sm">
          <Button
            type="button"
            variant={active ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() =>
              issue.mutate(undefined, {
                onSuccess: (data) => {
                  setIssued(data.url);
                  setRevoked(false);
                },
              })
            }
          >
            {active ? t(($) => $.calendar.feed.reissue) : t(($) => $.calendar.feed.issue)}
          </Button>
          {active ? (
            <Button
              type="button"
              variant="danger"
              disabled={busy}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setIssued(null);
                    setRevoked(true);
                  },
                })
              }
            >
              {t(($) => $.calendar.feed.revoke)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
