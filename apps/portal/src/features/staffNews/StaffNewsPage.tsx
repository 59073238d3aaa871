import type { Schemas } from '@portal/api-client';
import {
  Alert,
  Badge,
  type BadgeProps,
  Button,
  Card,
  ConfirmDialog,
  DetailList,
  DetailRow,
  EmptyState,
  Inline,
  Loader,
  Stack,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import { StaffNewsEditor } from './StaffNewsEditor';
import { StaffNewsReceipts } from './StaffNewsReceipts';

type Item = Schemas['StaffNewsItem'];
export type Notice = { tone: 'positive' | 'critical'; text: string };

const STATUS_TONE: Record<Item['status'], NonNullable<BadgeProps['tone']>> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'positive',
  withdrawn: 'caution',
};

export const itemKey = (item: Pick<Item, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

/**
 * Issue 33 「お知らせの管理」 (ADR 045): the classroom's announcements and information, newest first with drafts on top,
 * each with its status, pin and how many families have read it. The editor opens above the list (its place in the
 * address, so a reload reopens it with the draft); receipts open under an item.
 */
export function StaffNewsPage() {
  const { t } = useTranslation();
  const list = useQuery({ ...queries.listStaffNews(), retry: false });
  const search = useSearch({ from: '/_staff/staff/news' });
  const navigate = useNavigate({ from: '/staff/news' });
  const [notice, setNotice] = useState<Notice | null>(null);

  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert tone="critical">{t(($) => $.staffNews.loadFailed)}</Alert>;
  const { classrooms, labels, data } = list.data;
  const editing = search.edit === 'new' ? null : data.find((item) => itemKey(item) === search.edit);
  const open = (edit: string | undefined) => navigate({ search: edit ? { edit } : {}, replace: false });

  return (
    <Stack space="xl">
      <p>{t(($) => $.staffNews.lead)}</p>
      {notice ? (
        <Alert tone={notice.tone} role="status">
          {notice.text}
        </Alert>
      ) : null}
      {search.edit && (search.edit === 'new' || editing) ? (
        <StaffNewsEditor
          key={search.edit}
          item={editing ?? null}
          classrooms={classrooms}
          labels={labels}
          onDone={(text) => {
            setNotice(text ? { tone: 'positive', text } : null);
            void open(undefined);
          }}
        />
      ) : (
        <div>
          <Button onClick={() => open('new')}>{t(($) => $.staffNews.newItem)}</Button>
        </div>
      )}
      <Stack as="section" space="lg" aria-labelledby="staff-news-heading">
        <h2 id="staff-news-heading">{t(($) => $.staffNews.listHeading)}</h2>
        {data.length === 0 ? (
          <EmptyState title={t(($) => $.staffNews.empty)} />
        ) : (
          <Stack as="ul" space="md" aria-labelledby="staff-news-heading">
            {data.map((item) => (
              <li key={itemKey(item)}>
                <NewsCard item={item} onEdit={() => open(itemKey(item))} onNotice={setNotice} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function NewsCard({ item, onEdit, onNotice }: { item: Item; onEdit: () => void; onNotice: (n: Notice) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const withdraw = useMutation(mutations.withdrawStaffNews());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [receiptsOpen, setReceiptsOpen] = useState(false);
  const headingId = `staff-news-${itemKey(item)}`;
  const { title } = item;
  const live = item.status !== 'withdrawn';
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <Inline space="xs">
          <Badge tone={STATUS_TONE[item.status]} emphasis="subtle">
            {t(($) => $.staffNews.statuses[item.status])}
          </Badge>
          <Badge tone="neutral" emphasis="subtle">
            {t(($) => $.staffNews.kinds[item.kind])}
          </Badge>
          {item.important ? (
            <Badge tone="critical" emphasis="subtle">
              {t(($) => $.staffNews.important)}
            </Badge>
          ) : null}
        </Inline>
        <h3 id={headingId}>{title}</h3>
        <DetailList>
          {item.kind === 'announcement' ? (
            <DetailRow term={t(($) => $.staffNews.columns.classroom)}>{item.classroomName ?? ''}</DetailRow>
          ) : (
            <DetailRow term={t(($) => $.staffNews.columns.label)}>{item.labelName ?? ''}</DetailRow>
          )}
          {item.publishAt ? (
            <DetailRow term={t(($) => $.staffNews.columns.publishAt)}>
              {formatDate(item.publishAt, { time: true })}
            </DetailRow>
          ) : null}
          <DetailRow term={t(($) => $.staffNews.columns.sender)}>{item.senderName}</DetailRow>
          {item.status === 'published' ? (
            <DetailRow term={t(($) => $.staffNews.columns.reads)}>
              {t(($) => $.staffNews.readCount, { read: item.readCount, total: item.audienceCount })}
            </DetailRow>
          ) : null}
        </DetailList>
        <Inline space="sm">
          {live ? (
            <Button variant="secondary" aria-label={t(($) => $.staffNews.editLabel, { title })} onClick={onEdit}>
              {t(($) => $.staffNews.edit)}
            </Button>
          ) : null}
          {item.status === 'published' || item.status === 'withdrawn' ? (
            <Button
              variant="secondary"
              aria-label={t(($) => $.staffNews.receiptsLabel, { title })}
              aria-expanded={receiptsOpen}
              onClick={() => setReceiptsOpen((open) => !open)}
            >
              {t(($) => $.staffNews.receipts)}
            </Button>
          ) : null}
          {live ? (
            <ConfirmDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              trigger={
                <Button variant="secondary" aria-label={t(($) => $.staffNews.withdrawLabel, { title })}>
                  {t(($) => $.staffNews.withdraw)}
                </Button>
              }
              tone="critical"
              title={t(($) => $.staffNews.withdrawTitle)}
              description={t(($) => $.staffNews.withdrawDescription, { title })}
              confirmLabel={t(($) => $.staffNews.withdrawConfirm)}
              cancelLabel={t(($) => $.staffNews.withdrawCancel)}
              confirming={withdraw.isPending}
              onConfirm={async () => {
                try {
                  await withdraw.mutateAsync({ newsKind: item.kind, id: item.id });
                  onNotice({ tone: 'positive', text: t(($) => $.staffNews.withdrawn, { title }) });
                } catch (error) {
                  onNotice({ tone: 'critical', text: refusalMessage(error) ?? t(($) => $.staffNews.withdrawFailed) });
                }
                setConfirmOpen(false);
                await queryClient.invalidateQueries({ queryKey: queries.listStaffNews().queryKey });
              }}
            />
          ) : null}
        </Inline>
        {receiptsOpen ? <StaffNewsReceipts item={item} /> : null}
      </Stack>
    </Card>
  );
}
