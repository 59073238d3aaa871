import { jstIsoDate } from '../time/jst';

/** Spec 1 §3: the fields of a trial booking the list and home box use. */
export interface TrialLike {
  hankyoStatus: string | null | undefined;
  kaisaiYmd?: string | null;
  isConsul?: number | boolean | null;
  kiboRaiko1?: string | null;
  kiboRaiko2?: string | null;
  kiboRaiko3?: string | null;
  kaisaiYear?: string | number | null;
  kaisaiMonth?: string | number | null;
  kaisaiDay?: string | number | null;
  kaisaiYobi?: string | null;
  kaisaiTime?: string | null;
}

/** Spec 1 §2 "Trial applications": a badge's meaning. */
export type TrialBadge = 'cancelled' | 'reserved' | 'pending';

/** Spec 1 §2: CANCEL = cancelled, YOYAKU = reservation complete, otherwise reservation pending. */
export function trialBadge(hankyoStatus: string | null | undefined): { kind: TrialBadge; label: string } {
  if (hankyoStatus === 'CANCEL') return { kind: 'cancelled', label: 'キャンセル' };
  if (hankyoStatus === 'YOYAKU') return { kind: 'reserved', label: '予約完了' };
  return { kind: 'pending', label: '予約受付中' };
}

/** Spec 1 §2: the text of an undated consultation. */
export const DATE_TO_BE_DECIDED = '日程調整中';

/**
 * Spec 1 §2: when a trial takes place: its date, weekday and time; for a consultation not yet reserved,
 * up to three preferred dates; an undated consultation reads 'date to be decided'.
 */
export function trialWhen(trial: TrialLike): string[] {
  const consultation = Boolean(trial.isConsul);
  if (consultation && trial.hankyoStatus !== 'YOYAKU') {
    const wishes = [trial.kiboRaiko1, trial.kiboRaiko2, trial.kiboRaiko3].filter((d): d is string =>
      Boolean(d?.trim()),
    );
    if (wishes.length > 0) return wishes;
  }
  if (!trial.kaisaiYear || !trial.kaisaiMonth || !trial.kaisaiDay) return consultation ? [DATE_TO_BE_DECIDED] : [];
  const weekday = trial.kaisaiYobi ? `（${trial.kaisaiYobi}）` : '';
  const time = trial.kaisaiTime ? ` ${trial.kaisaiTime}` : '';
  return [`${trial.kaisaiYear}年${Number(trial.kaisaiMonth)}月${Number(trial.kaisaiDay)}日${weekday}${time}`];
}

/** Spec 1 §2 "Trial applications": the home box shows only trials from today (JST) on that are not CANCEL. */
export function homeTrials<T extends TrialLike>(trials: readonly T[], today: Date): T[] {
  const todayIso = jstIsoDate(today);
  return trials.filter((t) => {
    if (t.hankyoStatus === 'CANCEL') return false;
    const date = normaliseYmd(t.kaisaiYmd);
    // An undated consultation is still upcoming.
    return date === null || date >= todayIso;
  });
}

/** Reads YYYYMMDD, YYYY-MM-DD or YYYY/MM/DD into YYYY-MM-DD. */
function normaliseYmd(ymd: string | null | undefined): string | null {
  const m = /^(\d{4})[-/]?(\d{1,2})[-/]?(\d{1,2})/.exec(ymd ?? '');
  if (!m) return null;
  return `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`;
}
