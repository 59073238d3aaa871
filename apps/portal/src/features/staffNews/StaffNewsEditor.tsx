import type { Schemas } from '@portal/api-client';
import {
  formatFileSize,
  isAllowedAttachment,
  NEWS_CONTENT_LIMIT,
  NEWS_KINDS,
  type StaffNewsEditorValues,
  staffNewsEditorSchema,
} from '@portal/domain';
import {
  Alert,
  Button,
  Checkbox,
  ErrorSummary,
  FileDropzone,
  Inline,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './StaffNewsEditor.css';

type Item = Schemas['StaffNewsItem'];
type Choice = { id: number; name: string };
type Label = Schemas['InformationLabel'];
type StoredFile = Schemas['StaffNewsFile'];

/** The server's limit for one attachment (spec 1 §5, as chat): said before sending, checked again there. */
export const NEWS_FILE_MAX_BYTES = 20_000_000;
/** The picker's filter; drops and pastes are judged by `isAllowedAttachment` and the size. */
const NEWS_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.mp3,.mp4';

const FIELDS = [
  'kind',
  'classroomId',
  'labelId',
  'title',
  'content',
  'important',
  'publishAt',
] as const satisfies readonly (keyof StaffNewsEditorValues)[];

/** A scheduled item's time as the `datetime-local` field writes it, on Japan's wall clock. */
function localTime(iso: string): string {
  const jst = new Date(Date.parse(iso) + 9 * 3_600_000).toISOString();
  return jst.slice(0, 16);
}

function startValues(item: Item | null, classrooms: readonly Choice[]): StaffNewsEditorValues {
  if (!item) {
    return {
      kind: 'announcement',
      classroomId: classrooms[0] ? String(classrooms[0].id) : '',
      labelId: '',
      title: '',
      content: '',
      important: '',
      publishAt: '',
    };
  }
  return {
    kind: item.kind,
    classroomId: item.classroomId === null ? '' : String(item.classroomId),
    labelId: item.labelId === null ? '' : String(item.labelId),
    title: item.title,
    content: item.content,
    important: item.important ? '1' : '',
    publishAt: item.status === 'scheduled' && item.publishAt ? localTime(item.publishAt) : '',
  };
}

/**
 * Issue 33 「お知らせを書く」 (ADR 045): kind, its classroom or label, title, text, the pin and the publication time.
 * 下書き保存 saves it for staff only; 公開する publishes now, or at the time given (公開を予約する). The words are kept
 * in session storage while typed, so a reload or a failed save keeps them.
 */
export function StaffNewsEditor({
  item,
  classrooms,
  labels,
  onDone,
}: {
  item: Item | null;
  classrooms: readonly Choice[];
  labels: readonly Label[];
  onDone: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const create = useMutation(mutations.createStaffNews());
  const update = useMutation(mutations.updateStaffNews());
  const schedule = useMutation(mutations.scheduleStaffNews());
  const addFile = useMutation(mutations.addStaffNewsFile());
  const removeFile = useMutation(mutations.removeStaffNewsFile());
  // Files already attached (the server's list after each write), files chosen to attach on the next save, and what
  // became of the last attempt: a refused or failed file stays chosen and is named, so a save sends it again.
  const [stored, setStored] = useState<StoredFile[]>(item?.files ?? []);
  const [pending, setPending] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [fileNotice, setFileNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  // Which button sent the form, and the item a failed publish already saved (a retry updates it, never a second).
  const action = useRef<'draft' | 'publish'>('publish');
  const saved = useRef<{ kind: Item['kind']; id: number } | null>(item ? { kind: item.kind, id: item.id } : null);
  const f = useAppForm<StaffNewsEditorValues, unknown>({
    schema: staffNewsEditorSchema,
    defaultValues: startValues(item, classrooms),
    fields: FIELDS,
    idPrefix: 'staff-news',
    draftKey: `staff-news:${item ? `${item.kind}-${item.id}` : 'new'}`,
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.staffNews.editor.failed),
  });
  const kind = f.form.watch('kind') as Item['kind'];
  const publishAt = f.form.watch('publishAt');
  const published = item?.status === 'published';

  const submit = f.handleSubmit(async () => {
    const v = f.form.getValues();
    const body = {
      kind: v.kind as Item['kind'],
      classroomId: v.kind === 'announcement' && v.classroomId ? Number(v.classroomId) : null,
      labelId: v.kind === 'information' && v.labelId ? Number(v.labelId) : null,
      title: v.title,
      content: v.content,
      important: v.important === '1',
    };
    const target = saved.current;
    const result = target
      ? await update.mutateAsync({ newsKind: target.kind, id: target.id, ...body })
      : await create.mutateAsync(body);
    saved.current = { kind: result.kind, id: result.id };
    setStored(result.files);
    setFileNotice(null);
    // Each chosen file on its own: one refused file neither stops the others nor loses the words typed.
    const failed: File[] = [];
    const messages: string[] = [];
    for (const file of pending) {
      try {
        const next = await addFile.mutateAsync({ newsKind: result.kind, id: result.id, file });
        setStored(next.files);
      } catch (error) {
        failed.push(file);
        const reason = refusalMessage(error);
        messages.push(
          reason
            ? t(($) => $.staffNews.editor.fileRefused, { name: file.name, reason })
            : t(($) => $.staffNews.editor.fileFailed, { name: file.name }),
        );
      }
    }
    setPending(failed);
    setFileErrors(messages);
    if (failed.length > 0) {
      // Saved, but not everything is attached: the editor stays open with the words and the files that failed.
      await queryClient.invalidateQueries({ queryKey: queries.listStaffNews().queryKey });
      return;
    }
    let notice: string = t(($) => $.staffNews.editor.saved, { title: result.title });
    if (action.current === 'publish' && !published) {
      const done = await schedule.mutateAsync({ newsKind: result.kind, id: result.id, publishAt: v.publishAt });
      notice =
        done.status === 'scheduled' && done.publishAt
          ? t(($) => $.staffNews.editor.scheduled, {
              title: done.title,
              date: formatDate(done.publishAt, { time: true }),
            })
          : t(($) => $.staffNews.editor.published, { title: done.title });
    } else if (published) {
      notice = t(($) => $.staffNews.editor.published, { title: result.title });
    }
    f.clearDraft();
    f.allowLeave();
    await queryClient.invalidateQueries({ queryKey: queries.listStaffNews().queryKey });
    onDone(notice);
  });

  const remove = async (file: StoredFile) => {
    const target = saved.current;
    if (!target) return;
    setFileNotice(null);
    try {
      const next = await removeFile.mutateAsync({ newsKind: target.kind, id: target.id, fileId: file.id });
      setStored(next.files);
      setFileNotice({ tone: 'positive', text: t(($) => $.staffNews.editor.fileRemoved, { name: file.name }) });
      await queryClient.invalidateQueries({ queryKey: queries.listStaffNews().queryKey });
    } catch (error) {
      setFileNotice({
        tone: 'critical',
        text: refusalMessage(error) ?? t(($) => $.staffNews.editor.removeFailed, { name: file.name }),
      });
    }
  };

  const headingId = 'staff-news-editor-heading';
  const filesHeadingId = 'staff-news-files-heading';
  const sending = create.isPending || update.isPending || schedule.isPending || addFile.isPending;
  const content = f.form.watch('content');
  return (
    <Stack as="section" space="lg" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(($) => (item ? $.staffNews.editor.editHeading : $.staffNews.editor.newHeading))}</h2>
      <ErrorSummary title={t(($) => $.staffNews.editor.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
      <Stack as="form" space="lg" noValidate onSubmit={submit} aria-labelledby={headingId}>
        {item ? null : (
          <RadioGroup
            {...f.control('kind')}
            legend={t(($) => $.staffNews.editor.kind)}
            required
            orientation="horizontal"
            options={NEWS_KINDS.map((k) => ({ value: k, label: t(($) => $.staffNews.kinds[k]) }))}
          />
        )}
        {kind === 'announcement' ? (
          <Select
            {...f.input('classroomId')}
            label={t(($) => $.staffNews.editor.classroom)}
            required
            placeholder={null}
            options={classrooms.map((room) => ({ value: String(room.id), label: room.name }))}
            error={f.errorOf('classroomId')}
          />
        ) : (
          <Select
            {...f.input('labelId')}
            label={t(($) => $.staffNews.editor.label)}
            required
            options={labels.map((label) => ({ value: String(label.id), label: label.labelName }))}
            error={f.errorOf('labelId')}
          />
        )}
        <TextField
          {...f.input('title')}
          label={t(($) => $.staffNews.editor.titleField)}
          required
          error={f.errorOf('title')}
        />
        <TextArea
          {...f.input('content')}
          value={content}
          label={t(($) => $.staffNews.editor.content)}
          hint={t(($) => $.staffNews.editor.contentHint)}
          required
          rows={10}
          limit={NEWS_CONTENT_LIMIT}
          error={f.errorOf('content')}
        />
        <Checkbox
          id={f.idOf('important')}
          label={t(($) => $.staffNews.editor.important)}
          checked={f.form.watch('important') === '1'}
          onChange={(event) => f.form.setValue('important', event.target.checked ? '1' : '', { shouldDirty: true })}
        />
        <Stack as="section" space="sm" aria-labelledby={filesHeadingId}>
          <h3 id={filesHeadingId}>{t(($) => $.staffNews.editor.storedFiles)}</h3>
          {stored.length === 0 ? (
            <p>{t(($) => $.staffNews.editor.noStoredFiles)}</p>
          ) : (
            <Stack as="ul" space="xs" className={styles.fileList} aria-labelledby={filesHeadingId}>
              {stored.map((file) => (
                <li key={file.id}>
                  <Inline space="sm">
                    <span className={styles.fileName}>
                      {file.name}
                      {t(($) => $.staffNews.editor.fileSize, { size: formatFileSize(file.size) })}
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={t(($) => $.staffNews.editor.removeFileLabel, { name: file.name })}
                      disabled={removeFile.isPending || sending}
                      onClick={() => void remove(file)}
                    >
                      {t(($) => $.staffNews.editor.removeFile)}
                    </Button>
                  </Inline>
                </li>
              ))}
            </Stack>
          )}
          {fileNotice ? (
            <Alert tone={fileNotice.tone} role={fileNotice.tone === 'critical' ? 'alert' : 'status'}>
              {fileNotice.text}
            </Alert>
          ) : null}
        </Stack>
        <FileDropzone
          label={t(($) => $.staffNews.editor.attachments)}
          hint={t(($) => $.staffNews.editor.attachmentsHint)}
          accept={NEWS_FILE_ACCEPT}
          isAllowed={(file) => isAllowedAttachment(file.name) && file.size <= NEWS_FILE_MAX_BYTES}
          rejectMessage={t(($) => $.staffNews.editor.attachmentsReject)}
          pickLabel={t(($) => $.staffNews.editor.attachmentsPick)}
          dropLabel={t(($) => $.staffNews.editor.attachmentsDrop)}
          files={pending}
          onFilesChange={(next) => {
            setPending(next);
            setFileErrors([]);
          }}
          disabled={sending}
        />
        {fileErrors.length > 0 ? (
          <Alert tone="critical" role="alert">
            <Stack space="xs">
              <p>{t(($) => $.staffNews.editor.uploadsFailed)}</p>
              <ul>
                {fileErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Stack>
          </Alert>
        ) : null}
        {published ? null : (
          <TextField
            {...f.input('publishAt')}
            type="datetime-local"
            width="medium"
            label={t(($) => $.staffNews.editor.publishAt)}
            hint={t(($) => $.staffNews.editor.publishAtHint)}
            showOptional
            error={f.errorOf('publishAt')}
          />
        )}
        <p>{t(($) => (kind === 'information' ? $.staffNews.editor.noticeInformation : $.staffNews.editor.notice))}</p>
        <Inline space="sm">
          <SubmitButton
            sending={sending}
            sendingLabel={t(($) => $.staffNews.editor.saving)}
            onClick={() => {
              action.current = 'publish';
            }}
          >
            {published
              ? t(($) => $.staffNews.editor.publish)
              : publishAt
                ? t(($) => $.staffNews.editor.schedule)
                : t(($) => $.staffNews.editor.publish)}
          </SubmitButton>
          {published ? null : (
            <Button
              type="submit"
              variant="secondary"
              disabled={sending}
              onClick={() => {
                action.current = 'draft';
              }}
            >
              {t(($) => $.staffNews.editor.saveDraft)}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              f.allowLeave();
              onDone(null);
            }}
          >
            {t(($) => $.staffNews.editor.cancel)}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
