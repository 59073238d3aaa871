import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import {
  absenceDecisionSchema,
  absenceReportSchema,
  absenceTiming,
  cutoffInstant,
  freeSeats,
  isCutoffTime,
  isTransferCandidate,
  transferWindow,
} from './absence';

const lesson = jstDate(2026, 12, 14, 16, 0);

describe('absenceTiming (issue 33: the day cut-off)', () => {
  it('takes a report the day before as on time', () => {
    expect(absenceTiming(jstDate(2026, 12, 13, 22, 0), lesson, '10:00')).toBe('onTime');
  });
  it('flags a report at or after the cut-off on the lesson day', () => {
    expect(absenceTiming(jstDate(2026, 12, 14, 9, 59), lesson, '10:00')).toBe('onTime');
    expect(absenceTiming(jstDate(2026, 12, 14, 10, 0), lesson, '10:00')).toBe('late');
    expect(absenceTiming(jstDate(2026, 12, 14, 15, 59), lesson, '10:00')).toBe('late');
  });
  it('refuses once the lesson has started', () => {
    expect(absenceTiming(lesson, lesson, '10:00')).toBe('closed');
  });
  it('reads the cut-off in Japanese time, whatever the instant', () => {
    expect(cutoffInstant(lesson, '12:30').toISOString()).toBe('2026-12-14T03:30:00.000Z');
    expect(cutoffInstant(lesson, 'noon').toISOString()).toBe('2026-12-14T01:00:00.000Z');
    expect(isCutoffTime('23:59')).toBe(true);
    expect(isCutoffTime('24:00')).toBe(false);
  });
  it('never flags a report late before the cut-off, nor takes one after the start (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 86_400_000 }), (offset) => {
        const now = new Date(lesson.getTime() + offset);
        const timing = absenceTiming(now, lesson, '10:00');
        if (offset >= 0) return timing === 'closed';
        return timing === (now >= cutoffInstant(lesson, '10:00') ? 'late' : 'onTime');
      }),
    );
  });
});

describe('transferWindow', () => {
  it('spans the month of the absence and the next', () => {
    const { from, to } = transferWindow(jstDate(2026, 12, 14, 16), 1);
    expect(from).toEqual(jstDate(2026, 12, 1));
    expect(to).toEqual(jstDate(2027, 2, 1));
  });
  it('0 months is the month of the absence only', () => {
    const { to } = transferWindow(jstDate(2026, 11, 30, 23, 30), 0);
    expect(to).toEqual(jstDate(2026, 12, 1));
  });
});

describe('isTransferCandidate', () => {
  const base = {
    now: jstDate(2026, 12, 10),
    absence: { lessonId: 1, startsAt: lesson },
    windowMonths: 1,
  };
  const candidate = { id: 2, startsAt: jstDate(2026, 12, 21, 16), recess: false, capacity: 8, taken: 7 };
  it('takes a later lesson in the window with a seat', () => {
    expect(isTransferCandidate({ ...base, candidate })).toBe(true);
  });
  it('refuses a full lesson, a recess day, the lesson itself, the past and outside the window', () => {
    expect(isTransferCandidate({ ...base, candidate: { ...candidate, taken: 8 } })).toBe(false);
    expect(isTransferCandidate({ ...base, candidate: { ...candidate, recess: true } })).toBe(false);
    expect(isTransferCandidate({ ...base, candidate: { ...candidate, id: 1 } })).toBe(false);
    expect(isTransferCandidate({ ...base, candidate: { ...candidate, startsAt: jstDate(2026, 12, 9) } })).toBe(false);
    expect(isTransferCandidate({ ...base, candidate: { ...candidate, startsAt: jstDate(2027, 2, 1) } })).toBe(false);
  });
  it('counts free seats, never below zero', () => {
    expect(freeSeats(8, 3)).toBe(5);
    expect(freeSeats(8, 10)).toBe(0);
  });
});

describe('forms', () => {
  it('codes a missing kind and reason', () => {
    const result = absenceReportSchema.safeParse({ kind: '', reason: '', note: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'validation.select?field=absenceKind',
      'validation.select?field=absenceReason',
    ]);
  });
  it('takes a note up to 200 characters', () => {
    expect(absenceReportSchema.safeParse({ kind: 'absent', reason: 'illness', note: 'あ'.repeat(200) }).success).toBe(
      true,
    );
    expect(absenceReportSchema.safeParse({ kind: 'absent', reason: 'illness', note: 'あ'.repeat(201) }).success).toBe(
      false,
    );
  });
  it('asks a refusal for its reason', () => {
    expect(absenceDecisionSchema.safeParse({ decision: 'refuse', staffNote: '' }).success).toBe(false);
    expect(absenceDecisionSchema.safeParse({ decision: 'confirm', staffNote: '' }).success).toBe(true);
  });
});
