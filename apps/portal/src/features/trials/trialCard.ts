import { DATE_TO_BE_DECIDED, type TrialLike, trialBadge, trialWhen } from '@portal/domain';
import type { TrialCardProps } from '@portal/ui';

type Trial = TrialLike & { trialCode: string; koza: { kozaName: string }; classroom: { classroomName: string } };

/**
 * A booking as TrialCard props (spec 1 §2 "Trial applications"): the badge from its status, and when it
 * takes place: the date, up to three preferred dates of an unreserved consultation, or 'date to be decided'.
 */
export function trialCardProps(trial: Trial): TrialCardProps {
  const when = trialWhen(trial);
  // The same booking read as a dated trial tells a held date apart from preferred dates.
  const [dated] = trialWhen({ ...trial, isConsul: 0 });
  const base = {
    receiptNumber: trial.trialCode,
    status: trialBadge(trial.hankyoStatus).kind,
    courseName: trial.koza.kozaName,
    classroomName: trial.classroom.classroomName,
    undatedText: DATE_TO_BE_DECIDED,
  };
  if (when.length === 0 || when[0] === DATE_TO_BE_DECIDED) return base;
  if (when.length === 1 && when[0] === dated) return { ...base, schedule: dated };
  return { ...base, preferredDates: when };
}
