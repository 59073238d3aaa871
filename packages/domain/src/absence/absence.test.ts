import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import {
  absenceDecisionSchema,
  absenceReportSchema,
  absenceSettingsSchema,
  absenceTiming,
  canRequestTransfer,
  cutoffInstant,
  freeSeats,
  isCutoffTime,
  isTransferCandidate,
  transferDecisionSchema,
  transferRequestSchema,
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

describe('absence settings and transfers (issue 33, ADR 051)', () => {
  it('takes a cut-off time of day, transfers on or off and a window of 0 to 3 months', () => {
    expect(
      absenceSettingsSchema.parse({ cutoffTime: ' 09:30 ', transfersOffered: true, transferWindowMonths: '2' }),
    ).toEqual({
      cutoffTime: '09:30',
      transfersOffered: true,
      transferWindowMonths: 2,
    });
  });
  it("takes the staff form's radio values for whether transfers are offered", () => {
    const form = { cutoffTime: '10:00', transferWindowMonths: '1' };
    expect(absenceSettingsSchema.parse({ ...form, transfersOffered: 'false' }).transfersOffered).toBe(false);
    expect(absenceSettingsSchema.parse({ ...form, transfersOffered: 'true' }).transfersOffered).toBe(true);
    const none = absenceSettingsSchema.safeParse({ ...form, transfersOffered: '' });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['validation.select?field=transfersOffered']);
  });
  it('names the field of a wrong cut-off or window', () => {
    const wrong = absenceSettingsSchema.safeParse({
      cutoffTime: '25:00',
      transfersOffered: true,
      transferWindowMonths: 4,
    });
    expect(wrong.success).toBe(false);
    const messages = wrong.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('validation.timeOfDay?field=absenceCutoff');
    expect(messages).toContain('validation.select?field=transferWindow');
    const empty = absenceSettingsSchema.safeParse({ cutoffTime: '', transfersOffered: false, transferWindowMonths: 1 });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['validation.required?field=absenceCutoff']);
  });
  it('asks for a lesson to transfer to, and a comment when staff refuse one', () => {
    expect(transferRequestSchema.parse({ lessonId: '12' })).toEqual({ lessonId: 12 });
    expect(transferRequestSchema.safeParse({ lessonId: '' }).success).toBe(false);
    expect(transferDecisionSchema.safeParse({ decision: 'accept' }).success).toBe(true);
    const refused = transferDecisionSchema.safeParse({ decision: 'refuse', note: '  ' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['validation.required?field=transferNote']);
  });
  it('offers a transfer only after an absence the classroom has not refused, where transfers are offered', () => {
    const report = { kind: 'absent', status: 'pending', transferStatus: null, transfersOffered: true } as const;
    expect(canRequestTransfer(report)).toBe(true);
    expect(canRequestTransfer({ ...report, status: 'confirmed' })).toBe(true);
    expect(canRequestTransfer({ ...report, transferStatus: 'refused' })).toBe(true);
    expect(canRequestTransfer({ ...report, transfersOffered: false })).toBe(false);
    expect(canRequestTransfer({ ...report, kind: 'late' })).toBe(false);
    expect(canRequestTransfer({ ...report, status: 'refused' })).toBe(false);
    expect(canRequestTransfer({ ...report, transferStatus: 'requested' })).toBe(false);
    expect(canRequestTransfer({ ...report, transferStatus: 'accepted' })).toBe(false);
  });
  it('a window of 0 months is the month of the absence only', () => {
    const { from, to } = transferWindow(jstDate(2026, 12, 14, 16, 0), 0);
    expect(from.toISOString()).toBe(jstDate(2026, 12, 1).toISOString());
    expect(to.toISOString()).toBe(jstDate(2027, 1, 1).toISOString());
  });
});
