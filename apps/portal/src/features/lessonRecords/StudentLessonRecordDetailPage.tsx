import type { Schemas } from '@portal/api-client';
import { parentCommentSchema } from '@portal/domain';
import { BackLink, Button, Dialog, ErrorSummary, Inline, Link, Stack, TextArea } from '@portal/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { formDrafts } from '../../forms/drafts';
import { useAppForm } from '../../forms/useAppForm';
import * as styles from './LessonRecords.css';
import { monthParts, type OwnSearch } from './search';

type Detail = Extract<Schemas['StudentLessonRecordDetail'], { post_data: unknown }>;

const commentSchema = z.object({ parentComment: parentCommentSchema });
const FIELDS = ['parentComment'] as const;
const draftKey = (id: number) => `lessonRecordComment.${id}`;

/**
 * Spec 1 §2 "Student lesson records" detail: photo, title, child, month and the three comments, with the
 * comment dialog (under 150 characters, spec 1 §5), also once the record is published to everyone's posts
 * (issue 33: publishing adds a link there and takes none of the family's comments away). What was typed is kept as a draft: a failed send keeps
 * the dialog open with it, and after a reload the dialog opens again with it. The back link returns to the
 * list's tab, sort and page it was opened from.
 */
export function StudentLessonRecordDetailPage({ id, from = {} }: { id: number; from?: OwnSearch }) {
  const { t } = useTranslation();
  const href = useHref();
  const detail = useSuspenseQuery(queries.getStudentLessonRecord({ id })).data as Detail;
  const record = detail.post_data;
  const month = monthParts(record.post_date);
  const [open, setOpen] = useState(() => formDrafts.load(draftKey(id)) !== null);
  const [sent, setSent] = useState(false);

  return (
    <Stack as="article" space="md">
      <BackLink href={href(linkOptions({ to: '/studentLessonRecord/list', search: from }))}>
        {t(($) => $.lessonRecords.backToList)}
      </BackLink>
      {record.image_path && (
        <img
          className={styles.photo}
          src={record.image_path}
          alt={t(($) => $.lessonRecords.photoAlt, { name: detail.kid_name, title: record.title })}
          width={640}
          height={480}
        />
      )}
      <h2 className={styles.title}>{record.title}</h2>
      <dl className={styles.meta}>
        <dt>{t(($) => $.lessonRecords.childLabel)}</dt>
        <dd>{detail.kid_name}</dd>
        <dt>{t(($) => $.lessonRecords.postedLabel)}</dt>
        <dd>{month ? t(($) => $.lessonRecords.monthLabel, month) : record.post_date}</dd>
      </dl>
      {detail.public_post_id != null && (
        <p className={styles.caption}>
          {t(($) => $.lessonRecords.publishedNote)}{' '}
          <Link href={href(linkOptions({ to: '/lessonRecord/detail', search: { id: detail.public_post_id } }))}>
            {t(($) => $.lessonRecords.publishedLink)}
          </Link>
        </p>
      )}
      <CommentBlock heading={t(($) => $.lessonRecords.childComment)} text={record.comment} />
      <CommentBlock heading={t(($) => $.lessonRecords.lecturerComment)} text={detail.lecturer_comment?.post_content} />
      <CommentBlock heading={t(($) => $.lessonRecords.parentComment)} text={detail.parent_comment?.post_content} />
      {sent && (
        <p role="status" className={styles.caption}>
          {t(($) => $.lessonRecords.commentSent)}
        </p>
      )}
      <Inline space="sm">
        <Dialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button onClick={() => setSent(false)}>
              {detail.parent_comment
                ? t(($) => $.lessonRecords.commentEditButton)
                : t(($) => $.lessonRecords.commentButton)}
            </Button>
          }
          title={t(($) => $.lessonRecords.commentDialogTitle)}
          description={t(($) => $.lessonRecords.commentDialogDescription)}
        >
          <CommentForm
            record={record}
            saved={detail.parent_comment?.post_content ?? ''}
            onDone={() => {
              setOpen(false);
              setSent(true);
            }}
            onCancel={() => setOpen(false)}
          />
        </Dialog>
      </Inline>
    </Stack>
  );
}

function CommentBlock({ heading, text }: { heading: string; text: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" space="lg">
      <h3 className={styles.commentHeading}>{heading}</h3>
      <p className={styles.comment}>{text || t(($) => $.lessonRecords.noComment)}</p>
    </Stack>
  );
}

function CommentForm({
  record,
  saved,
  onDone,
  onCancel,
}: {
  record: Detail['post_data'];
  saved: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useMutation(mutations.postStudentLessonRecordComment());
  const { summary, submitCount, input, errorOf, handleSubmit, clearDraft, sending, form } = useAppForm({
    schema: commentSchema,
    defaultValues: { parentComment: saved },
    fields: FIELDS,
    idPrefix: 'lesson-record-comment',
    draftKey: draftKey(record.id),
    failureMessage: () => t(($) => $.lessonRecords.commentFailed),
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync({ id: record.id, seito_no: record.seito_no, parentComment: values.parentComment });
    clearDraft();
    onDone();
  });
  const value = form.watch('parentComment') ?? '';
  return (
    <Stack as="form" noValidate onSubmit={submit} space="lg" aria-label={t(($) => $.lessonRecords.commentDialogTitle)}>
      <ErrorSummary title={t(($) => $.lessonRecords.errorSummary)} errors={summary} submitCount={submitCount} />
      <TextArea
        {...input('parentComment')}
        value={value}
        label={t(($) => $.lessonRecords.commentLabel)}
        limit={149}
        rows={5}
        error={errorOf('parentComment')}
      />
      <Inline space="sm">
        <Button type="submit" sending={sending}>
          {t(($) => $.lessonRecords.commentSend)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            clearDraft();
            onCancel();
          }}
        >
          {t(($) => $.lessonRecords.commentCancel)}
        </Button>
      </Inline>
    </Stack>
  );
}
