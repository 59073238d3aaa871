import { labelOf, WEEKDAYS_FROM_SUNDAY } from '../enums/enums';

/** Spec 1 §3: the fields of an attendance item that decide its badge. */
export interface AttendanceLike {
  attendanceStatus: number;
  transfer?: { date: string; classroomName: string; attendanceStatus: number } | null;
}

/** Spec 1 §4: how an attendance card is badged. */
export interface AttendanceBadge {
  label: '出席' | '欠席' | '振替';
  /** solid circle for a lesson attended, crossed out for one missed. */
  mark: 'solid' | 'crossed';
  /** The transfer destination line: 'transfer destination' with date and classroom. */
  transfer: { label: '振替先'; date: string; classroomName: string } | null;
}

/**
 * Spec 1 §4 "Attendance status": 1 attended, 2 absent, 3 transferred; for a transfer the transfer's own
 * status decides the mark (2 crossed out, anything else solid).
 */
export function attendanceBadge(item: AttendanceLike): AttendanceBadge {
  if (item.attendanceStatus === 3) {
    const t = item.transfer;
    return {
      label: '振替',
      mark: t?.attendanceStatus === 2 ? 'crossed' : 'solid',
      transfer: t ? { label: '振替先', date: t.date, classroomName: t.classroomName } : null,
    };
  }
  if (item.attendanceStatus === 2) return { label: '欠席', mark: 'crossed', transfer: null };
  return { label: '出席', mark: 'solid', transfer: null };
}

/** Spec 1 §2 "Attendance history": date, weekday (1-7 from Sunday) and hour, e.g. 2025/05/10（土）10:00〜. */
export function attendanceWhen(date: string, dayOfWeek: number, hour: string): string {
  const weekday = labelOf(WEEKDAYS_FROM_SUNDAY, dayOfWeek);
  return `${date}${weekday ? `（${weekday}）` : ''} ${hour}`.trim();
}

/** Spec 1 §2 "Attendance history": the card title, the course name plus 'course'. */
export function attendanceCourseTitle(kozaName: string): string {
  return `${kozaName}コース`;
}

/** Spec 1 §2 "Attendance history": the empty state. */
export const NO_ATTENDANCE_MESSAGE = '出欠情報はありません';

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
  /** '振替元' (transferred from), '休講' (recess) or null. */
  tag: '振替元' | '休講' | null;
  /** The other end of a transfer: the new lesson for 振替元, the original one for 振替先. */
  note: string | null;
}

/**
 * Spec 1 §4 "Schedule": transferFlag 1 greys the lesson with 'original' and its new date and time;
 * 2 shows the original date and time; recessFlag greys it with 'recess'.
 */
export function scheduleDisplay(item: ScheduleLike): ScheduleDisplay {
  if (item.recessFlag) return { greyed: true, tag: '休講', note: null };
  if (item.transferFlag === 1) {
    return {
      greyed: true,
      tag: '振替元',
      note: when('振替先', item.transferDate, item.transferHour),
    };
  }
  if (item.transferFlag === 2) {
    return {
      greyed: false,
      tag: null,
      note: when('振替元', item.originDate, item.originHour),
    };
  }
  return { greyed: false, tag: null, note: null };
}

/** The other lesson's date and time after its label; nothing when the server sent neither. */
function when(label: string, date: string | null | undefined, hour: string | null | undefined): string | null {
  const text = [date, hour].filter(Boolean).join(' ');
  return text ? `${label}：${text}` : null;
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
