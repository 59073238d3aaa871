import { calendarWeeks, isTallCalendarCell, type KidColorKey } from '@portal/domain';
import { Dialog } from 'radix-ui';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fill, fillParts, useUiTexts } from '../../texts';
import * as styles from './MonthCalendar.css';

export const monthCalendarModes = ['grid', 'list'] as const;
export type MonthCalendarMode = (typeof monthCalendarModes)[number];

export type CalendarLesson = {
  id: string;
  /** The child the lesson belongs to; also decides how many children share a day. */
  kidName: string;
  colorKey: KidColorKey;
  /** Short line shown in the grid, e.g. 「16:00 ロボット」. */
  summary?: string;
  /** Status label such as 「休講」 or 「振替元」; the lesson is greyed out when given with `muted`. */
  label?: string;
  muted?: boolean;
  /** The other end of a transfer, e.g. 「振替先：2026/12/14 16:00〜17:30」: the grid shows it as the phone's dialog does. */
  note?: string;
  /** Full details shown in the phone dialog (e.g. a ScheduleItem); falls back to the summary. */
  detail?: ReactNode;
};

export type MonthCalendarProps = Omit<ComponentProps<'section'>, 'children'> & {
  year: number;
  /** 1 to 12. */
  month: number;
  /** Lessons keyed by day of month. */
  lessons: Readonly<Record<number, readonly CalendarLesson[]>>;
  /** `grid` for desktop (a table of weeks), `list` for phones (days with lessons, tap for details). */
  mode?: MonthCalendarMode;
  /** Day of month to mark as today, when the shown month is the current one. */
  today?: number;
  onPreviousMonth?: () => void;
  onNextMonth?: () => void;
  loading?: boolean;
  error?: string;
  emptyText?: string;
};

function weekdayTone(weekday: number) {
  if (weekday === 0) return 'sunday';
  if (weekday === 6) return 'saturday';
  return undefined;
}

function distinctKids(lessons: readonly CalendarLesson[]) {
  return new Set(lessons.map((lesson) => lesson.kidName)).size;
}

function LessonChip({ lesson }: { lesson: CalendarLesson }) {
  return (
    <li className={styles.chip} data-kid={lesson.colorKey} data-muted={lesson.muted || undefined}>
      <span className={styles.chipName}>{lesson.kidName}</span>
      {lesson.summary ? <span className={styles.chipSummary}>{lesson.summary}</span> : null}
      {lesson.label ? <span className={styles.chipLabel}>{lesson.label}</span> : null}
      {lesson.note ? <span className={styles.chipNote}>{lesson.note}</span> : null}
    </li>
  );
}

export function MonthCalendar({
  year,
  month,
  lessons,
  mode = 'grid',
  today,
  onPreviousMonth,
  onNextMonth,
  loading = false,
  error,
  emptyText,
  className,
  ...rest
}: MonthCalendarProps) {
  const [openDay, setDialogDay] = useState<number | null>(null);
  // The dialog has no trigger of its own: focus goes back to what opened it (a day cell or a list row).
  const opener = useRef<HTMLElement | null>(null);
  const setOpenDay = (day: number | null) => {
    if (day !== null && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
    setDialogDay(day);
  };
  // The grid's one tab stop (the calendar grid pattern of react-aria and WAI-ARIA): today, else the 1st.
  const [focusedDay, setFocusedDay] = useState(today ?? 1);
  const moved = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const activeDay = Math.min(Math.max(focusedDay, 1), daysInMonth);
  useEffect(() => {
    // Only a key press moves the browser's focus; a re-render or a click elsewhere never steals it.
    if (!moved.current) return;
    // After a month change the grid may still be loading: focus lands once the day is there.
    const cell = tableRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`);
    if (!cell) return;
    moved.current = false;
    cell.focus();
  });
  const texts = useUiTexts();
  const words = texts.monthCalendar;
  // Spec 1 §2 "Calendar": Sunday-first columns.
  const weekdays = words.weekdays.map((short, index) => ({ short, long: words.weekdaysLong[index] ?? short }));
  const monthLabel = fill(words.month, { year, month });
  const headingId = useId();
  // The weeks come from @portal/domain, which reads the month in UTC: the same grid in every time zone.
  const weeks = calendarWeeks(year, month);
  // A day's weekday is its column in those weeks.
  const weekdayOf = new Map(
    weeks.flatMap((week) => week.flatMap((day, index) => (day === null ? [] : [[day, index]]))),
  );
  const days = [...weekdayOf.keys()];
  const daysWithLessons = days.filter((day) => (lessons[day]?.length ?? 0) > 0);
  const openLessons = openDay === null ? [] : (lessons[openDay] ?? []);

  /** Arrows move a day or a week, Home and End to the week's ends, Page Up and Down a month; Enter opens the day. */
  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const weekday = weekdayOf.get(activeDay) ?? 0;
    const offsets: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    let target: number | undefined;
    if (event.key in offsets) target = activeDay + (offsets[event.key] ?? 0);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moved.current = true;
      if (event.key === 'PageUp') onPreviousMonth?.();
      else onNextMonth?.();
      return;
    } else if ((event.key === 'Enter' || event.key === ' ') && (lessons[activeDay]?.length ?? 0) > 0) {
      event.preventDefault();
      setOpenDay(activeDay);
      return;
    } else return;
    event.preventDefault();
    moved.current = true;
    if (target < 1) {
      // Into the month before: the same distance back from its last day.
      const previousDays = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
      setFocusedDay(previousDays + target);
      onPreviousMonth?.();
    } else if (target > daysInMonth) {
      setFocusedDay(target - daysInMonth);
      onNextMonth?.();
    } else setFocusedDay(target);
  };

  const dayLabel = (day: number) =>
    fill(words.day, { month, day, weekday: weekdays[weekdayOf.get(day) ?? 0]?.short ?? '' });

  return (
    <section
      {...rest}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-mode={mode}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          onClick={onPreviousMonth}
          aria-label={texts.common.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className={styles.title} aria-live="polite">
          {monthLabel}
        </h2>
        <button type="button" className={styles.navButton} onClick={onNextMonth} aria-label={texts.common.nextMonth}>
          <span aria-hidden="true">›</span>
        </button>
      </div>

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : loading ? (
        <p role="status" className={styles.status}>
          {texts.common.loading}
        </p>
      ) : mode === 'grid' ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table of weeks whose days take focus is the calendar grid pattern
        <table className={styles.table} role="grid" ref={tableRef}>
          <caption className={styles.visuallyHidden}>{fill(words.caption, { month: monthLabel })}</caption>
          <thead>
            <tr>
              {weekdays.map((weekday, index) => (
                <th key={weekday.short} scope="col" className={styles.weekday} data-tone={weekdayTone(index)}>
                  <abbr title={weekday.long} className={styles.abbr}>
                    {weekday.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find((day) => day !== null)}>
                {week.map((day, index) => {
                  if (day === null) {
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity besides position
                    return <td key={`blank-${index}`} className={styles.blank} />;
                  }
                  const dayLessons = lessons[day] ?? [];
                  return (
                    <td
                      key={day}
                      className={styles.cell}
                      data-crowded={isTallCalendarCell(distinctKids(dayLessons)) || undefined}
                      aria-current={day === today ? 'date' : undefined}
                      data-day={day}
                      tabIndex={day === activeDay ? 0 : -1}
                      onFocus={() => setFocusedDay(day)}
                      onKeyDown={onGridKeyDown}
                      onClick={() => dayLessons.length > 0 && setOpenDay(day)}
                    >
                      <span className={styles.dayNumber} data-tone={weekdayTone(index)}>
                        <span aria-hidden="true">{day}</span>
                        <span className={styles.visuallyHidden}>{dayLabel(day)}</span>
                      </span>
                      {dayLessons.length > 0 ? (
                        <ul className={styles.chips}>
                          {dayLessons.map((lesson) => (
                            <LessonChip key={lesson.id} lesson={lesson} />
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : daysWithLessons.length === 0 ? (
        <p className={styles.status}>{emptyText ?? words.empty}</p>
      ) : (
        <ul className={styles.list}>
          {daysWithLessons.map((day) => {
            const dayLessons = lessons[day] ?? [];
            return (
              <li key={day}>
                <button
                  type="button"
                  className={styles.listButton}
                  onClick={() => setOpenDay(day)}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span className={styles.listDate} data-tone={weekdayTone(weekdayOf.get(day) ?? 0)}>
                    {dayLabel(day)}
                  </span>
                  <span className={styles.listNames}>
                    {dayLessons.map((lesson) => (
                      <span
                        key={lesson.id}
                        className={styles.listName}
                        data-kid={lesson.colorKey}
                        data-muted={lesson.muted || undefined}
                      >
                        {lesson.kidName}
                        {lesson.label ? fill(words.label, { label: lesson.label }) : ''}
                      </span>
                    ))}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog.Root open={openDay !== null} onOpenChange={(open) => !open && setOpenDay(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <Dialog.Title className={styles.dialogTitle}>
              {fillParts(words.dayTitle, { day: openDay === null ? '' : dayLabel(openDay) })}
            </Dialog.Title>
            <ul className={styles.dialogList}>
              {openLessons.map((lesson) => (
                <li
                  key={lesson.id}
                  className={styles.dialogItem}
                  data-kid={lesson.colorKey}
                  data-muted={lesson.muted || undefined}
                >
                  {lesson.detail ?? (
                    <>
                      <span className={styles.chipName}>{lesson.kidName}</span>
                      {lesson.summary ? <span>{lesson.summary}</span> : null}
                      {lesson.label ? <span className={styles.chipLabel}>{lesson.label}</span> : null}
                      {lesson.note ? <span>{lesson.note}</span> : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
            <Dialog.Close className={styles.closeButton}>{texts.common.close}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
