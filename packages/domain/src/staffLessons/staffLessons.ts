import { z } from 'zod';
import { jstDate, jstParts, pad2 } from '../time/jst';
import { messageCode } from '../validation/codes';

/**
 * Issue 33 (ADR 051): the classroom's lesson calendar. Staff see one week of a classroom at a time (Monday to
 * Sunday, a list that reads the same at 375 and 1280), write a lesson (course, class, day, times, recess) and
 * mark each enrolled child present or absent.
 */

export const STAFF_LESSON_LIMITS = { className: 40, capacityMin: 1, capacityMax: 40 } as const;

/** What staff mark for a child in a lesson; `unset` takes the mark back (not yet held). */
export const ATTENDANCE_MARKS = ['present', 'absent', 'unset'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** The `attendances.status` a mark stores: 1 attended, 2 absent, null not yet held (3, a transfer, is not a mark). */
export function attendanceStatusOf(mark: AttendanceMark): 1 | 2 | null {
  return mark === 'present' ? 1 : mark === 'absent' ? 2 : null;
}

/** A stored status as the roster shows it. */
export type RosterStatus = 'present' | 'absent' | 'transferred' | 'unset';
export function rosterStatusOf(status: number | null): RosterStatus {
  return status === 1 ? 'present' : status === 2 ? 'absent' : status === 3 ? 'transferred' : 'unset';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isLessonDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && y >= 2000 && y <= 2100;
}

/** Whether a text is a time of day `HH:MM` (00:00-23:59). */
export function isLessonTime(text: string): boolean {
  return TIME.test(text);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The Monday of the week a day falls in (weeks run Monday to Sunday, as Japanese timetables do). */
export function weekStartOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  const back = (at.getUTCDay() + 6) % 7;
  at.setUTCDate(at.getUTCDate() - back);
  return at.toISOString().slice(0, 10);
}

/** A day `days` later (or earlier), YYYY-MM-DD. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The seven days of the week a day falls in, Monday first. */
export function weekDays(date: string): string[] {
  const start = weekStartOf(date);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(start, i));
}

/** The instants a lesson written as a Japanese day and wall-clock times starts and ends at. */
export function lessonInstants(date: string, startTime: string, endTime: string): { startsAt: Date; endsAt: Date } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [sh, sm] = startTime.split(':').map(Number) as [number, number];
  const [eh, em] = endTime.split(':').map(Number) as [number, number];
  return { startsAt: jstDate(y, m, d, sh, sm), endsAt: jstDate(y, m, d, eh, em) };
}

/** The Japanese day and times of a stored lesson, as the form shows them. */
export function lessonWallClock(startsAt: Date, endsAt: Date): { date: string; startTime: string; endTime: string } {
  const s = jstParts(startsAt);
  const e = jstParts(endsAt);
  return {
    date: `${s.year}-${pad2(s.month)}-${pad2(s.day)}`,
    startTime: `${pad2(s.hour)}:${pad2(s.minute)}`,
    endTime: `${pad2(e.hour)}:${pad2(e.minute)}`,
  };
}

const code = (name: string) => messageCode(`staffLessons.validation.${name}`);

/**
 * The staff's lesson form, on the portal and the server alike: a course chosen, a class name (up to 40
 * characters), a real day, a start and an end on that day with the end after the start, seats 1-40, and
 * whether the classroom is closed that day (休講).
 */
export const staffLessonSchema = z
  .object({
    courseCode: z.string({ error: code('course') }).min(1, { error: code('course') }),
    className: z
      .string({ error: code('className') })
      .trim()
      .min(1, { error: code('className') })
      .max(STAFF_LESSON_LIMITS.className, { error: code('classNameLong') }),
    date: z.string({ error: code('date') }).refine(isLessonDate, { error: code('date') }),
    startTime: z.string({ error: code('startTime') }).refine(isLessonTime, { error: code('startTime') }),
    endTime: z.string({ error: code('endTime') }).refine(isLessonTime, { error: code('endTime') }),
    capacity: z.coerce
      .number({ error: code('capacity') })
      .int({ error: code('capacity') })
      .min(STAFF_LESSON_LIMITS.capacityMin, { error: code('capacity') })
      .max(STAFF_LESSON_LIMITS.capacityMax, { error: code('capacity') }),
    /** A boolean from the contract, `'1'` or `''` from the portal's form (its values are strings). */
    recess: z
      .union([z.boolean(), z.enum(['', '1'])])
      .default(false)
      .transform((v) => v === true || v === '1'),
  })
  .superRefine((v, ctx) => {
    if (isLessonTime(v.startTime) && isLessonTime(v.endTime) && minutesOf(v.endTime) <= minutesOf(v.startTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: code('endBeforeStart') });
    }
  });
export type StaffLessonForm = z.input<typeof staffLessonSchema>;
export type StaffLessonValues = z.output<typeof staffLessonSchema>;

/** The staff's mark for one child. */
export const attendanceMarkSchema = z.object({
  kidId: z.number().int().positive(),
  mark: z.enum(ATTENDANCE_MARKS, { error: code('mark') }),
});
