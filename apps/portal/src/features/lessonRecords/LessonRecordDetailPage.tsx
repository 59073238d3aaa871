import { courseColorKey } from '@portal/domain';
import { Alert, BackLink, Button, ConfirmDialog } from '@portal/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import * as styles from './LessonRecords.css';
import { monthParts } from './search';

/**
 * Spec 1 §2 "Everyone's posts" detail: back to page 1, the photo under its course-colour bar, title,
 * nickname, month and '{nickname}さんのコメント'; the red report button (only while not reported) asks first,
 * and a report returns to the list's first page (spec 1 §4).
 */
export function LessonRecordDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const href = useHref();
  const navigate = useNavigate();
  const post = useSuspenseQuery(queries.getPublicLessonRecord({ id })).data.post_data[0];
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const report = useMutation(mutations.reportPublicLessonRecord());
  if (!post) return <Alert tone="critical">{t(($) => $.lessonRecords.publicLoadFailed)}</Alert>;
  const month = monthParts(post.post_date);

  const confirm = async () => {
    setFailed(false);
    try {
      await report.mutateAsync({ postId: post.id, isFc: true });
      setConfirming(false);
      await navigate(linkOptions({ to: '/lessonRecord/list', search: {} }));
    } catch {
      setConfirming(false);
      setFailed(true);
    }
  };

  return (
    <article className={styles.detail}>
      <BackLink href={href(linkOptions({ to: '/lessonRecord/list', search: {} }))}>
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
      <section className={styles.stack}>
        <h3 className={styles.commentHeading}>
          {t(($) => $.lessonRecords.nicknameComment, { nickname: post.nickname })}
        </h3>
        <p className={styles.comment}>{post.comment || t(($) => $.lessonRecords.noComment)}</p>
      </section>
      {failed && <Alert tone="critical">{t(($) => $.lessonRecords.reportFailed)}</Alert>}
      {post.report_flag === 1 ? (
        <p className={styles.caption}>{t(($) => $.lessonRecords.reported)}</p>
      ) : (
        <div className={styles.row}>
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
        </div>
      )}
    </article>
  );
}
