import type { Schemas } from '@portal/api-client';
import { STAFF_LESSON_LIMITS, type StaffLessonValues, staffLessonSchema } from '@portal/domain';
import { Button, Checkbox, ErrorSummary, Inline, Select, Stack, TextField } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { useFormatDate } from '../../i18n/dates';

type Lesson = Schemas['StaffLesson'];
type Values = {
  courseCode: string;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: string;
  recess: string;
};
const FIELDS = ['courseCode', 'className', 'date', 'startTime', 'endTime', 'capacity', 'recess'] as const;

/**
 * Issue 33 (ADR 052): a lesson of the classroom, new or changed: course, class, day, times, seats and whether the
 * classroom is closed that day. The domain's schema checks it here and on the server (the end after the start).
 */
export function StaffLessonForm({
  classroomId,
  courses,
  lesson,
  defaultDate,
  onDone,
}: {
  classroomId: number;
  courses: readonly { code: string; name: string }[];
  lesson: Lesson | null;
  defaultDate: string;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const create = useMutation(mutations.createStaffLesson());
  const update = useMutation(mutations.updateStaffLesson());
  const f = useAppForm<Values, StaffLessonValues>({
    schema: staffLessonSchema,
    defaultValues: lesson
      ? {
          courseCode: lesson.courseCode,
          className: lesson.className,
          date: lesson.date,
          startTime: lesson.startTime,
          endTime: lesson.endTime,
          capacity: String(lesson.capacity),
          recess: lesson.recess ? '1' : '',
        }
      : {
          courseCode: courses[0]?.code ?? '',
          className: '',
          date: defaultDate,
          startTime: '',
          endTime: '',
          capacity: '8',
          recess: '',
        },
    fields: FIELDS,
    idPrefix: 'staff-lesson',
    failureMessage: (error) => refusalMessage(error) ?? t(($) => $.staffLessons.form.saveFailed),
  });
  const submit = f.handleSubmit(async (values) => {
    const { data: saved } = lesson
      ? await update.mutateAsync({ id: lesson.id, ...values })
      : await create.mutateAsync({ classroomId, ...values });
    const words = { date: formatDate(saved.date, { style: 'long' }), className: saved.className };
    f.allowLeave();
    onDone(lesson ? t(($) => $.staffLessons.form.saved, words) : t(($) => $.staffLessons.form.added, words));
  });
  const headingId = 'staff-lesson-form-heading';
  return (
    <Stack as="form" space="md" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(($) => (lesson ? $.staffLessons.form.editTitle : $.staffLessons.form.addTitle))}</h2>
      <ErrorSummary title={t(($) => $.staffLessons.form.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
      <Select
        {...f.input('courseCode')}
        label={t(($) => $.staffLessons.form.course)}
        required
        placeholder={null}
        options={courses.map((c) => ({ value: c.code, label: c.name }))}
        error={f.errorOf('courseCode')}
      />
      <TextField
        {...f.input('className')}
        label={t(($) => $.staffLessons.form.className)}
        hint={t(($) => $.staffLessons.form.classNameHint)}
        maxLength={STAFF_LESSON_LIMITS.className}
        required
        error={f.errorOf('className')}
      />
      <Inline space="md" alignItems="flex-start">
        <TextField
          {...f.input('date')}
          type="date"
          width="medium"
          label={t(($) => $.staffLessons.form.date)}
          required
          error={f.errorOf('date')}
        />
        <TextField
          {...f.input('startTime')}
          type="time"
          width="short"
          label={t(($) => $.staffLessons.form.startTime)}
          required
          error={f.errorOf('startTime')}
        />
        <TextField
          {...f.input('endTime')}
          type="time"
          width="short"
          label={t(($) => $.staffLessons.form.endTime)}
          required
          error={f.errorOf('endTime')}
        />
        <TextField
          {...f.input('capacity')}
          type="number"
          inputMode="numeric"
          min={STAFF_LESSON_LIMITS.capacityMin}
          max={STAFF_LESSON_LIMITS.capacityMax}
          width="short"
          label={t(($) => $.staffLessons.form.capacity)}
          required
          error={f.errorOf('capacity')}
        />
      </Inline>
      <Checkbox
        id={f.idOf('recess')}
        label={t(($) => $.staffLessons.form.recess)}
        hint={t(($) => $.staffLessons.form.recessHint)}
        checked={f.form.watch('recess') === '1'}
        onChange={(event) => f.form.setValue('recess', event.target.checked ? '1' : '', { shouldDirty: true })}
      />
      <Inline space="sm">
        <SubmitButton sending={create.isPending || update.isPending}>{t(($) => $.staffLessons.form.save)}</SubmitButton>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            f.allowLeave();
            onDone(null);
          }}
        >
          {t(($) => $.staffLessons.form.cancel)}
        </Button>
      </Inline>
    </Stack>
  );
}
