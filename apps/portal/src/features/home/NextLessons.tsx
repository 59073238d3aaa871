import { attendanceWhen } from '@portal/domain';
import { Alert, Card, CardTitle, EmptyState, Link, ScheduleItem, Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import * as styles from './HomePage.css';

const t = messages.home;

/** Spec 1 §2 "Home page": each child's next lesson (not shown to role 7). */
export function NextLessons() {
  const headingId = useId();
  const schedule = useQuery(queries.attendanceSchedule());
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t.nextLessons}
      </CardTitle>
      {schedule.isPending ? (
        <Skeleton lines={2} />
      ) : schedule.isError ? (
        <Alert tone="critical">{t.nextLessonsFailed}</Alert>
      ) : schedule.data.data.length === 0 ? (
        <EmptyState title={t.nextLessonsEmpty} />
      ) : (
        <ul className={styles.list}>
          {schedule.data.data.map((lesson) => (
            <li key={`${lesson.name}-${lesson.date}-${lesson.hour}`}>
              <ScheduleItem
                kidName={lesson.name}
                date={attendanceWhen(lesson.date.replaceAll('-', '/'), lesson.dayOfWeek, '')}
                hour={lesson.hour}
                courseName={t.lessonPlace(lesson.kozaName, lesson.classroomName, lesson.className)}
              />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={paths.calendar} variant="standalone">
          {t.toCalendar}
        </Link>
      </p>
    </Card>
  );
}
