import {
  Alert,
  AttachmentList,
  BackLink,
  Badge,
  Box,
  Card,
  ImportantBadge,
  Inline,
  RichContent,
  Stack,
} from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useHref } from '../../app/useHref';
import { informationLabelName } from '../../i18n/dataLabels';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './NewsScreens.css';
import { type NewsKind, news, useNewsTexts } from './news';
import { downloadHref, type ListSearch } from './search';

/**
 * Spec 1 §2 "Announcement detail" and "Information" detail; opening one marks it read (the loader refreshes the lists).
 * The back link returns to the list as it was left (`from`: its page and filters, issue 31 item 27).
 */
export function NewsDetailPage({ kind, id, from = {} }: { kind: NewsKind; id: number; from?: ListSearch }) {
  const config = news[kind];
  const t = useNewsTexts(config.kind);
  const formatDate = useFormatDate();
  const href = useHref();
  const titleId = useId();
  const detail = useSuspenseQuery(config.detail(id)).data;
  // The attachments are an extra: the item reads without them and says when they failed.
  const files = useQuery(config.files(id));

  return (
    <Stack space="lg">
      <BackLink href={href(config.listLink(from))}>{t.backToList}</BackLink>
      <Card as="article" aria-labelledby={titleId} space="lg">
        <Inline space="md" rowGap="xs" className={styles.meta}>
          {detail.isImportant ? <ImportantBadge>{t.important}</ImportantBadge> : null}
          {detail.labelName ? (
            <Badge tone="neutral" emphasis="subtle">
              {informationLabelName(detail.labelName)}
            </Badge>
          ) : null}
          <Inline as="dl" space="md" rowGap="xs" className={styles.meta}>
            {detail.classroomName && t.classroom ? (
              <Box display="flex" gap="xs">
                <dt className={styles.metaTerm}>{t.classroom}</dt>
                <dd className={styles.metaValue}>{detail.classroomName}</dd>
              </Box>
            ) : null}
            {detail.name ? (
              <Box display="flex" gap="xs">
                <dt className={styles.metaTerm}>{t.sender}</dt>
                <dd className={styles.metaValue}>{detail.name}</dd>
              </Box>
            ) : null}
            <Box display="flex" gap="xs">
              <dt className={styles.metaTerm}>{t.publicDate}</dt>
              <dd className={styles.metaValue}>{formatDate(detail.publicDate, { time: true })}</dd>
            </Box>
          </Inline>
        </Inline>
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
    </Stack>
  );
}
