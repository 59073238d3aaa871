import { labelCodeOf, WEEKDAYS_FROM_SUNDAY } from '../enums/enums';
import { type DateLocale, formatDate } from '../format/date';
import { messageCode, type Translate, wordMessage } from '../validation/codes';

/** Spec 1 §3: the fields of an attendance item that decide its badge. */
export interface AttendanceLike {
  attendanceStatus: number;
  transfer?: { date: string; classroomName: string; attendanceStatus: number } | null;
}

/** Spec 1 §4: how an attendance card is badged. */
export interface AttendanceBadge {
  /** The status the badge names (the ui kit words it, `attendanceCard.statuses`). */
  kind: 'attended' | 'absent' | 'transferred';
  /** solid circle for a lesson attended, crossed out for one missed. */
  mark: 'solid' | 'crossed';
  /** The transfer destination line: its date and classroom (the kit words its label). */
  transfer: { date: string; classroomName: string } | null;
}

/**
 * Spec 1 §4 "Attendance status": 1 attended, 2 absent, 3 transferred; for a transfer the transfer's own
 * status decides the mark (2 crossed out, anything else solid).
 */
export function attendanceBadge(item: AttendanceLike): AttendanceBadge {
  if (item.attendanceStatus === 3) {
    const t = item.transfer;
    return {
      kind: 'transferred',
      mark: t?.attendanceStatus === 2 ? 'crossed' : 'solid',
      transfer: t ? { date: t.date, classroomName: t.classroomName } : null,
    };
  }
  if (item.attendanceStatus === 2) return { kind: 'absent', mark: 'crossed', transfer: null };
  return { kind: 'attended', mark: 'solid', transfer: null };
}

/**
 * Spec 1 §2 "Attendance history": date, weekday (1-7 from Sunday) and hour, e.g. 2025/05/10（土）10:00〜, in
 * English Sat 10 May 2025 10:00〜; the weekday is worded with `t` (ADR 027), the date in the locale's form.
 */
export function attendanceWhen(
  date: string,
  dayOfWeek: number,
  hour: string,
  t: Translate,
  locale: DateLocale = 'ja',
): string {
  const day = formatDate(date, { locale });
  const code = labelCodeOf(WEEKDAYS_FROM_SUNDAY, dayOfWeek);
  const weekday = code ? wordMessage(code, t) : '';
  const when = locale === 'en' ? [weekday, day].filter(Boolean).join(' ') : `${day}${weekday ? `（${weekday}）` : ''}`;
  return `${when} ${hour}`.trim();
}

/** Spec 1 §2 "Attendance history": the empty state's message code. */
export const NO_ATTENDANCE_MESSAGE = messageCode('notices.noAttendance');

/** Spec 1 §3: the fields of a schedule item that decide how it shows. */
export interface ScheduleLike {
  hour: string;
  recessFlag: number;
  transferFlag: number;
  transferDate?: string | null;
  transferHour?: string | null;
  originDate?: string | null;
  originHour?: string | null;
}

/** Spec 1 §4: how a lesson shows in the calendar. */
export interface ScheduleDisplay {
  greyed: boolean;
  /** The lesson's tag: transferred from (振替元), recess (休講) or none; the ui kit words it (`scheduleItem`). */
  tag: 'transferredFrom' | 'recess' | null;
  /**
   * The other end of a transfer: the new lesson ('transferredTo') for a lesson moved away, the original
   * one ('transferredFrom') for the lesson it moved to; `when` is its date and time as sent.
   */
  note: { label: 'transferredTo' | 'transferredFrom'; when: string } | null;
}

/**
 * Spec 1 §4 "Schedule": transferFlag 1 greys the lesson with 'original' and its new date and time;
 * 2 shows the original date and time; recessFlag greys it with 'recess'.
 */
export function scheduleDisplay(item: ScheduleLike): ScheduleDisplay {
  if (item.recessFlag) return { greyed: true, tag: 'recess', note: null };
  if (item.transferFlag === 1) {
    return {
      greyed: true,
      tag: 'transferredFrom',
      note: when('transferredTo', item.transferDate, item.transferHour),
    };
  }
  if (item.transferFlag === 2) {
    return {
      greyed: false,
      tag: null,
      note: when('transferredFrom', item.originDate, item.originHour),
    };
  }
  return { greyed: false, tag: null, note: null };
}

/** The other lesson's date and time after its label; nothing when the server sent neither. */
function when(
  label: 'transferredTo' | 'transferredFrom',
  date: string | null | undefined,
  hour: string | null | undefined,
): ScheduleDisplay['note'] {
  const text = [date, hour].filter(Boolean).join(' ');
  return text ? { label, when: text } : null;
}

/** Spec 1 §2 "Calendar": a day cell grows taller with 3 or more children. */
export function isTallCalendarCell(kidCount: number): boolean {
  return kidCount >= 3;
}

/** Spec 1 §2 "Calendar": Sunday-first weeks of a month; null pads days outside it. */
export function calendarWeeks(year: number, month: number): (number | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (number | null)[] = [
    ...Array<null>(firstWeekday).fill(null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Spec 1 §2 "Calendar": the month before or after, as the arrows move. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
