import { isApiError } from '@portal/api-client';
import { courseColorKey } from '@portal/domain';
import { Alert, BackLink, Button, ConfirmDialog, Inline, Stack, useToast } from '@portal/ui';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { useHref } from '../../app/useHref';
import * as styles from './LessonRecords.css';
import { monthParts, type PublicSearch } from './search';

/**
 * Spec 1 §2 "Everyone's posts" detail: back to the list as it was left (`from`: search, sort, page), the photo under its course-colour bar, title,
 * nickname, month and '{nickname}さんのコメント'; the red report button (only while not reported) asks first,
 * and a report returns to the list's first page (spec 1 §4).
 */
export function LessonRecordDetailPage({ id, from = {} }: { id: number; from?: PublicSearch }) {
  const { t } = useTranslation();
  const href = useHref();
  const navigate = useNavigate();
  const post = useSuspenseQuery(queries.getPublicLessonRecord({ id })).data.post_data[0];
  const [confirming, setConfirming] = useState(false);
  // A refusal worth reading (the day's limit of reports, issue 33) is shown as the server words it.
  const [failed, setFailed] = useState<string | null>(null);
  // Issue 33: roles 7 and 8 read everyone's posts but do not report them.
  const role = useQuery(queries.getUser()).data?.role;
  const mayReport = role === 6;
  const report = useMutation(mutations.reportPublicLessonRecord());
  // A second press while the report is on its way sends nothing (the fault matrix's double press).
  const sendingNow = useRef(false);
  const toast = useToast();
  if (!post) return <Alert tone="critical">{t(($) => $.lessonRecords.publicLoadFailed)}</Alert>;
  const month = monthParts(post.post_date);

  const confirm = async () => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setFailed(null);
    try {
      await report.mutateAsync({ postId: post.id, isFc: true });
      setConfirming(false);
      // Issue 31 item 7: the post leaves the list; the words say it was received and what happens next.
      toast.show(
        t(($) => $.lessonRecords.reportDone),
        { tone: 'positive' },
      );
      await navigate(linkOptions({ to: '/lessonRecord/list', search: {} }));
    } catch (error) {
      setConfirming(false);
      // A 429 is the day's limit: the server's words, or the catalogue's when it sent none a family can read.
      setFailed(
        isApiError(error) && error.status === 429
          ? serverMessage(
              error,
              t(($) => $.lessonRecordReports.refusals.tooMany),
            )
          : t(($) => $.lessonRecords.reportFailed),
      );
    } finally {
      sendingNow.current = false;
    }
  };

  return (
    <Stack as="article" space="md">
      <BackLink href={href(linkOptions({ to: '/lessonRecord/list', search: from }))}>
        {t(($) => $.lessonRecords.backToPublicList)}
      </BackLink>
      <span className={styles.colourBar[courseColorKey(post.course_cd)]} data-testid="course-colour-bar" />
      {post.image_path && (
        <img
          className={styles.photo}
          src={post.image_path}
          alt={t(($) => $.lessonRecords.publicPhotoAlt, { title: post.title })}
          width={640}
          height={480}
        />
      )}
      <h2 className={styles.title}>{post.title}</h2>
      <dl className={styles.meta}>
        <dt>{t(($) => $.lessonRecords.nickname)}</dt>
        <dd>{post.nickname}</dd>
        <dt>{t(($) => $.lessonRecords.postedLabel)}</dt>
        <dd>{month ? t(($) => $.lessonRecords.monthLabel, month) : post.post_date}</dd>
      </dl>
      <Stack as="section" space="lg">
        <h3 className={styles.commentHeading}>
          {t(($) => $.lessonRecords.nicknameComment, { nickname: post.nickname })}
        </h3>
        <p className={styles.comment}>{post.comment || t(($) => $.lessonRecords.noComment)}</p>
      </Stack>
      {failed && <Alert tone="critical">{failed}</Alert>}
      {post.report_flag === 1 ? (
        <p className={styles.caption}>{t(($) => $.lessonRecords.reported)}</p>
      ) : post.own ? (
        // A family does not report its own child's post (issue 31 item 7): the classroom takes it down.
        <p className={styles.caption}>{t(($) => $.lessonRecords.ownPost)}</p>
      ) : !mayReport ? null : (
        <Inline space="sm">
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={<Button variant="danger">{t(($) => $.lessonRecords.report)}</Button>}
            title={t(($) => $.lessonRecords.reportTitle)}
            description={t(($) => $.lessonRecords.reportDescription)}
            confirmLabel={t(($) => $.lessonRecords.reportConfirm)}
            cancelLabel={t(($) => $.lessonRecords.reportCancel)}
            tone="critical"
            confirming={report.isPending}
            onConfirm={() => void confirm()}
          />
        </Inline>
      )}
    </Stack>
  );
}
