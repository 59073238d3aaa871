import { Alert, AttachmentList, BackLink, Badge, Card, ImportantBadge, RichContent } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useHref } from '../../app/useHref';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './NewsScreens.css';
import { type NewsKind, news, useNewsTexts } from './news';
import { downloadHref } from './search';

/** Spec 1 §2 "Announcement detail" and "Information" detail; opening one marks it read (the loader refreshes the lists). */
export function NewsDetailPage({ kind, id }: { kind: NewsKind; id: number }) {
  const config = news[kind];
  const t = useNewsTexts(config.kind);
  const formatDate = useFormatDate();
  const href = useHref();
  const titleId = useId();
  const detail = useSuspenseQuery(config.detail(id)).data;
  // The attachments are an extra: the item reads without them and says when they failed.
  const files = useQuery(config.files(id));

  return (
    <div className={styles.stack}>
      <BackLink href={href(config.listLink({}))}>{t.backToList}</BackLink>
      <Card as="article" aria-labelledby={titleId} className={styles.stack}>
        <div className={styles.meta}>
          {detail.isImportant ? <ImportantBadge>{t.important}</ImportantBadge> : null}
          {detail.labelName ? (
            <Badge tone="neutral" emphasis="subtle">
              {detail.labelName}
            </Badge>
          ) : null}
          <dl className={styles.meta}>
            {detail.classroomName && t.classroom ? (
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{t.classroom}</dt>
                <dd className={styles.metaValue}>{detail.classroomName}</dd>
              </div>
            ) : null}
            {detail.name ? (
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{t.sender}</dt>
                <dd className={styles.metaValue}>{detail.name}</dd>
              </div>
            ) : null}
            <div className={styles.metaItem}>
              <dt className={styles.metaTerm}>{t.publicDate}</dt>
              <dd className={styles.metaValue}>{formatDate(detail.publicDate, { time: true })}</dd>
            </div>
          </dl>
        </div>
        <h2 id={titleId} className={styles.detailTitle}>
          {detail.title}
        </h2>
        <RichContent html={detail.content} />
        {files.isError ? (
          <Alert tone="caution">{t.attachmentsFailed}</Alert>
        ) : files.data && files.data.length > 0 ? (
          <section aria-label={t.attachments}>
            <h3 className={styles.sectionTitle}>{t.attachments}</h3>
            <AttachmentList
              label={t.attachments}
              items={files.data.map((f) => ({ name: f.name, size: f.size, href: downloadHref(kind, f) }))}
            />
          </section>
        ) : null}
      </Card>
    </div>
  );
}
