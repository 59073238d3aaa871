import { attendanceWhen, formatTimeRange } from '@portal/domain';
import { Alert, Card, CardTitle, EmptyState, Link, ScheduleItem, Skeleton, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { pagePaths } from '../../app/paths';
import { useDateLocale } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';

/** Spec 1 §2 "Home page": each child's next lesson (not shown to role 7). */
export function NextLessons() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const headingId = useId();
  const schedule = useQuery(queries.getAttendanceSchedule());
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.home.nextLessons)}
      </CardTitle>
      {schedule.isPending ? (
        <Skeleton lines={2} />
      ) : schedule.isError ? (
        <Alert tone="critical">{t(($) => $.home.nextLessonsFailed)}</Alert>
      ) : schedule.data.data.length === 0 ? (
        <EmptyState title={t(($) => $.home.nextLessonsEmpty)} />
      ) : (
        <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0}>
          {schedule.data.data.map((lesson) => (
            <li key={`${lesson.name}-${lesson.date}-${lesson.hour}`}>
              <ScheduleItem
                kidName={lesson.name}
                date={attendanceWhen(lesson.date, lesson.dayOfWeek, '', (code) => wordCode(code, t), locale)}
                hour={formatTimeRange(lesson.hour, locale)}
                courseName={t(($) => $.home.lessonPlace, {
                  kozaName: lesson.kozaName,
                  classroomName: lesson.classroomName,
                  className: lesson.className,
                })}
              />
            </li>
          ))}
        </Stack>
      )}
      <p>
        <Link href={pagePaths.calendar} variant="standalone">
          {t(($) => $.home.toCalendar)}
        </Link>
      </p>
    </Card>
  );
}
