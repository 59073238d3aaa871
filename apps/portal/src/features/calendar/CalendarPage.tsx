import type { Schemas } from '@portal/api-client';
import { formatTimeRange, jstParts, kidColorKey, scheduleDisplay, shiftMonth } from '@portal/domain';
import {
  type CalendarLesson,
  EmptyState,
  Inline,
  MonthCalendar,
  type MonthCalendarMode,
  ScheduleItem,
  Stack,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useDateLocale, useFormatDate } from '../../i18n/dates';
import { AbsencePanel } from './AbsencePanel';
import * as styles from './CalendarPage.css';
import { FeedPanel } from './FeedPanel';

type Kid = Pick<Schemas['Kid'], 'id' | 'lastName' | 'firstName'>;

/** Spec 1 §9: the calendar is the desktop grid above 767px. */
export const DESKTOP_QUERY = '(min-width: 768px)';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Spec 1 §2: decided once when the screen opens; turning or resizing the device later keeps it. */
function initialMode(): MonthCalendarMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches ? 'grid' : 'list';
}

/**
 * 授業カレンダー (spec 1 §2 "Calendar"): the month of all the family's children, Sunday first, month arrows,
 * lessons coloured per child from the cycle of 4 (in the order of the user's kids), transfers and recess
 * greyed with their label. Opening it marks the schedule notification read (spec 1 §4, by userId).
 */
export function CalendarPage({ kids, userId }: { kids: readonly Kid[]; userId: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // Times as the screen's language writes them (English: 10:00-11:30, never 〜).
  const locale = useDateLocale();
  const hourOf = (hour: string | null | undefined) => (hour ? formatTimeRange(hour, locale) : hour);
  // The other end of a transfer, in the reader's date style (the API sends an ISO date).
  const otherEnd = (date: string | null) => (date ? formatDate(date, { style: 'long' }) : null);
  // The grid's chip has a seventh of the width: the same note in the list style (2026/12/14 16:00〜17:30).
  const chipNote = (label: 'transferredFrom' | 'transferredTo', date: string | null, hour: string | null) => {
    const when = [date ? formatDate(date) : null, hourOf(hour)].filter(Boolean).join(' ');
    return when ? t(($) => $.ui.scheduleItem.note, { label: t(($) => $.ui.scheduleItem[label]), when }) : undefined;
  };
  const now = useNow();
  const today = jstParts(now);
  const [shown, setShown] = useState({ year: today.year, month: today.month });
  const [mode] = useState(initialMode);
  const ids = kids.map((k) => k.id);
  const schedule = useQuery({
    ...queries.getScheduleCalendar({ 'kid_ids[]': ids, year: String(shown.year), month: pad2(shown.month) }),
    enabled: ids.length > 0,
  });
  const markRead = useMutation(mutations.markScheduleNotificationsRead());
  const { mutate } = markRead;
  useEffect(() => {
    // Spec 1 §8: a failed mark is only logged; the calendar shows all the same.
    mutate({ userId }, { onError: (error) => console.warn('[calendar] marking schedule notifications failed', error) });
  }, [mutate, userId]);

  if (kids.length === 0) return <EmptyState title={t(($) => $.calendar.noKids)} />;

  const colourOf = new Map(kids.map((kid, index) => [kid.id, kidColorKey(index)]));
  const nameColour = new Map(kids.map((kid, index) => [`${kid.lastName} ${kid.firstName}`, kidColorKey(index)]));
  const lessons: Record<number, CalendarLesson[]> = {};
  const todayIso = `${today.year}-${pad2(today.month)}-${pad2(today.day)}`;
  for (const item of schedule.data?.data ?? []) {
    const display = scheduleDisplay(item);
    const course = t(($) => $.calendar.course, { name: item.courseName });
    const isoDate = `${shown.year}-${pad2(shown.month)}-${pad2(item.date)}`;
    // Issue 33: the child's own lesson (not a recess day, not either end of a transfer) takes a report.
    const reportable = item.kidId !== undefined && !item.recessFlag && item.transferFlag === 0;
    const absence = item.absence ?? null;
    const absenceLabel = absence
      ? t(($) => $.absence.reported, {
          kind: t(($) => $.absence.kinds[absence.kind]),
          status: t(($) => $.absence.statuses[absence.status]),
        })
      : undefined;
    const lesson: CalendarLesson = {
      id: `${item.kidId ?? item.name}-${item.id}-${item.transferFlag}`,
      kidName: item.name,
      colorKey: (item.kidId !== undefined ? colourOf.get(item.kidId) : nameColour.get(item.name)) ?? kidColorKey(0),
      summary: t(($) => $.calendar.summary, { hour: formatTimeRange(item.hour, locale), course }),
      label: display.tag ? t(($) => $.ui.scheduleItem[display.tag ?? 'recess']) : absenceLabel,
      muted: display.greyed,
      note: item.recessFlag
        ? undefined
        : item.transferFlag === 1
          ? chipNote('transferredTo', item.transferDate, item.transferHour)
          : item.transferFlag === 2
            ? chipNote('transferredFrom', item.originDate, item.originHour)
            : undefined,
      detail: (
        <Stack space="sm">
          <ScheduleItem
            kidName={item.name}
            courseName={course}
            hour={formatTimeRange(item.hour, locale)}
            recessFlag={item.recessFlag}
            transferFlag={item.transferFlag}
            transferDate={otherEnd(item.transferDate)}
            transferHour={hourOf(item.transferHour)}
            originDate={otherEnd(item.originDate)}
            originHour={hourOf(item.originHour)}
          />
          {reportable && item.kidId !== undefined ? (
            <AbsencePanel
              kidId={item.kidId}
              lessonId={item.id}
              kidName={item.name}
              lessonLabel={`${formatDate(isoDate, { style: 'long' })} ${formatTimeRange(item.hour, locale)} ${course}`}
              absence={absence}
              open={isoDate >= todayIso}
            />
          ) : null}
        </Stack>
      ),
    };
    const day = lessons[item.date] ?? [];
    day.push(lesson);
    lessons[item.date] = day;
  }
  const step = (delta: number) => setShown(({ year, month }) => shiftMonth(year, month, delta));

  return (
    <Stack space="md">
      <p>{t(($) => $.calendar.lead)}</p>
      <Inline as="ul" space="md" listStyle="none" margin={0} padding={0} aria-label={t(($) => $.calendar.legend)}>
        {kids.map((kid, index) => (
          <li key={kid.id} className={styles.legendItem} data-kid={kidColorKey(index)}>
            {kid.lastName} {kid.firstName}
          </li>
        ))}
      </Inline>
      <MonthCalendar
        year={shown.year}
        month={shown.month}
        lessons={lessons}
        mode={mode}
        today={shown.year === today.year && shown.month === today.month ? today.day : undefined}
        onPreviousMonth={() => step(-1)}
        onNextMonth={() => step(1)}
        loading={schedule.isPending}
        error={schedule.isError ? t(($) => $.calendar.loadFailed) : undefined}
        emptyText={t(($) => $.calendar.empty)}
      />
      <FeedPanel />
    </Stack>
  );
}
