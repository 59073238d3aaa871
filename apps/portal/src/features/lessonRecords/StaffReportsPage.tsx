import { isApiError, type Schemas } from '@portal/api-client';
import { courseDisplayName, formatDate } from '@portal/domain';
import { Alert, Badge, Box, Button, Card, Columns, ConfirmDialog, Inline, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useDateLocale } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './LessonRecords.css';

type ReportedPost = Schemas['StaffReportedPost'];
type Decision = 'hide' | 'keep';

/**
 * Issue 33: the classroom's queue of reported posts. A report hides a post only from the family who sent
 * it; here staff look at each post and hide it for everyone but its own family ("hidden by an
 * administrator", spec 1 §4) or keep it, which dismisses its reports.
 */
export function StaffReportsPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useQuery({ ...queries.getStaffLessonRecordReports(), retry: false });
  if (queue.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (queue.isError) {
    const forbidden = isApiError(queue.error) && queue.error.status === 403;
    return (
      <Stack space="lg">
        <Alert tone="critical">
          {forbidden ? t(($) => $.staffLessonRecords.forbidden) : t(($) => $.lessonRecordReports.loadFailed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const posts = queue.data.data;
  return (
    <Stack space="lg">
      <Box as="p" margin={0}>
        {t(($) => $.lessonRecordReports.lead)}
      </Box>
      <p role="status" className={styles.caption}>
        {notice ?? ''}
      </p>
      {posts.length === 0 ? (
        <p>{t(($) => $.lessonRecordReports.empty)}</p>
      ) : (
        <Stack space="md">
          <p className={styles.caption}>{t(($) => $.lessonRecordReports.count, { count: posts.length })}</p>
          <Stack
            as="ul"
            space="md"
            listStyle="none"
            margin={0}
            padding={0}
            aria-label={t(($) => $.lessonRecordReports.listLabel)}
          >
            {posts.map((post) => (
              <li key={post.id}>
                <ReportedCard post={post} onDone={setNotice} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function ReportedCard({ post, onDone }: { post: ReportedPost; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const decide = useMutation(mutations.decideStaffLessonRecordReport());
  const [open, setOpen] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `reported-post-${post.id}`;
  const send = async (decision: Decision) => {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: post.id, decision });
      setOpen(null);
      onDone(
        decision === 'hide'
          ? t(($) => $.lessonRecordReports.hidden, { title: post.title })
          : t(($) => $.lessonRecordReports.kept, { title: post.title }),
      );
    } catch (error) {
      setOpen(null);
      setFailure(
        isApiError(error) && error.status === 404 ? error.message : t(($) => $.lessonRecordReports.decideFailed),
      );
    }
  };
  const dialog = (decision: Decision) => (
    <ConfirmDialog
      open={open === decision}
      onOpenChange={(next) => setOpen(next ? decision : null)}
      trigger={
        <Button variant={decision === 'hide' ? 'danger' : 'secondary'}>
          {decision === 'hide' ? t(($) => $.lessonRecordReports.hide) : t(($) => $.lessonRecordReports.keep)}
        </Button>
      }
      title={
        decision === 'hide' ? t(($) => $.lessonRecordReports.hideTitle) : t(($) => $.lessonRecordReports.keepTitle)
      }
      description={
        decision === 'hide'
          ? t(($) => $.lessonRecordReports.hideDescription)
          : t(($) => $.lessonRecordReports.keepDescription)
      }
      confirmLabel={decision === 'hide' ? t(($) => $.lessonRecordReports.hide) : t(($) => $.lessonRecordReports.keep)}
      cancelLabel={t(($) => $.lessonRecordReports.cancel)}
      tone={decision === 'hide' ? 'critical' : undefined}
      confirming={decide.isPending}
      onConfirm={() => void send(decision)}
    />
  );
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Columns space="md" media={Boolean(post.image_path)}>
        {post.image_path && (
          <img
            className={styles.staffPhoto}
            src={post.image_path}
            alt={t(($) => $.lessonRecordReports.photoAlt, { name: post.kid_name, title: post.title })}
            width={320}
            height={240}
          />
        )}
        <Stack space="md">
          <h2 id={headingId} className={styles.title}>
            {post.title}
          </h2>
          <Inline space="sm">
            <Badge tone="critical" emphasis="subtle">
              {t(($) => $.lessonRecordReports.reports)}{' '}
              {t(($) => $.lessonRecordReports.reportCount, { count: post.report_count })}
            </Badge>
            {post.hidden && (
              <Badge tone="critical" emphasis="solid">
                {t(($) => $.lessonRecordReports.alreadyHidden)}
              </Badge>
            )}
          </Inline>
          <dl className={styles.meta}>
            <dt>{t(($) => $.lessonRecordReports.nickname)}</dt>
            <dd>{post.nickname ?? ''}</dd>
            <dt>{t(($) => $.lessonRecordReports.kid)}</dt>
            <dd>{post.kid_name}</dd>
            <dt>{t(($) => $.lessonRecordReports.classroom)}</dt>
            <dd>{`${post.classroom_name}・${courseDisplayName(post.course_cd)}`}</dd>
            <dt>{t(($) => $.lessonRecordReports.posted)}</dt>
            <dd>{formatDate(post.post_date, { locale })}</dd>
            <dt>{t(($) => $.lessonRecordReports.firstReported)}</dt>
            <dd>{formatDate(post.first_reported_at, { locale, time: true })}</dd>
            <dt>{t(($) => $.lessonRecordReports.lastReported)}</dt>
            <dd>{formatDate(post.last_reported_at, { locale, time: true })}</dd>
          </dl>
          <p className={styles.comment}>{post.comment || t(($) => $.lessonRecordReports.noComment)}</p>
          {failure && <Alert tone="critical">{failure}</Alert>}
          <Inline space="sm">
            {dialog('hide')}
            {dialog('keep')}
          </Inline>
        </Stack>
      </Columns>
    </Card>
  );
}
