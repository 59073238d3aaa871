import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  attendanceStatusOf,
  isLessonDate,
  lessonInstants,
  lessonWallClock,
  rosterStatusOf,
  staffLessonSchema,
  weekDays,
  weekStartOf,
} from './staffLessons';

const valid = {
  courseCode: 'RA',
  className: '土曜10時クラス',
  date: '2026-12-05',
  startTime: '10:00',
  endTime: '11:30',
  capacity: 8,
  recess: false,
};

const messagesOf = (input: unknown) => {
  const result = staffLessonSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the staff lesson calendar (issue 33)', () => {
  it('starts a week on Monday and lists its seven days, across a month and a year', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes only real days', () => {
    expect(isLessonDate('2028-02-29')).toBe(true);
    expect(isLessonDate('2026-02-29')).toBe(false);
    expect(isLessonDate('2026-13-01')).toBe(false);
    expect(isLessonDate('26-1-1')).toBe(false);
  });

  it('reads a day and wall-clock times in Japan, whatever the machine zone', () => {
    const { startsAt, endsAt } = lessonInstants('2026-12-05', '10:00', '11:30');
    expect(startsAt.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-12-05T02:30:00.000Z');
    expect(lessonWallClock(startsAt, endsAt)).toEqual({ date: '2026-12-05', startTime: '10:00', endTime: '11:30' });
  });

  it('accepts a lesson and trims its class name', () => {
    const parsed = staffLessonSchema.parse({ ...valid, className: '  土曜10時クラス ' });
    expect(parsed.className).toBe('土曜10時クラス');
    // The portal's form sends strings: '1' is a recess day, '' not; its seats arrive as text.
    expect(staffLessonSchema.parse({ ...valid, recess: '1', capacity: '12' })).toMatchObject({
      recess: true,
      capacity: 12,
    });
    expect(staffLessonSchema.parse({ ...valid, recess: '' }).recess).toBe(false);
  });

  it('refuses an end at or before the start, naming the end', () => {
    expect(messagesOf({ ...valid, endTime: '10:00' })).toEqual(['endTime:staffLessons.validation.endBeforeStart']);
    expect(messagesOf({ ...valid, endTime: '09:00' })).toEqual(['endTime:staffLessons.validation.endBeforeStart']);
  });

  it('refuses an empty class, an impossible day, a time that is no time and seats out of range', () => {
    expect(messagesOf({ ...valid, className: '  ', date: '2026-02-30', startTime: '24:00', capacity: 0 })).toEqual([
      'className:staffLessons.validation.className',
      'date:staffLessons.validation.date',
      'startTime:staffLessons.validation.startTime',
      'capacity:staffLessons.validation.capacity',
    ]);
    expect(messagesOf({ ...valid, courseCode: '', className: 'あ'.repeat(41) })).toEqual([
      'courseCode:staffLessons.validation.course',
      'className:staffLessons.validation.classNameLong',
    ]);
  });

  it('stores a mark as the attendance status the guardian side reads, and reads it back', () => {
    expect(attendanceStatusOf('present')).toBe(1);
    expect(attendanceStatusOf('absent')).toBe(2);
    expect(attendanceStatusOf('unset')).toBeNull();
    expect([1, 2, 3, null].map(rosterStatusOf)).toEqual(['present', 'absent', 'transferred', 'unset']);
  });
});
