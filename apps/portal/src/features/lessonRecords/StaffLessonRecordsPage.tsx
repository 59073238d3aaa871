import { isApiError, type Schemas } from '@portal/api-client';
import {
  courseDisplayName,
  formatDate,
  STAFF_RECORD_LIMITS,
  staffAnswerSchema,
  staffLessonRecordSchema,
} from '@portal/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Columns,
  ConfirmDialog,
  Dialog,
  ErrorSummary,
  FileDropzone,
  Inline,
  Loader,
  Pager,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { formDrafts } from '../../forms/drafts';
import { useAppForm } from '../../forms/useAppForm';
import { useDateLocale } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './LessonRecords.css';

type Page = Schemas['StaffLessonRecordPage'];
type StaffRecord = Schemas['StaffLessonRecord'];
type Filter = 'all' | 'commented' | 'reported';
const FILTERS = ['all', 'commented', 'reported'] as const satisfies readonly Filter[];

/** The photo types the server accepts (it judges the bytes again); 10 MB as its limit. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_ID = 'staff-record-image';

/**
 * Issue 13, the classroom side: staff post a lesson record with its photo for a child of their classrooms
 * (optionally published to everyone's posts under a nickname), read the guardians' comments and answer
 * them, change publishing, and look at reported posts, showing one again when nothing is wrong.
 */
export function StaffLessonRecordsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({ ...queries.getStaffLessonRecords({ page, filter }), retry: false });
  if (list.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (list.isError) {
    const forbidden = isApiError(list.error) && list.error.status === 403;
    return (
      <Stack space="lg">
        <Alert tone="critical">
          {forbidden ? t(($) => $.staffLessonRecords.forbidden) : t(($) => $.staffLessonRecords.loadFailed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const data: Page = list.data;
  return (
    <Stack space="lg">
      <Box as="p" margin={0}>
        {t(($) => $.staffLessonRecords.lead)}
      </Box>
      {notice && (
        <p role="status" className={styles.caption}>
          {notice}
        </p>
      )}
      <Stack as="section" space="lg" aria-labelledby="staff-record-post">
        <h2 id="staff-record-post" className={styles.title}>
          {t(($) => $.staffLessonRecords.postHeading)}
        </h2>
        {data.kids.length === 0 ? (
          <p>{t(($) => $.staffLessonRecords.noKids)}</p>
        ) : (
          <PostForm kids={data.kids} onPosted={() => setNotice(t(($) => $.staffLessonRecords.sent))} />
        )}
      </Stack>
      <Stack as="section" space="lg" aria-labelledby="staff-record-list">
        <h2 id="staff-record-list" className={styles.title} tabIndex={-1}>
          {t(($) => $.staffLessonRecords.listHeading)}
        </h2>
        <Inline space="sm">
          <Select
            label={t(($) => $.staffLessonRecords.filter)}
            placeholder={null}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(1);
            }}
            options={FILTERS.map((f) => ({ value: f, label: t(($) => $.staffLessonRecords.filters[f]) }))}
          />
        </Inline>
        <p className={styles.caption}>{t(($) => $.staffLessonRecords.count, { total: data.total })}</p>
        {data.data.length === 0 ? (
          <p>{t(($) => $.staffLessonRecords.empty)}</p>
        ) : (
          <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {data.data.map((record) => (
              <li key={record.id}>
                <RecordCard record={record} onDone={setNotice} />
              </li>
            ))}
          </Stack>
        )}
        <Pager
          current={data.current_page}
          last={data.last_page}
          onPageChange={setPage}
          focusTargetId="staff-record-list"
          aria-label={t(($) => $.staffLessonRecords.pager)}
        />
      </Stack>
    </Stack>
  );
}

const POST_FIELDS = ['kidId', 'courseCd', 'title', 'comment', 'lecturerComment', 'public', 'nickname'] as const;

function PostForm({ kids, onPosted }: { kids: Page['kids']; onPosted: () => void }) {
  const { t } = useTranslation();
  const post = useMutation(mutations.postStaffLessonRecord());
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const first = kids[0];
  const { summary, submitCount, input, errorOf, handleSubmit, form, idOf, clearDraft } = useAppForm({
    schema: staffLessonRecordSchema,
    defaultValues: {
      kidId: String(first?.id ?? ''),
      courseCd: first?.courses[0] ?? '',
      title: '',
      comment: '',
      lecturerComment: '',
      public: '0',
      nickname: '',
    },
    fields: POST_FIELDS,
    idPrefix: 'staff-record',
    // A reload keeps the words typed (issue 30's fault matrix, staff rows); a picked photo is picked again.
    draftKey: 'staffLessonRecordPost',
    failureMessage: () => t(($) => $.staffLessonRecords.postFailed),
  });
  const kidId = form.watch('kidId');
  const kid = kids.find((k) => String(k.id) === kidId) ?? first;
  const isPublic = form.watch('public') === '1';
  const submit = handleSubmit(async (values) => {
    const photo = files[0];
    if (!photo) return;
    await post.mutateAsync({
      kidId: Number(values.kidId),
      courseCd: values.courseCd as Schemas['CourseCode'],
      title: values.title,
      comment: values.comment,
      lecturerComment: values.lecturerComment,
      public: values.public === '1' ? 1 : 0,
      nickname: values.public === '1' ? values.nickname : '',
      image: photo,
    });
    form.reset({ ...form.getValues(), title: '', comment: '', lecturerComment: '', public: '0', nickname: '' });
    clearDraft();
    setFiles([]);
    onPosted();
  });
  const photoSummary = photoError ? [{ fieldId: PHOTO_ID, message: photoError }] : [];
  return (
    <Stack
      as="form"
      space="md"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // The photo is checked with the fields, so one summary names everything still missing.
        if (!files[0]) setPhotoError(t(($) => $.staffLessonRecords.photoMissing));
        return submit(event);
      }}
      className={styles.staffForm}
      aria-labelledby="staff-record-post"
    >
      <ErrorSummary
        title={t(($) => $.staffLessonRecords.errorSummary)}
        errors={[...summary, ...photoSummary]}
        submitCount={submitCount}
      />
      <Select
        {...input('kidId')}
        label={t(($) => $.staffLessonRecords.kid)}
        required
        placeholder={null}
        onChange={(event) => {
          form.setValue('kidId', event.target.value);
          const next = kids.find((k) => String(k.id) === event.target.value);
          form.setValue('courseCd', next?.courses[0] ?? '');
        }}
        options={kids.map((k) => ({
          value: String(k.id),
          label: t(($) => $.staffLessonRecords.kidOption, { name: k.name, classroom: k.classroom_name }),
        }))}
        error={errorOf('kidId')}
      />
      <Select
        {...input('courseCd')}
        label={t(($) => $.staffLessonRecords.course)}
        required
        placeholder={null}
        options={(kid?.courses ?? []).map((c) => ({ value: c, label: courseDisplayName(c) }))}
        error={errorOf('courseCd')}
      />
      <TextField
        {...input('title')}
        label={t(($) => $.staffLessonRecords.recordTitle)}
        required
        maxLength={STAFF_RECORD_LIMITS.title * 2}
        error={errorOf('title')}
      />
      <TextArea
        {...input('comment')}
        value={form.watch('comment')}
        label={t(($) => $.staffLessonRecords.childComment)}
        hint={t(($) => $.staffLessonRecords.childCommentHint)}
        required
        limit={STAFF_RECORD_LIMITS.comment}
        rows={3}
        error={errorOf('comment')}
      />
      <TextArea
        {...input('lecturerComment')}
        value={form.watch('lecturerComment')}
        label={t(($) => $.staffLessonRecords.lecturerComment)}
        required={false}
        limit={STAFF_RECORD_LIMITS.lecturerComment}
        rows={3}
        error={errorOf('lecturerComment')}
      />
      <div onChangeCapture={() => setPhotoError(null)} onDropCapture={() => setPhotoError(null)}>
        <FileDropzone
          id={PHOTO_ID}
          multiple={false}
          label={t(($) => $.staffLessonRecords.photo)}
          hint={t(($) => $.staffLessonRecords.photoHint)}
          required
          accept={PHOTO_TYPES.join(',')}
          isAllowed={(file) => PHOTO_TYPES.includes(file.type) && file.size <= PHOTO_MAX_BYTES}
          rejectMessage={t(($) => $.staffLessonRecords.photoType)}
          pickLabel={t(($) => $.staffLessonRecords.photoPick)}
          dropLabel={t(($) => $.staffLessonRecords.photoDrop)}
          files={files}
          onFilesChange={(next) => {
            setFiles(next.slice(-1));
            setPhotoError(null);
          }}
          error={photoError ?? undefined}
          name="image"
        />
      </div>
      <Checkbox
        id={idOf('public')}
        label={t(($) => $.staffLessonRecords.publish)}
        hint={t(($) => $.staffLessonRecords.publishHint)}
        checked={isPublic}
        onChange={(event) => form.setValue('public', event.target.checked ? '1' : '0')}
      />
      {isPublic && (
        <TextField
          {...input('nickname')}
          label={t(($) => $.staffLessonRecords.nickname)}
          hint={t(($) => $.staffLessonRecords.nicknameHint)}
          required
          error={errorOf('nickname')}
        />
      )}
      <Inline space="sm">
        <Button type="submit" sending={post.isPending} sendingLabel={t(($) => $.staffLessonRecords.sending)}>
          {t(($) => $.staffLessonRecords.send)}
        </Button>
      </Inline>
    </Stack>
  );
}

function RecordCard({ record, onDone }: { record: StaffRecord; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const publish = useMutation(mutations.publishStaffLessonRecord());
  const unhide = useMutation(mutations.unhideStaffLessonRecord());
  const [unhideOpen, setUnhideOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `staff-record-${record.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Columns space="md" media={Boolean(record.image_path)}>
        {record.image_path && (
          <img
            className={styles.staffPhoto}
            src={record.image_path}
            alt={t(($) => $.staffLessonRecords.photoAlt, { name: record.kid_name, title: record.title })}
            width={320}
            height={240}
          />
        )}
        <Stack space="md">
          <h3 id={headingId} className={styles.title}>
            {record.title}
          </h3>
          <dl className={styles.meta}>
            <dt>{t(($) => $.lessonRecords.childLabel)}</dt>
            <dd>{record.kid_name}</dd>
            <dt>{t(($) => $.staffLessonRecords.classroom)}</dt>
            <dd>{record.classroom_name}</dd>
            <dt>{t(($) => $.staffLessonRecords.course)}</dt>
            <dd>{courseDisplayName(record.course_cd)}</dd>
            <dt>{t(($) => $.staffLessonRecords.posted)}</dt>
            <dd>{formatDate(record.post_date, { locale })}</dd>
          </dl>
          <Inline space="sm">
            <Badge tone={record.public ? 'info' : 'neutral'} emphasis="subtle">
              {record.public
                ? t(($) => $.staffLessonRecords.public, { nickname: record.nickname ?? '' })
                : t(($) => $.staffLessonRecords.private)}
            </Badge>
            {record.report_count > 0 && (
              <Badge tone="critical" emphasis={record.report_flag ? 'solid' : 'subtle'}>
                {record.report_flag
                  ? t(($) => $.staffLessonRecords.reportedHidden, { count: record.report_count })
                  : t(($) => $.staffLessonRecords.reportedShown, { count: record.report_count })}
              </Badge>
            )}
          </Inline>
          <Comment heading={t(($) => $.staffLessonRecords.childComment)} text={record.comment} />
          <Comment heading={t(($) => $.staffLessonRecords.parentComment)} text={record.parent_comment} />
          <Comment heading={t(($) => $.staffLessonRecords.lecturerComment)} text={record.lecturer_comment} />
          {failure && <Alert tone="critical">{failure}</Alert>}
          <Inline space="sm">
            <AnswerDialog record={record} onDone={onDone} />
            {record.public ? (
              <Button
                variant="secondary"
                sending={publish.isPending}
                onClick={async () => {
                  setFailure(null);
                  try {
                    await publish.mutateAsync({ id: record.id, public: false });
                    onDone(t(($) => $.staffLessonRecords.unpublished));
                  } catch {
                    setFailure(t(($) => $.staffLessonRecords.publishFailed));
                  }
                }}
              >
                {t(($) => $.staffLessonRecords.unpublish)}
              </Button>
            ) : (
              <PublishDialog record={record} onDone={onDone} />
            )}
            {record.report_flag === 1 && (
              <ConfirmDialog
                open={unhideOpen}
                onOpenChange={setUnhideOpen}
                trigger={<Button variant="secondary">{t(($) => $.staffLessonRecords.unhide)}</Button>}
                title={t(($) => $.staffLessonRecords.unhideTitle)}
                description={t(($) => $.staffLessonRecords.unhideDescription)}
                confirmLabel={t(($) => $.staffLessonRecords.unhideConfirm)}
                cancelLabel={t(($) => $.staffLessonRecords.cancel)}
                confirming={unhide.isPending}
                onConfirm={async () => {
                  setFailure(null);
                  try {
                    await unhide.mutateAsync({ id: record.id });
                    setUnhideOpen(false);
                    onDone(t(($) => $.staffLessonRecords.unhidden));
                  } catch {
                    setUnhideOpen(false);
                    setFailure(t(($) => $.staffLessonRecords.unhideFailed));
                  }
                }}
              />
            )}
          </Inline>
        </Stack>
      </Columns>
    </Card>
  );
}

function Comment({ heading, text, level = 4 }: { heading: string; text: string | null; level?: 3 | 4 }) {
  const { t } = useTranslation();
  // Under the card's h3, or under the dialog's h2.
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Stack as="section" space="lg">
      <Heading className={styles.commentHeading}>{heading}</Heading>
      <p className={styles.comment}>{text || t(($) => $.staffLessonRecords.noComment)}</p>
    </Stack>
  );
}

const answerDraftKey = (id: number) => `staffLessonRecordAnswer.${id}`;

function AnswerDialog({ record, onDone }: { record: StaffRecord; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  // An answer typed before a reload opens again with its words, as the guardian's comment does.
  const [open, setOpen] = useState(() => formDrafts.load(answerDraftKey(record.id)) !== null);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={record.parent_comment ? 'primary' : 'secondary'}>
          {record.lecturer_comment ? t(($) => $.staffLessonRecords.answerEdit) : t(($) => $.staffLessonRecords.answer)}
        </Button>
      }
      title={t(($) => $.staffLessonRecords.answerTitle)}
      description={t(($) => $.staffLessonRecords.answerDescription)}
    >
      <AnswerForm
        record={record}
        onDone={() => {
          setOpen(false);
          onDone(t(($) => $.staffLessonRecords.answered));
        }}
        onCancel={() => setOpen(false)}
      />
    </Dialog>
  );
}

function AnswerForm({ record, onDone, onCancel }: { record: StaffRecord; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const answer = useMutation(mutations.answerStaffLessonRecord());
  const { summary, submitCount, input, errorOf, handleSubmit, sending, form, clearDraft } = useAppForm({
    schema: staffAnswerSchema,
    defaultValues: { lecturerComment: record.lecturer_comment ?? '' },
    fields: ['lecturerComment'] as const,
    idPrefix: `staff-answer-${record.id}`,
    // Typed text survives a reload, as the guardian's comment does.
    draftKey: answerDraftKey(record.id),
    failureMessage: () => t(($) => $.staffLessonRecords.answerFailed),
  });
  const submit = handleSubmit(async (values) => {
    await answer.mutateAsync({ id: record.id, lecturerComment: values.lecturerComment });
    clearDraft();
    onDone();
  });
  return (
    <Stack as="form" noValidate onSubmit={submit} space="lg" aria-label={t(($) => $.staffLessonRecords.answerTitle)}>
      {record.parent_comment && (
        <Comment heading={t(($) => $.staffLessonRecords.parentComment)} text={record.parent_comment} level={3} />
      )}
      <ErrorSummary title={t(($) => $.staffLessonRecords.errorSummary)} errors={summary} submitCount={submitCount} />
      <TextArea
        {...input('lecturerComment')}
        value={form.watch('lecturerComment')}
        label={t(($) => $.staffLessonRecords.lecturerComment)}
        required
        limit={STAFF_RECORD_LIMITS.lecturerComment}
        rows={5}
        error={errorOf('lecturerComment')}
      />
      <Inline space="sm">
        <Button type="submit" sending={sending}>
          {t(($) => $.staffLessonRecords.answerSend)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            clearDraft();
            onCancel();
          }}
        >
          {t(($) => $.staffLessonRecords.cancel)}
        </Button>
      </Inline>
    </Stack>
  );
}

function PublishDialog({ record, onDone }: { record: StaffRecord; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [nickname, setNickname] = useState(record.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const publish = useMutation(mutations.publishStaffLessonRecord());
  const id = `staff-publish-${record.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{t(($) => $.staffLessonRecords.publishButton)}</Button>}
      title={t(($) => $.staffLessonRecords.publishButton)}
      description={t(($) => $.staffLessonRecords.publishDescription)}
    >
      <Stack
        as="form"
        noValidate
        space="lg"
        aria-label={t(($) => $.staffLessonRecords.publishButton)}
        onSubmit={async (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setError(null);
          try {
            await publish.mutateAsync({ id: record.id, public: true, nickname });
            setOpen(false);
            onDone(t(($) => $.staffLessonRecords.published));
          } catch (failure) {
            const message = isApiError(failure)
              ? (failure.body as { message?: string } | undefined)?.message
              : undefined;
            setError(message ?? t(($) => $.staffLessonRecords.publishFailed));
          }
        }}
      >
        <TextField
          id={id}
          label={t(($) => $.staffLessonRecords.nickname)}
          hint={t(($) => $.staffLessonRecords.nicknameHint)}
          required
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          error={error ?? undefined}
        />
        <Inline space="sm">
          <Button type="submit" sending={publish.isPending}>
            {t(($) => $.staffLessonRecords.publishConfirm)}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {t(($) => $.staffLessonRecords.cancel)}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
