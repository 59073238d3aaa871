import { z } from 'zod';
import { jstDate, jstParts } from '../time/jst';
import { fieldParams, messageCode } from '../validation/codes';
import { codes, optionalText } from '../validation/rules';

/** Issue 33: what a guardian reports for one lesson: 欠席, 遅刻 or 早退. */
export const ABSENCE_KINDS = ['absent', 'late', 'early'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** Issue 33: why (the classroom plans with it; the note says the rest). */
export const ABSENCE_REASONS = ['illness', 'family', 'school', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** Issue 33: 確認中 until the classroom answers, then 確認済 or お受けできません. */
export const ABSENCE_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** Issue 33: a transfer the guardian asked for, and the classroom's answer. */
export const TRANSFER_STATUSES = ['requested', 'accepted', 'refused'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const ABSENCE_LIMITS = { note: 200, staffNote: 200 } as const;

/** The day's cut-off a classroom starts with (ADR 046): reports after it on the lesson's day are 当日連絡. */
export const DEFAULT_ABSENCE_CUTOFF = '10:00';

/** The guardian's form (issue 33): kind and reason chosen, a note up to 200 characters. */
export const absenceReportSchema = z.object({
  kind: z.enum(ABSENCE_KINDS, { error: codes.select('absenceKind') }),
  reason: z.enum(ABSENCE_REASONS, { error: codes.select('absenceReason') }),
  note: optionalText('absenceNote', ABSENCE_LIMITS.note),
});
export type AbsenceReportForm = z.input<typeof absenceReportSchema>;

/** The staff answer (issue 33): a refusal says why, a confirmation may add a note. */
export const absenceDecisionSchema = z
  .object({
    decision: z.enum(['confirm', 'refuse']),
    staffNote: optionalText('absenceStaffNote', ABSENCE_LIMITS.staffNote),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'refuse' && !v.staffNote)
      ctx.addIssue({ code: 'custom', path: ['staffNote'], message: codes.required('absenceStaffNote') });
  });

const CUTOFF = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a cut-off time of day, `HH:MM` (00:00-23:59). */
export function isCutoffTime(text: string): boolean {
  return CUTOFF.test(text);
}

/** The instant of the classroom's cut-off on the lesson's own day (Japanese time). */
export function cutoffInstant(lessonStartsAt: Date, cutoff: string): Date {
  const { year, month, day } = jstParts(lessonStartsAt);
  const [hour, minute] = (isCutoffTime(cutoff) ? cutoff : DEFAULT_ABSENCE_CUTOFF).split(':').map(Number);
  return jstDate(year, month, day, hour, minute);
}

/**
 * Issue 33: a report is taken until the lesson starts; one sent at or after the classroom's cut-off on the
 * lesson's day is taken and flagged 当日連絡 (`late`). Later than the start it is refused (`closed`).
 */
export function absenceTiming(now: Date, lessonStartsAt: Date, cutoff: string): 'onTime' | 'late' | 'closed' {
  if (now.getTime() >= lessonStartsAt.getTime()) return 'closed';
  return now.getTime() >= cutoffInstant(lessonStartsAt, cutoff).getTime() ? 'late' : 'onTime';
}

/**
 * Issue 33: a classroom's transfer window: from the first day of the absence's month through the end of
 * the month `months` later (1 = the month of the absence and the next), in Japanese time.
 */
export function transferWindow(absenceStartsAt: Date, months: number): { from: Date; to: Date } {
  const { year, month } = jstParts(absenceStartsAt);
  const span = Math.max(0, Math.floor(months));
  return { from: jstDate(year, month, 1), to: jstDate(year, month + span + 1, 1) };
}

/**
 * Issue 33: whether a lesson can take the child instead: in the window, not yet started, not the absent
 * lesson itself, not a recess day, and with a free seat.
 */
export function isTransferCandidate(input: {
  now: Date;
  absence: { lessonId: number; startsAt: Date };
  candidate: { id: number; startsAt: Date; recess: boolean; capacity: number; taken: number };
  windowMonths: number;
}): boolean {
  const { now, absence, candidate, windowMonths } = input;
  const { from, to } = transferWindow(absence.startsAt, windowMonths);
  const at = candidate.startsAt.getTime();
  return (
    candidate.id !== absence.lessonId &&
    !candidate.recess &&
    at > now.getTime() &&
    at >= from.getTime() &&
    at < to.getTime() &&
    freeSeats(candidate.capacity, candidate.taken) > 0
  );
}

/** Issue 33: the seats left in a lesson (never negative, even when a class is over-full). */
export function freeSeats(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** Issue 33: the longest transfer window a classroom may set (the month of the absence and the three after it). */
export const TRANSFER_WINDOW_MAX = 3;
export const TRANSFER_LIMITS = { note: 200 } as const;

const windowError = codes.select('transferWindow');

/**
 * Issue 33: a classroom's absence settings as staff set them: the day's cut-off (`HH:MM`, Japanese time),
 * whether transfers are offered, and the window in months after the absence's month (0 = that month only).
 */
export const absenceSettingsSchema = z.object({
  cutoffTime: z
    .string({ error: codes.required('absenceCutoff') })
    .trim()
    .refine((v) => v.length > 0, codes.required('absenceCutoff'))
    .refine(
      (v) => v.length === 0 || isCutoffTime(v),
      messageCode('validation.timeOfDay', fieldParams('absenceCutoff')),
    ),
  // A boolean on the wire; the staff form's radio buttons give 'true' or 'false'.
  transfersOffered: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: codes.select('transfersOffered'),
  }),
  transferWindowMonths: z.coerce
    .number({ error: windowError })
    .int({ error: windowError })
    .min(0, { error: windowError })
    .max(TRANSFER_WINDOW_MAX, { error: windowError }),
});
export type AbsenceSettingsForm = z.input<typeof absenceSettingsSchema>;

/** Issue 33: the guardian's choice of the lesson to take instead. */
export const transferRequestSchema = z.object({
  lessonId: z.coerce
    .number({ error: codes.select('transferLesson') })
    .int({ error: codes.select('transferLesson') })
    .positive({ error: codes.select('transferLesson') }),
});

/** Issue 33: the staff answer to a transfer: a refusal says why (the family reads it). */
export const transferDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'refuse']),
    note: optionalText('transferNote', TRANSFER_LIMITS.note),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'refuse' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: codes.required('transferNote') });
  });

/**
 * Issue 33: whether the family may ask for a transfer after this report: an absence (not a late arrival or an
 * early leave) the classroom has not refused, at a classroom that offers transfers, with no transfer asked for
 * or accepted yet (after a refused one the family may pick another lesson).
 */
export function canRequestTransfer(report: {
  kind: AbsenceKind;
  status: AbsenceStatus;
  transferStatus: TransferStatus | null;
  transfersOffered: boolean;
}): boolean {
  return (
    report.transfersOffered &&
    report.kind === 'absent' &&
    report.status !== 'refused' &&
    (report.transferStatus === null || report.transferStatus === 'refused')
  );
}
