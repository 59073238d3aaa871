import { apiKeys, type Schemas } from '@portal/api-client';
import { ATTENDANCE_MARKS, type AttendanceMark, formatTimeRange } from '@portal/domain';
import { Alert, Badge, type BadgeTone, Button, Card, Inline, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { ABSENCE_TONES } from '../calendar/AbsencePanel';

type Child = Schemas['StaffRosterChild'];

const STATUS_TONES: Record<Child['status'], BadgeTone> = {
  present: 'positive',
  absent: 'critical',
  transferred: 'info',
  unset: 'neutral',
};

/**
 * Issue 33 (ADR 052): a lesson's enrolled children, each with their mark (出席・欠席・未確定), a transfer's new day and
 * their family's absence report, marked one press per child; the family's attendance history reads it at once.
 */
export function StaffLessonRoster({
  lessonId,
  onClose,
  onMarked,
}: {
  lessonId: number;
  onClose: () => void;
  onMarked: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  const queryClient = useQueryClient();
  const roster = useQuery({ ...queries.getStaffLessonRoster({ id: lessonId }), retry: false });
  const mark = useMutation(mutations.markStaffAttendance());
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = roster.data?.data;
  // The roster opens under the week's controls: its heading takes focus, so a keyboard or screen reader lands there.
  const openId = data?.lesson.id;
  useEffect(() => {
    if (openId !== undefined) heading.current?.focus();
  }, [openId]);

  const send = async (child: Child, next: AttendanceMark) => {
    setNotice(null);
    try {
      await mark.mutateAsync({ id: lessonId, kidId: child.kidId, mark: next });
      setNotice({
        tone: 'positive',
        text: t(($) => $.staffLessons.roster.marked, {
          name: child.kidName,
          mark: t(($) => $.staffLessons.roster.marks[next]),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: apiKeys.of('getStaffLessonRoster', { id: lessonId }) });
      onMarked();
    } catch (error) {
      setNotice({ tone: 'critical', text: refusalMessage(error) ?? t(($) => $.staffLessons.roster.markFailed) });
    }
  };

  const headingId = 'staff-lesson-roster-heading';
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      {roster.isPending ? (
        <Loader label={t(($) => $.common.loading)} />
      ) : roster.isError || !data ? (
        <Stack space="sm">
          <Alert tone="critical">{refusalMessage(roster.error) ?? t(($) => $.staffLessons.roster.loadFailed)}</Alert>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t(($) => $.staffLessons.roster.close)}
          </Button>
        </Stack>
      ) : (
        <Stack space="md">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t(($) => $.staffLessons.roster.title, {
              date: formatDate(data.lesson.date, { style: 'long' }),
              hour: formatTimeRange(`${data.lesson.startTime}〜${data.lesson.endTime}`, locale),
              className: data.lesson.className,
            })}
          </h2>
          <p>
            {t(($) => $.staffLessons.roster.lead, { classroom: data.classroomName, course: data.lesson.courseName })}
          </p>
          {notice ? (
            <Alert tone={notice.tone} role={notice.tone === 'positive' ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          ) : null}
          {data.lesson.recess ? <p>{t(($) => $.staffLessons.roster.recessNote)}</p> : null}
          {data.children.length === 0 ? (
            <p>{t(($) => $.staffLessons.roster.empty)}</p>
          ) : (
            <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0} aria-labelledby={headingId}>
              {data.children.map((child) => (
                <RosterRow
                  key={child.kidId}
                  child={child}
                  recess={data.lesson.recess}
                  busy={mark.isPending}
                  onMark={(next) => send(child, next)}
                />
              ))}
            </Stack>
          )}
          <div>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t(($) => $.staffLessons.roster.close)}
            </Button>
          </div>
        </Stack>
      )}
    </Card>
  );
}

function RosterRow({
  child,
  recess,
  busy,
  onMark,
}: {
  child: Child;
  recess: boolean;
  busy: boolean;
  onMark: (mark: AttendanceMark) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const nameId = `staff-roster-${child.kidId}`;
  return (
    <Card as="li" padding="md" space="xs" aria-labelledby={nameId}>
      <Inline space="sm" alignItems="center">
        <strong id={nameId}>{child.kidName}</strong>
        <span>{t(($) => $.staffLessons.roster.family, { name: child.familyName })}</span>
      </Inline>
      <Inline space="xs">
        <Badge tone={STATUS_TONES[child.status]}>{t(($) => $.staffLessons.roster.statuses[child.status])}</Badge>
        {child.transferDate ? (
          <span>
            {t(($) => $.staffLessons.roster.transferredTo, {
              date: formatDate(child.transferDate ?? '', { style: 'long' }),
            })}
          </span>
        ) : null}
        {child.absence ? (
          <Badge tone={ABSENCE_TONES[child.absence.status]}>
            {t(($) => $.staffLessons.roster.absenceReport, {
              status: t(($) => $.absence.statuses[child.absence?.status ?? 'pending']),
            })}
          </Badge>
        ) : null}
        {child.absence?.late ? <Badge tone="caution">{t(($) => $.absence.lateFlag)}</Badge> : null}
      </Inline>
      {recess || child.status === 'transferred' ? null : (
        <Inline space="xs" role="group" aria-label={t(($) => $.staffLessons.roster.markGroup, { name: child.kidName })}>
          {ATTENDANCE_MARKS.map((m) => (
            <Button
              key={m}
              type="button"
              variant={child.status === m ? 'primary' : 'secondary'}
              aria-pressed={child.status === m}
              disabled={busy}
              onClick={() => onMark(m)}
            >
              {t(($) => $.staffLessons.roster.marks[m])}
            </Button>
          ))}
        </Inline>
      )}
    </Card>
  );
}
