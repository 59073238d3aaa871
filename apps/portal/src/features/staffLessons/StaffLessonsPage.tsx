import { apiKeys, isApiError, type Schemas } from '@portal/api-client';
import { addDaysIso, formatTimeRange, weekDays } from '@portal/domain';
import { Alert, Badge, Button, Card, ConfirmDialog, Inline, Loader, Select, Stack } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { StaffLessonForm } from './StaffLessonForm';
import { StaffLessonRoster } from './StaffLessonRoster';

type Lesson = Schemas['StaffLesson'];
export type StaffLessonsSearch = { classroomId?: number; week?: string; lesson?: number };

/** What the form edits: a new lesson, or one of the week's. */
type Editing = { kind: 'new' } | { kind: 'edit'; lesson: Lesson } | null;

/**
 * Issue 33 (ADR 052), the classroom side of the lesson calendar: one week of a classroom (Monday to Sunday, one
 * section a day, the same list at 375 and 1280), lessons and recess days added, changed or cancelled, and the
 * open lesson's attendance. The classroom, the week and the open lesson live in the address.
 */
export function StaffLessonsPage({
  search,
  onSearch,
}: {
  search: StaffLessonsSearch;
  onSearch: (search: StaffLessonsSearch) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const week = useQuery({
    ...queries.getStaffLessons({ classroomId: search.classroomId, week: search.week }),
    retry: false,
  });
  // A refused delete names what to do instead and offers it (make the lesson a recess day).
  const [notice, setNotice] = useState<{
    tone: 'positive' | 'critical';
    text: string;
    recessInstead?: Lesson;
  } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const update = useMutation(mutations.updateStaffLesson());
  const remove = useMutation(mutations.deleteStaffLesson());
  const data = week.data?.data;
  const go = (next: StaffLessonsSearch) => {
    setNotice(null);
    setEditing(null);
    onSearch(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeys.of('getStaffLessons') });

  const toggleRecess = async (lesson: Lesson) => {
    setNotice(null);
    try {
      const { id, courseCode, className, date, startTime, endTime, capacity } = lesson;
      await update.mutateAsync({
        id,
        courseCode,
        className,
        date,
        startTime,
        endTime,
        capacity,
        recess: !lesson.recess,
      });
      const values = { date: formatDate(date, { style: 'long' }), className };
      setNotice({
        tone: 'positive',
        text: lesson.recess ? t(($) => $.staffLessons.reopened, values) : t(($) => $.staffLessons.cancelled, values),
      });
      await refresh();
    } catch (error) {
      setNotice({ tone: 'critical', text: refusalMessage(error) ?? t(($) => $.staffLessons.toggleFailed) });
    }
  };

  /** Deletes a lesson entered by mistake; one with marks, a transfer or a report is refused (409) with what to do. */
  const deleteLesson = async (lesson: Lesson) => {
    setNotice(null);
    const values = { date: formatDate(lesson.date, { style: 'long' }), className: lesson.className };
    try {
      await remove.mutateAsync({ id: lesson.id });
      // The roster of a deleted lesson would only answer 404.
      if (search.lesson === lesson.id) onSearch({ classroomId: search.classroomId, week: search.week });
      setNotice({ tone: 'positive', text: t(($) => $.staffLessons.deleted, values) });
      await refresh();
    } catch (error) {
      const inUse = isApiError(error) && error.status === 409;
      setNotice({
        tone: 'critical',
        text: refusalMessage(error) ?? t(($) => $.staffLessons.deleteFailed),
        recessInstead: inUse && !lesson.recess ? lesson : undefined,
      });
    }
  };

  return (
    <Stack space="lg">
      <p>{t(($) => $.staffLessons.lead)}</p>
      {week.isPending ? (
        <Loader label={t(($) => $.common.loading)} />
      ) : week.isError || !data ? (
        <Alert tone="critical">{refusalMessage(week.error) ?? t(($) => $.staffLessons.loadFailed)}</Alert>
      ) : (
        <>
          <Card as="section" padding="md" aria-labelledby="staff-lessons-week">
            <Stack space="md">
              <h2 id="staff-lessons-week">
                {t(($) => $.staffLessons.weekHeading, {
                  from: formatDate(data.weekStart, { style: 'long' }),
                  to: formatDate(addDaysIso(data.weekStart, 6), { style: 'long' }),
                })}
              </h2>
              <Inline space="md" alignItems="flex-end">
                {data.classrooms.length > 1 ? (
                  <Select
                    id="staff-lessons-classroom"
                    label={t(($) => $.staffLessons.classroomLabel)}
                    value={String(data.classroomId)}
                    onChange={(event) => go({ classroomId: Number(event.target.value), week: search.week })}
                    placeholder={null}
                    width="medium"
                    showOptional={false}
                    options={data.classrooms.map((room) => ({ value: String(room.id), label: room.name }))}
                  />
                ) : null}
                <Inline space="sm">
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => go({ classroomId: data.classroomId, week: addDaysIso(data.weekStart, -7) })}
                  >
                    {t(($) => $.staffLessons.previousWeek)}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => go({ classroomId: data.classroomId })}>
                    {t(($) => $.staffLessons.thisWeek)}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => go({ classroomId: data.classroomId, week: addDaysIso(data.weekStart, 7) })}
                  >
                    {t(($) => $.staffLessons.nextWeek)}
                  </Button>
                  <Button type="button" onClick={() => setEditing({ kind: 'new' })}>
                    {t(($) => $.staffLessons.addLesson)}
                  </Button>
                </Inline>
              </Inline>
            </Stack>
          </Card>
          {notice ? (
            <Alert tone={notice.tone} role={notice.tone === 'positive' ? 'status' : 'alert'}>
              <Stack space="sm">
                <span>{notice.text}</span>
                {notice.recessInstead ? (
                  <Inline space="sm">
                    <Button
                      type="button"
                      variant="danger"
                      sending={update.isPending}
                      onClick={() => notice.recessInstead && toggleRecess(notice.recessInstead)}
                    >
                      {t(($) => $.staffLessons.recessInstead, { className: notice.recessInstead.className })}
                    </Button>
                  </Inline>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {editing ? (
            <Card padding="md">
              <StaffLessonForm
                classroomId={data.classroomId}
                courses={data.courses}
                lesson={editing.kind === 'edit' ? editing.lesson : null}
                defaultDate={data.weekStart}
                onDone={async (text) => {
                  setEditing(null);
                  if (text) setNotice({ tone: 'positive', text });
                  await refresh();
                }}
              />
            </Card>
          ) : null}
          {search.lesson ? (
            <StaffLessonRoster
              lessonId={search.lesson}
              onClose={() => go({ classroomId: data.classroomId, week: search.week })}
              onMarked={refresh}
            />
          ) : null}
          {data.lessons.length === 0 ? <p>{t(($) => $.staffLessons.emptyWeek)}</p> : null}
          <WeekList
            lessons={data.lessons}
            weekStart={data.weekStart}
            busy={update.isPending}
            onRoster={(lesson) => go({ classroomId: data.classroomId, week: search.week, lesson: lesson.id })}
            onEdit={(lesson) => {
              setNotice(null);
              setEditing({ kind: 'edit', lesson });
            }}
            onToggleRecess={toggleRecess}
            onDelete={deleteLesson}
            deleting={remove.isPending}
          />
        </>
      )}
    </Stack>
  );
}

function WeekList({
  lessons,
  weekStart,
  busy,
  onRoster,
  onEdit,
  onToggleRecess,
  onDelete,
  deleting,
}: {
  lessons: readonly Lesson[];
  weekStart: string;
  busy: boolean;
  onRoster: (lesson: Lesson) => void;
  onEdit: (lesson: Lesson) => void;
  onToggleRecess: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => Promise<void>;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Stack space="md">
      {weekDays(weekStart).map((day) => {
        const today = lessons.filter((l) => l.date === day);
        const headingId = `staff-lessons-day-${day}`;
        return (
          <Stack as="section" space="sm" key={day} aria-labelledby={headingId}>
            <h3 id={headingId}>{formatDate(day, { style: 'long' })}</h3>
            {today.length === 0 ? (
              <p>{t(($) => $.staffLessons.noLessons)}</p>
            ) : (
              <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0} aria-labelledby={headingId}>
                {today.map((lesson) => (
                  <LessonCard
                    key={lesson.id}
                    lesson={lesson}
                    busy={busy}
                    onRoster={onRoster}
                    onEdit={onEdit}
                    onToggleRecess={onToggleRecess}
                    onDelete={onDelete}
                    deleting={deleting}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function LessonCard({
  lesson,
  busy,
  onRoster,
  onEdit,
  onToggleRecess,
  onDelete,
  deleting,
}: {
  lesson: Lesson;
  busy: boolean;
  onRoster: (lesson: Lesson) => void;
  onEdit: (lesson: Lesson) => void;
  onToggleRecess: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => Promise<void>;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const headingId = `staff-lesson-${lesson.id}`;
  return (
    <Card as="li" padding="md" space="sm" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {formatTimeRange(`${lesson.startTime}〜${lesson.endTime}`, locale)}{' '}
        {t(($) => $.staffLessons.classLine, { course: lesson.courseName, className: lesson.className })}
      </h4>
      <Inline space="xs">
        {lesson.recess ? <Badge tone="neutral">{t(($) => $.staffLessons.recess)}</Badge> : null}
        {lesson.reported > 0 ? (
          <Badge tone="caution">{t(($) => $.staffLessons.reported, { count: lesson.reported })}</Badge>
        ) : null}
      </Inline>
      {lesson.recess ? null : (
        <p>
          {t(($) => $.staffLessons.counts, {
            enrolled: lesson.enrolled,
            present: lesson.present,
            absent: lesson.absent,
          })}
        </p>
      )}
      <Inline space="sm">
        {lesson.recess ? null : (
          <Button type="button" onClick={() => onRoster(lesson)} aria-describedby={headingId}>
            {t(($) => $.staffLessons.openRoster)}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => onEdit(lesson)} aria-describedby={headingId}>
          {t(($) => $.staffLessons.edit)}
        </Button>
        <Button
          type="button"
          variant={lesson.recess ? 'secondary' : 'danger'}
          sending={busy}
          onClick={() => onToggleRecess(lesson)}
          aria-describedby={headingId}
        >
          {t(($) => (lesson.recess ? $.staffLessons.reopenLesson : $.staffLessons.cancelLesson))}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button type="button" variant="secondary" aria-describedby={headingId}>
              {t(($) => $.staffLessons.deleteLesson)}
            </Button>
          }
          title={t(($) => $.staffLessons.deleteTitle, {
            date: formatDate(lesson.date, { style: 'long' }),
            className: lesson.className,
          })}
          description={t(($) => $.staffLessons.deleteDescription)}
          confirmLabel={t(($) => $.staffLessons.deleteConfirm)}
          cancelLabel={t(($) => $.staffLessons.deleteCancel)}
          tone="critical"
          confirming={deleting}
          onConfirm={async () => {
            await onDelete(lesson);
            setConfirming(false);
          }}
        />
      </Inline>
    </Card>
  );
}
