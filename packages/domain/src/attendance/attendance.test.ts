import { en, ja, translator } from '@portal/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attendanceBadge,
  attendanceWhen,
  calendarWeeks,
  isTallCalendarCell,
  scheduleDisplay,
  shiftMonth,
} from './attendance';

describe('attendanceBadge', () => {
  it('gives a solid mark to an attended lesson and a crossed one to an absence', () => {
    expect(attendanceBadge({ attendanceStatus: 1 })).toEqual({ kind: 'attended', mark: 'solid', transfer: null });
    expect(attendanceBadge({ attendanceStatus: 2 })).toEqual({ kind: 'absent', mark: 'crossed', transfer: null });
  });

  it("lets a transfer's own status decide the mark and shows the destination", () => {
    const transfer = { date: '2025/05/17', classroomName: '渋谷教室', attendanceStatus: 1 };
    expect(attendanceBadge({ attendanceStatus: 3, transfer })).toEqual({
      kind: 'transferred',
      mark: 'solid',
      transfer: { date: '2025/05/17', classroomName: '渋谷教室' },
    });
    expect(attendanceBadge({ attendanceStatus: 3, transfer: { ...transfer, attendanceStatus: 2 } }).mark).toBe(
      'crossed',
    );
    expect(attendanceBadge({ attendanceStatus: 3, transfer: null })).toMatchObject({ mark: 'solid', transfer: null });
  });

  it('writes when', () => {
    const t = translator(ja);
    expect(attendanceWhen('2025/05/10', 7, '10:00〜', t)).toBe('2025/05/10（土） 10:00〜');
    expect(attendanceWhen('2025/05/11', 1, '10:00', t)).toBe('2025/05/11（日） 10:00');
    expect(attendanceWhen('2025/05/11', 0, '10:00', t)).toBe('2025/05/11 10:00');
    expect(attendanceWhen('2025/05/11', 1, '10:00', translator(en))).toBe('2025/05/11（Sun） 10:00');
    // An API date is written in the locale's form.
    expect(attendanceWhen('2025-05-11', 1, '', t)).toBe('2025/05/11（日）');
    expect(attendanceWhen('2025-05-11', 1, '10:00', translator(en), 'en')).toBe('Sun 11 May 2025 10:00');
    expect(attendanceWhen('2025-05-11', 0, '', translator(en), 'en')).toBe('11 May 2025');
  });
});

describe('scheduleDisplay', () => {
  const base = { hour: '10:00', recessFlag: 0, transferFlag: 0 };

  it('shows a normal lesson plainly', () => {
    expect(scheduleDisplay(base)).toEqual({ greyed: false, tag: null, note: null });
  });

  it('greys a transferred-from lesson and shows its new date and time', () => {
    expect(scheduleDisplay({ ...base, transferFlag: 1, transferDate: '5/17', transferHour: '13:00' })).toEqual({
      greyed: true,
      tag: 'transferredFrom',
      note: { label: 'transferredTo', when: '5/17 13:00' },
    });
  });

  it('shows the original date and time on a transferred-to lesson', () => {
    expect(scheduleDisplay({ ...base, transferFlag: 2, originDate: '5/10', originHour: '10:00' })).toEqual({
      greyed: false,
      tag: null,
      note: { label: 'transferredFrom', when: '5/10 10:00' },
    });
  });

  it('leaves the note out when the server sent no other date or time', () => {
    expect(scheduleDisplay({ ...base, transferFlag: 1 }).note).toBeNull();
    expect(scheduleDisplay({ ...base, transferFlag: 2, originDate: null, originHour: '' }).note).toBeNull();
  });

  it('greys a recess with its label, before any transfer', () => {
    expect(scheduleDisplay({ ...base, recessFlag: 1, transferFlag: 1 })).toEqual({
      greyed: true,
      tag: 'recess',
      note: null,
    });
  });
});

describe('calendar', () => {
  it('lays out Sunday-first weeks', () => {
    const weeks = calendarWeeks(2025, 6);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks).toHaveLength(5);
    expect(calendarWeeks(2025, 2)[0]).toEqual([null, null, null, null, null, null, 1]);
  });

  it('holds every day of the month exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const days = calendarWeeks(y, m)
          .flat()
          .filter((d) => d !== null);
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        return days.length === last && days.every((d, i) => d === i + 1);
      }),
    );
  });

  it('moves across years', () => {
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
  });

  it('grows a cell with 3 or more children', () => {
    expect(isTallCalendarCell(2)).toBe(false);
    expect(isTallCalendarCell(3)).toBe(true);
  });
});
