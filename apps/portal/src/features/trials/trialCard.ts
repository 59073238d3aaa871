import { DATE_TO_BE_DECIDED, type DateLocale, type TrialLike, trialBadge, trialWhen } from '@portal/domain';
import type { TrialCardProps } from '@portal/ui';
import { wordCode } from '../../i18n/wordCode';

type Trial = TrialLike & { trialCode: string; koza: { kozaName: string }; classroom: { classroomName: string } };

/**
 * A booking as TrialCard props (spec 1 §2 "Trial applications"): the badge from its status, and when it
 * takes place: the date, up to three preferred dates of an unreserved consultation, or 'date to be decided'.
 * The domain's codes are worded with `t` (a component's `useTranslation` t; i18next's by default), dates in
 * `locale`'s form.
 */
export function trialCardProps(trial: Trial, t?: unknown, locale: DateLocale = 'ja'): TrialCardProps {
  const when = trialWhen(trial, locale);
  // The same booking read as a dated trial tells a held date apart from preferred dates.
  const [dated] = trialWhen({ ...trial, isConsul: 0 }, locale);
  const base = {
    receiptNumber: trial.trialCode,
    status: trialBadge(trial.hankyoStatus).kind,
    statusLabel: wordCode(trialBadge(trial.hankyoStatus).labelCode, t),
    courseName: trial.koza.kozaName,
    classroomName: trial.classroom.classroomName,
    undatedText: wordCode(DATE_TO_BE_DECIDED, t),
  };
  if (when.length === 0 || when[0] === DATE_TO_BE_DECIDED) return base;
  if (when.length === 1 && when[0] === dated) return { ...base, schedule: dated };
  return { ...base, preferredDates: when };
}
