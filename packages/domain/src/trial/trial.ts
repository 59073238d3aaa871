import { type DateLocale, formatDate } from '../format/date';
import { jstIsoDate } from '../time/jst';
import { messageCode } from '../validation/codes';

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

/**
 * Spec 1 §2: CANCEL = cancelled, YOYAKU = reservation complete, otherwise reservation pending; the label
 * is a message code (ADR 027, `labels.trialStatuses.<kind>`).
 */
export function trialBadge(hankyoStatus: string | null | undefined): { kind: TrialBadge; labelCode: string } {
  const kind: TrialBadge = hankyoStatus === 'CANCEL' ? 'cancelled' : hankyoStatus === 'YOYAKU' ? 'reserved' : 'pending';
  return { kind, labelCode: messageCode(`labels.trialStatuses.${kind}`) };
}

/** Spec 1 §2: the message code of an undated consultation's 'date to be decided' (ADR 027). */
export const DATE_TO_BE_DECIDED = messageCode('labels.dateToBeDecided');

/**
 * Spec 1 §2: when a trial takes place: its date, weekday and time; for a consultation not yet reserved,
 * up to three preferred dates; an undated consultation reads 'date to be decided'.
 */
export function trialWhen(trial: TrialLike, locale: DateLocale = 'ja'): string[] {
  const consultation = Boolean(trial.isConsul);
  if (consultation && trial.hankyoStatus !== 'YOYAKU') {
    const wishes = [trial.kiboRaiko1, trial.kiboRaiko2, trial.kiboRaiko3].filter((d): d is string =>
      Boolean(d?.trim()),
    );
    // A backend may send a wish as a Japanese date or as an ISO one; the screen shows one style (COPY.md).
    if (wishes.length > 0)
      return wishes.map((wish) => formatDate(wish, { style: 'long', time: /\d:\d\d/.test(wish), locale }));
  }
  if (!trial.kaisaiYear || !trial.kaisaiMonth || !trial.kaisaiDay) return consultation ? [DATE_TO_BE_DECIDED] : [];
  const time = trial.kaisaiTime ? ` ${trial.kaisaiTime}` : '';
  if (locale === 'en') {
    const day = formatDate(`${trial.kaisaiYear}-${trial.kaisaiMonth}-${trial.kaisaiDay}`, { style: 'long', locale });
    return [`${day}${time.replace(/〜/g, '–')}`];
  }
  const weekday = trial.kaisaiYobi ? `（${trial.kaisaiYobi}）` : '';
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
