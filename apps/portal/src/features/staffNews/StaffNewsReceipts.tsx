import type { Schemas } from '@portal/api-client';
import { Alert, Button, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import type { Notice } from './StaffNewsPage';

type Item = Schemas['StaffNewsItem'];
type Receipt = Schemas['StaffNewsReceipt'];

/**
 * Issue 33 「既読を見る」 (ADR 045): per family the item reaches, read (and when) or not yet, and for a published
 * item the reminder to the unread families (a mail by their notification settings, once a day).
 */
export function StaffNewsReceipts({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const params = { newsKind: item.kind, id: item.id } as const;
  const receipts = useQuery({ ...queries.getStaffNewsReceipts(params), retry: false });
  const remind = useMutation(mutations.remindStaffNewsUnread());
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = `receipts-${item.kind}-${item.id}`;

  if (receipts.isPending) return <Loader />;
  if (receipts.isError) return <Alert tone="critical">{t(($) => $.staffNews.receiptsPanel.loadFailed)}</Alert>;
  const { read, unread } = receipts.data;
  const family = (r: Receipt) => t(($) => $.staffNews.receiptsPanel.family, { name: r.familyName });
  const remindedAt = receipts.data.item.remindedAt;
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <h4 id={headingId}>{t(($) => $.staffNews.receiptsPanel.heading, { title: item.title })}</h4>
      <p>{t(($) => $.staffNews.receiptsPanel.summary, { read: read.length, total: read.length + unread.length })}</p>
      <Stack space="xs">
        <h5>{t(($) => $.staffNews.receiptsPanel.read)}</h5>
        {read.length === 0 ? (
          <p>{t(($) => $.staffNews.receiptsPanel.none)}</p>
        ) : (
          <ul>
            {read.map((r) => (
              <li key={r.familyId}>
                {family(r)}
                {r.readAt
                  ? `（${t(($) => $.staffNews.receiptsPanel.readAt, { date: formatDate(r.readAt, { time: true }) })}）`
                  : ''}
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack space="xs">
        <h5>{t(($) => $.staffNews.receiptsPanel.unread)}</h5>
        {unread.length === 0 ? (
          <p>{t(($) => $.staffNews.receiptsPanel.none)}</p>
        ) : (
          <ul>
            {unread.map((r) => (
              <li key={r.familyId}>{family(r)}</li>
            ))}
          </ul>
        )}
      </Stack>
      {item.status === 'published' && unread.length > 0 ? (
        <Stack space="sm">
          <p>{t(($) => $.staffNews.receiptsPanel.remindNotice)}</p>
          {remindedAt ? (
            <p>{t(($) => $.staffNews.receiptsPanel.remindedAt, { date: formatDate(remindedAt, { time: true }) })}</p>
          ) : null}
          {notice ? (
            <Alert tone={notice.tone} role="status">
              {notice.text}
            </Alert>
          ) : null}
          <div>
            <Button
              variant="secondary"
              sending={remind.isPending}
              onClick={async () => {
                try {
                  const sent = await remind.mutateAsync(params);
                  setNotice({
                    tone: 'positive',
                    text: t(($) => $.staffNews.receiptsPanel.reminded, {
                      families: sent.families,
                      mailed: sent.mailed,
                    }),
                  });
                } catch (error) {
                  setNotice({
                    tone: 'critical',
                    text: refusalMessage(error) ?? t(($) => $.staffNews.receiptsPanel.remindFailed),
                  });
                }
                await queryClient.invalidateQueries({ queryKey: queries.getStaffNewsReceipts(params).queryKey });
              }}
            >
              {t(($) => $.staffNews.receiptsPanel.remind)}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
