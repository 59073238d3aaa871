import { isApiError, type Schemas } from '@portal/api-client';
import { courseDisplayName, jstYearMonth } from '@portal/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  ConfirmDialog,
  ErrorSummary,
  FileDropzone,
  Inline,
  Link,
  Loader,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useAppForm } from '../../forms/useAppForm';
import { LogoutForm } from '../shell/LogoutForm';

type StaffColumn = Schemas['StaffColumn'];
type Room = { id: number; name: string };

/** The types and size the server takes (it judges the bytes again and redraws the image as JPEG). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_ID = 'staff-column-image';
/** The courses a classroom offers are not in the contract yet: every course of the catalogue is offered. */
const COURSE_CODES = [
  'RPP',
  'RP',
  'RM',
  'RMP',
  'RA',
  'RPF',
  'RPS',
  'RPT',
  'KB',
  'KBB',
  'KM',
  'KMM',
  'KA',
  'SGS',
  'SGM',
  'SGA',
  'HM',
  'ATS',
] as const;
const FIELDS = ['classroomId', 'courseCd', 'releaseMonth', 'title', 'lead', 'body'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * Issue 33 (ADR 047): staff publish a lesson column for a course of one of their classrooms, edit it and
 * withdraw it; the families of that classroom taking the course read it in their lesson columns.
 */
export function StaffColumnsPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffColumn | null>(null);
  const list = useQuery({ ...queries.getStaffColumns(), retry: false });
  if (list.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (list.isError) {
    const forbidden = isApiError(list.error) && list.error.status === 403;
    return (
      <Stack space="lg">
        <Alert tone="critical">
          {forbidden ? t(($) => $.staffLessonRecords.forbidden) : t(($) => $.staffColumns.loadFailed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const { data, classrooms } = list.data;
  return (
    <Stack space="lg">
      <Box as="p" margin={0}>
        {t(($) => $.staffColumns.lead)}
      </Box>
      <p role="status">{notice ?? ''}</p>
      <Stack as="section" space="lg" aria-labelledby="staff-column-form">
        <h2 id="staff-column-form">
          {editing ? t(($) => $.staffColumns.editHeading) : t(($) => $.staffColumns.formHeading)}
        </h2>
        <ColumnForm
          // A new form for each column edited, so its fields start from that column.
          key={editing?.id ?? 'new'}
          rooms={classrooms}
          column={editing}
          onSaved={(message) => {
            setNotice(message);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Stack>
      <Stack as="section" space="lg" aria-labelledby="staff-column-list">
        <h2 id="staff-column-list" tabIndex={-1}>
          {t(($) => $.staffColumns.listHeading)}
        </h2>
        {data.length === 0 ? (
          <p>{t(($) => $.staffColumns.empty)}</p>
        ) : (
          <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {data.map((column) => (
              <li key={column.id}>
                <ColumnCard column={column} onEdit={() => setEditing(column)} onDone={setNotice} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function ColumnForm({
  rooms,
  column,
  onSaved,
  onCancel,
}: {
  rooms: Room[];
  column: StaffColumn | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useMutation(mutations.createStaffColumn());
  const update = useMutation(mutations.updateStaffColumn());
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  // The server's rules (routes/column/staff.ts), worded by the screen's language.
  const schema = useMemo(() => {
    const required = (field: string) => t(($) => $.staffColumns.required, { field });
    return z.object({
      classroomId: z.string().min(
        1,
        t(($) => $.staffColumns.refusals.notYours),
      ),
      courseCd: z.string().min(
        1,
        t(($) => $.staffColumns.refusals.course),
      ),
      releaseMonth: z.string().regex(
        /^[0-9]{4}-(0[1-9]|1[0-2])$/,
        t(($) => $.staffColumns.refusals.releaseMonth),
      ),
      title: z
        .string()
        .trim()
        .min(1, required(t(($) => $.staffColumns.columnTitle)))
        .max(
          80,
          t(($) => $.staffColumns.refusals.title),
        ),
      lead: z
        .string()
        .trim()
        .min(1, required(t(($) => $.staffColumns.columnLead)))
        .max(
          200,
          t(($) => $.staffColumns.refusals.lead),
        ),
      body: z
        .string()
        .trim()
        .min(1, required(t(($) => $.staffColumns.body)))
        .max(
          20000,
          t(($) => $.staffColumns.refusals.body),
        ),
    });
  }, [t]);
  // Stories pin the day: a new column's month is this month in Japan.
  const now = useNow();
  const defaults: Values = {
    classroomId: String(column?.classroomId ?? rooms[0]?.id ?? ''),
    courseCd: column?.courseCd ?? 'RA',
    releaseMonth: column?.releaseMonth ?? jstYearMonth(now),
    title: column?.title ?? '',
    lead: column?.lead ?? '',
    body: column?.body ?? '',
  };
  const { summary, submitCount, input, errorOf, handleSubmit, form, clearDraft } = useAppForm({
    schema,
    defaultValues: defaults,
    fields: FIELDS,
    idPrefix: 'staff-column',
    // A reload keeps the words of a new column; an edit starts from the saved column.
    draftKey: column ? undefined : 'staffColumnNew',
    failureMessage: () => t(($) => $.staffColumns.saveFailed),
  });
  const submit = handleSubmit(async (values) => {
    const body = {
      classroomId: Number(values.classroomId),
      courseCd: values.courseCd as Schemas['CourseCode'],
      releaseMonth: values.releaseMonth,
      title: values.title,
      lead: values.lead,
      body: values.body,
      ...(files[0] ? { image: files[0] } : {}),
    };
    try {
      if (column) await update.mutateAsync({ id: column.id, ...body });
      else await create.mutateAsync(body);
    } catch (error) {
      // The cover's refusal is shown by the cover (the other fields' refusals by the form layer).
      const image =
        isApiError(error) && error.status === 422
          ? (error.body as { errors?: { image?: string[] } }).errors?.image?.[0]
          : undefined;
      if (isApiError(error) && error.status === 413) setImageError(t(($) => $.staffColumns.imageTooLarge));
      else if (image) setImageError(image);
      throw error;
    }
    clearDraft();
    setFiles([]);
    if (!column) form.reset({ ...values, title: '', lead: '', body: '' });
    onSaved(
      column
        ? t(($) => $.staffColumns.saved, { title: values.title })
        : t(($) => $.staffColumns.published, { title: values.title }),
    );
  });
  const imageSummary = imageError ? [{ fieldId: IMAGE_ID, message: imageError }] : [];
  return (
    <Stack
      as="form"
      space="md"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)}
      aria-labelledby="staff-column-form"
      maxWidth="40rem"
    >
      <ErrorSummary
        title={t(($) => $.staffColumns.errorSummary)}
        errors={[...summary, ...imageSummary]}
        submitCount={submitCount}
      />
      <Select
        {...input('classroomId')}
        label={t(($) => $.staffColumns.classroom)}
        required
        placeholder={null}
        options={rooms.map((r) => ({ value: String(r.id), label: r.name }))}
        error={errorOf('classroomId')}
      />
      <Select
        {...input('courseCd')}
        label={t(($) => $.staffColumns.course)}
        required
        placeholder={null}
        options={COURSE_CODES.map((c) => ({ value: c, label: courseDisplayName(c) }))}
        error={errorOf('courseCd')}
      />
      <TextField
        {...input('releaseMonth')}
        type="month"
        label={t(($) => $.staffColumns.releaseMonth)}
        hint={t(($) => $.staffColumns.releaseMonthHint)}
        required
        error={errorOf('releaseMonth')}
      />
      <TextField
        {...input('title')}
        label={t(($) => $.staffColumns.columnTitle)}
        required
        maxLength={160}
        error={errorOf('title')}
      />
      <TextArea
        {...input('lead')}
        value={form.watch('lead')}
        label={t(($) => $.staffColumns.columnLead)}
        hint={t(($) => $.staffColumns.columnLeadHint)}
        required
        limit={200}
        rows={2}
        error={errorOf('lead')}
      />
      <TextArea
        {...input('body')}
        value={form.watch('body')}
        label={t(($) => $.staffColumns.body)}
        hint={t(($) => $.staffColumns.bodyHint)}
        required
        rows={10}
        error={errorOf('body')}
      />
      <FileDropzone
        id={IMAGE_ID}
        multiple={false}
        label={t(($) => $.staffColumns.image)}
        hint={t(($) => $.staffColumns.imageHint)}
        accept={IMAGE_TYPES.join(',')}
        isAllowed={(file) => IMAGE_TYPES.includes(file.type) && file.size <= IMAGE_MAX_BYTES}
        rejectMessage={t(($) => $.staffColumns.imageType)}
        pickLabel={t(($) => $.staffColumns.imagePick)}
        dropLabel={t(($) => $.staffColumns.imageDrop)}
        files={files}
        onFilesChange={(next) => {
          setFiles(next.slice(-1));
          setImageError(null);
        }}
        error={imageError ?? undefined}
        name="image"
      />
      <Inline space="sm">
        <Button
          type="submit"
          sending={create.isPending || update.isPending}
          sendingLabel={t(($) => $.staffColumns.sending)}
        >
          {column ? t(($) => $.staffColumns.save) : t(($) => $.staffColumns.publish)}
        </Button>
        {column && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t(($) => $.staffColumns.cancelEdit)}
          </Button>
        )}
      </Inline>
    </Stack>
  );
}

function ColumnCard({
  column,
  onEdit,
  onDone,
}: {
  column: StaffColumn;
  onEdit: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useMutation(mutations.withdrawStaffColumn());
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [year, month] = column.releaseMonth.split('-');
  const headingId = `staff-column-${column.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <h3 id={headingId}>{column.title}</h3>
        <Inline space="sm">
          <Badge tone="info" emphasis="subtle">
            {`${column.classroomName}・${courseDisplayName(column.courseCd)}`}
          </Badge>
          <Badge tone="neutral" emphasis="subtle">
            {t(($) => $.staffColumns.monthLabel, { year: year ?? '', month: String(Number(month)) })}
          </Badge>
          {column.withdrawn && (
            <Badge tone="critical" emphasis="solid">
              {t(($) => $.staffColumns.withdrawnBadge)}
            </Badge>
          )}
        </Inline>
        <p>{column.lead}</p>
        {failure && <Alert tone="critical">{failure}</Alert>}
        {!column.withdrawn && (
          <Inline space="sm">
            <Link href={column.url} target="_blank" rel="noopener noreferrer" variant="standalone">
              {t(($) => $.staffColumns.open)}
            </Link>
            <Button variant="secondary" onClick={onEdit}>
              {t(($) => $.staffColumns.edit)}
            </Button>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              trigger={<Button variant="danger">{t(($) => $.staffColumns.withdraw)}</Button>}
              title={t(($) => $.staffColumns.withdrawTitle)}
              description={t(($) => $.staffColumns.withdrawDescription)}
              confirmLabel={t(($) => $.staffColumns.withdraw)}
              cancelLabel={t(($) => $.staffColumns.cancel)}
              tone="critical"
              confirming={withdraw.isPending}
              onConfirm={async () => {
                setFailure(null);
                try {
                  await withdraw.mutateAsync({ id: column.id });
                  setOpen(false);
                  onDone(t(($) => $.staffColumns.withdrawn, { title: column.title }));
                } catch {
                  setOpen(false);
                  setFailure(t(($) => $.staffColumns.withdrawFailed));
                }
              }}
            />
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
