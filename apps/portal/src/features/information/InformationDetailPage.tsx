import { apiKeys, isApiError } from '@portal/api-client';
import { Alert, AttachmentList, BackLink, Badge, Card, ImportantBadge, RichContent, Skeleton } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import * as styles from '../announcements/NewsScreens.css';
import { displayPublicDate } from '../announcements/publicDate';
import { downloadHref } from '../announcements/search';

const t = messages.information;

/** A status answer is final (a 400 sends the guardian home); only a failed connection is tried once more. */
const retryNetworkOnly = (count: number, error: unknown) => !isApiError(error) && count < 1;

/** Spec 1 §2 "Information" detail: HTML content and attachments; a 400 sends the guardian home. */
export function InformationDetailPage({ informationsId }: { informationsId: number | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const id = informationsId ?? 0;
  const detail = useQuery({ ...queries.information(id), enabled: id > 0, retry: retryNetworkOnly });
  const files = useQuery({ ...queries.informationFiles(id), enabled: detail.isSuccess, retry: retryNetworkOnly });

  const goHome = informationsId === undefined || (isApiError(detail.error) && detail.error.status === 400);
  useEffect(() => {
    if (goHome) void navigate({ to: '/', replace: true });
  }, [goHome, navigate]);

  useEffect(() => {
    if (!detail.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: apiKeys.information.lists() });
    void queryClient.invalidateQueries({ queryKey: apiKeys.information.important() });
  }, [detail.isSuccess, queryClient]);

  return (
    <div className={styles.stack}>
      <BackLink href={paths.informationList}>{t.backToList}</BackLink>
      {detail.isPending || goHome ? (
        <Skeleton lines={6} />
      ) : detail.isError ? (
        <Alert tone="critical">{t.loadFailed}</Alert>
      ) : (
        <Card as="article" aria-labelledby={titleId} className={styles.stack}>
          <div className={styles.meta}>
            {detail.data.isImportant ? <ImportantBadge>{t.important}</ImportantBadge> : null}
            <Badge tone="neutral" emphasis="subtle">
              {detail.data.labelName}
            </Badge>
            <dl className={styles.meta}>
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{t.publicDate}</dt>
                <dd className={styles.metaValue}>{displayPublicDate(detail.data.publicDate)}</dd>
              </div>
            </dl>
          </div>
          <h2 id={titleId} className={styles.detailTitle}>
            {detail.data.title}
          </h2>
          <RichContent html={detail.data.content} />
          {files.isError ? (
            <Alert tone="caution">{t.attachmentsFailed}</Alert>
          ) : files.data && files.data.length > 0 ? (
            <section aria-label={t.attachments}>
              <h3 className={styles.sectionTitle}>{t.attachments}</h3>
              <AttachmentList
                label={t.attachments}
                items={files.data.map((f) => ({ name: f.name, size: f.size, href: downloadHref('information', f) }))}
              />
            </section>
          ) : null}
        </Card>
      )}
    </div>
  );
}
