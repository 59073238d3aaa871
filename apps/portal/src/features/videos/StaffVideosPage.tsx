import { apiKeys, isApiError, type Schemas } from '@portal/api-client';
import { COURSES_BY_LECTURE, courseDisplayName, jstYearMonth } from '@portal/domain';
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
  Loader,
  Select,
  Stack,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useAppForm } from '../../forms/useAppForm';
import { currentLanguage } from '../../i18n';
import { LogoutForm } from '../shell/LogoutForm';
import { uploadForm } from './upload';

type StaffVideo = Schemas['StaffVideo'];
type Room = { id: number; name: string };

/** The types and sizes the server takes (it judges the bytes again and reads every caption). */
const VIDEO_TYPES = ['video/webm', 'video/mp4'];
const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
const CAPTIONS_MAX_BYTES = 1024 * 1024;
const VIDEO_ID = 'staff-video-file';
const CAPTIONS_ID = 'staff-video-captions';
/** Video lessons are the robot courses' (spec 1 §2): the robot classroom and robot programming. */
const COURSE_CODES = [...COURSES_BY_LECTURE.ROBO, ...COURSES_BY_LECTURE.ROBOPRO].map((c) => c.id);
const FIELDS = ['classroomId', 'courseCd', 'month', 'title'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
/** Browsers give .vtt files no type or text/vtt; the name decides what may be picked, the server the contents. */
const isCaptionsFile = (file: File) =>
  /\.vtt$/i.test(file.name) && ['', 'text/vtt'].includes(file.type) && file.size <= CAPTIONS_MAX_BYTES;

/**
 * Issue 33 (ADR 054): staff publish a lesson video with WebVTT captions for a robot course and month of one of their
 * classrooms, edit it and withdraw it; the families of that classroom taking the course watch it in this month's
 * videos, then in the archive.
 */
export function StaffVideosPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffVideo | null>(null);
  const list = useQuery({ ...queries.getStaffVideos(), retry: false });
  if (list.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (list.isError) {
    const forbidden = isApiError(list.error) && list.error.status === 403;
    return (
      <Stack space="lg">
        <Alert tone="critical">
          {forbidden ? t(($) => $.staffLessonRecords.forbidden) : t(($) => $.staffVideos.loadFailed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const { data, classrooms } = list.data;
  return (
    <Stack space="lg">
      <Box as="p" margin={0}>
        {t(($) => $.staffVideos.lead)}
      </Box>
      <p role="status">{notice ?? ''}</p>
      <Stack as="section" space="lg" aria-labelledby="staff-video-form">
        <h2 id="staff-video-form">
          {editing ? t(($) => $.staffVideos.editHeading) : t(($) => $.staffVideos.formHeading)}
        </h2>
        <VideoForm
          // A new form for each video edited, so its fields start from that video.
          key={editing?.id ?? 'new'}
          rooms={classrooms}
          video={editing}
          onSaved={(message) => {
            setNotice(message);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Stack>
      <Stack as="section" space="lg" aria-labelledby="staff-video-list">
        <h2 id="staff-video-list" tabIndex={-1}>
          {t(($) => $.staffVideos.listHeading)}
        </h2>
        {data.length === 0 ? (
          <p>{t(($) => $.staffVideos.empty)}</p>
        ) : (
          <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {data.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} onEdit={() => setEditing(video)} onDone={setNotice} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function VideoForm({
  rooms,
  video,
  onSaved,
  onCancel,
}: {
  rooms: Room[];
  video: StaffVideo | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [videoFiles, setVideoFiles] = useState<File[]>([]);
  const [captionFiles, setCaptionFiles] = useState<File[]>([]);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [captionsError, setCaptionsError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The server's rules (routes/lms/staff.ts), worded by the screen's language.
  const schema = useMemo(() => {
    const required = (field: string) => t(($) => $.staffVideos.required, { field });
    return z.object({
      classroomId: z.string().min(
        1,
        t(($) => $.staffVideos.refusals.notYours),
      ),
      courseCd: z.string().min(
        1,
        t(($) => $.staffVideos.refusals.course),
      ),
      month: z.string().regex(
        /^[0-9]{4}-(0[1-9]|1[0-2])$/,
        t(($) => $.staffVideos.refusals.month),
      ),
      title: z
        .string()
        .trim()
        .min(1, required(t(($) => $.staffVideos.videoTitle)))
        .max(
          80,
          t(($) => $.staffVideos.refusals.title),
        ),
    });
  }, [t]);
  // Stories pin the day: a new video's month is this month in Japan.
  const now = useNow();
  const defaults: Values = {
    classroomId: String(video?.classroomId ?? rooms[0]?.id ?? ''),
    courseCd: video?.courseCd ?? 'RA',
    month: video?.month ?? jstYearMonth(now),
    title: video?.title ?? '',
  };
  const { summary, submitCount, input, errorOf, handleSubmit, form, clearDraft } = useAppForm({
    schema,
    defaultValues: defaults,
    fields: FIELDS,
    idPrefix: 'staff-video',
    // A reload keeps the words of a new video (files cannot be kept); an edit starts from the saved video.
    draftKey: video ? undefined : 'staffVideoNew',
    failureMessage: () => t(($) => $.staffVideos.saveFailed),
  });
  const submit = handleSubmit(async (values) => {
    // Publishing needs both files; an edit keeps the ones not chosen again.
    const missingVideo = !video && !videoFiles[0];
    const missingCaptions = !video && !captionFiles[0];
    setVideoError(missingVideo ? t(($) => $.staffVideos.refusals.videoRequired) : null);
    setCaptionsError(missingCaptions ? t(($) => $.staffVideos.refusals.captionsRequired) : null);
    if (missingVideo || missingCaptions) return;
    const body = new FormData();
    body.append('classroomId', values.classroomId);
    body.append('courseCd', values.courseCd);
    body.append('month', values.month);
    body.append('title', values.title);
    if (videoFiles[0]) body.append('video', videoFiles[0]);
    if (captionFiles[0]) body.append('captions', captionFiles[0]);
    setProgress(0);
    try {
      await uploadForm(video ? `/api/staff/videos/${video.id}` : '/api/staff/videos', body, {
        language: currentLanguage(),
        onProgress: setProgress,
      });
    } catch (error) {
      // The files' refusals are shown by the files (the other fields' refusals by the form layer).
      const errors =
        isApiError(error) && error.status === 422
          ? ((error.body as { errors?: Record<string, string[]> }).errors ?? {})
          : {};
      if (isApiError(error) && error.status === 413) setVideoError(t(($) => $.staffVideos.refusals.videoTooLarge));
      else if (errors.video?.[0]) setVideoError(errors.video[0]);
      if (errors.captions?.[0]) setCaptionsError(errors.captions[0]);
      throw error;
    } finally {
      setProgress(null);
    }
    await queryClient.invalidateQueries({ queryKey: apiKeys.of('getStaffVideos') });
    clearDraft();
    setVideoFiles([]);
    setCaptionFiles([]);
    if (!video) form.reset({ ...values, title: '' });
    onSaved(
      video
        ? t(($) => $.staffVideos.saved, { title: values.title })
        : t(($) => $.staffVideos.published, { title: values.title }),
    );
  });
  const fileSummary = [
    ...(videoError ? [{ fieldId: VIDEO_ID, message: videoError }] : []),
    ...(captionsError ? [{ fieldId: CAPTIONS_ID, message: captionsError }] : []),
  ];
  return (
    <Stack
      as="form"
      space="md"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)}
      aria-labelledby="staff-video-form"
      maxWidth="40rem"
    >
      <ErrorSummary
        title={t(($) => $.staffVideos.errorSummary)}
        errors={[...summary, ...fileSummary]}
        submitCount={submitCount}
      />
      <Select
        {...input('classroomId')}
        label={t(($) => $.staffVideos.classroom)}
        required
        placeholder={null}
        options={rooms.map((r) => ({ value: String(r.id), label: r.name }))}
        error={errorOf('classroomId')}
      />
      <Select
        {...input('courseCd')}
        label={t(($) => $.staffVideos.course)}
        required
        placeholder={null}
        options={COURSE_CODES.map((c) => ({ value: c, label: courseDisplayName(c) }))}
        error={errorOf('courseCd')}
      />
      <TextField
        {...input('month')}
        type="month"
        label={t(($) => $.staffVideos.month)}
        hint={t(($) => $.staffVideos.monthHint)}
        required
        error={errorOf('month')}
      />
      <TextField
        {...input('title')}
        label={t(($) => $.staffVideos.videoTitle)}
        hint={t(($) => $.staffVideos.videoTitleHint)}
        required
        maxLength={160}
        error={errorOf('title')}
      />
      <FileDropzone
        id={VIDEO_ID}
        multiple={false}
        label={t(($) => $.staffVideos.video)}
        hint={video ? t(($) => $.staffVideos.videoKeepHint) : t(($) => $.staffVideos.videoHint)}
        accept={VIDEO_TYPES.join(',')}
        isAllowed={(file) => VIDEO_TYPES.includes(file.type) && file.size <= VIDEO_MAX_BYTES}
        rejectMessage={t(($) => $.staffVideos.refusals.videoType)}
        pickLabel={t(($) => $.staffVideos.videoPick)}
        dropLabel={t(($) => $.staffVideos.videoDrop)}
        files={videoFiles}
        onFilesChange={(next) => {
          setVideoFiles(next.slice(-1));
          setVideoError(null);
        }}
        error={videoError ?? undefined}
        name="video"
      />
      <FileDropzone
        id={CAPTIONS_ID}
        multiple={false}
        label={t(($) => $.staffVideos.captions)}
        hint={video ? t(($) => $.staffVideos.captionsKeepHint) : t(($) => $.staffVideos.captionsHint)}
        accept=".vtt,text/vtt"
        isAllowed={isCaptionsFile}
        rejectMessage={t(($) => $.staffVideos.refusals.captionsNotVtt)}
        pickLabel={t(($) => $.staffVideos.captionsPick)}
        dropLabel={t(($) => $.staffVideos.captionsDrop)}
        files={captionFiles}
        onFilesChange={(next) => {
          setCaptionFiles(next.slice(-1));
          setCaptionsError(null);
        }}
        error={captionsError ?? undefined}
        name="captions"
      />
      {progress !== null && (
        <Stack space="xs">
          <progress
            id="staff-video-progress"
            max={100}
            value={progress}
            aria-label={t(($) => $.staffVideos.progressLabel)}
            style={{ width: '100%' }}
          />
          <Box as="p" margin={0} aria-live="polite">
            {t(($) => $.staffVideos.progress, { percent: progress })}
          </Box>
        </Stack>
      )}
      <Inline space="sm">
        <Button type="submit" sending={progress !== null} sendingLabel={t(($) => $.staffVideos.sending)}>
          {video ? t(($) => $.staffVideos.save) : t(($) => $.staffVideos.publish)}
        </Button>
        {video && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t(($) => $.staffVideos.cancelEdit)}
          </Button>
        )}
      </Inline>
    </Stack>
  );
}

function VideoCard({
  video,
  onEdit,
  onDone,
}: {
  video: StaffVideo;
  onEdit: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useMutation(mutations.withdrawStaffVideo());
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [year, month] = video.month.split('-');
  const headingId = `staff-video-${video.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <h3 id={headingId}>{video.title}</h3>
        <Inline space="sm">
          <Badge tone="info" emphasis="subtle">
            {`${video.classroomName}・${courseDisplayName(video.courseCd)}`}
          </Badge>
          <Badge tone="neutral" emphasis="subtle">
            {t(($) => $.staffVideos.monthLabel, { year: year ?? '', month: String(Number(month)) })}
          </Badge>
          <Badge tone="neutral" emphasis="subtle">
            {t(($) => $.staffVideos.captionCount, { count: video.captionCount })}
          </Badge>
          {video.withdrawn && (
            <Badge tone="critical" emphasis="solid">
              {t(($) => $.staffVideos.withdrawnBadge)}
            </Badge>
          )}
        </Inline>
        {failure && <Alert tone="critical">{failure}</Alert>}
        {!video.withdrawn && (
          <Inline space="sm">
            <Button variant="secondary" onClick={onEdit}>
              {t(($) => $.staffVideos.edit)}
            </Button>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              trigger={<Button variant="danger">{t(($) => $.staffVideos.withdraw)}</Button>}
              title={t(($) => $.staffVideos.withdrawTitle)}
              description={t(($) => $.staffVideos.withdrawDescription)}
              confirmLabel={t(($) => $.staffVideos.withdraw)}
              cancelLabel={t(($) => $.staffVideos.cancel)}
              tone="critical"
              confirming={withdraw.isPending}
              onConfirm={async () => {
                setFailure(null);
                try {
                  await withdraw.mutateAsync({ id: video.id });
                  setOpen(false);
                  onDone(t(($) => $.staffVideos.withdrawn, { title: video.title }));
                } catch {
                  setOpen(false);
                  setFailure(t(($) => $.staffVideos.withdrawFailed));
                }
              }}
            />
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
