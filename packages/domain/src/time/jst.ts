/** Spec 1 §4 / 2 §5: a calendar moment as read on a wall clock in Japan. */
export interface JstParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** Japan has no daylight saving time, so a fixed offset is exact. */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Spec 1 §4 / 2 §5: every date rule is decided in Japan time, whatever the machine's zone. */
export function jstParts(date: Date): JstParts {
  const shifted = new Date(date.getTime() + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** Spec 1 §4: the instant of a JST wall-clock time (month 1-12). */
export function jstDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - JST_OFFSET_MS);
}

/** Spec 2 §7: a date as YYYY-MM-DD in JST (entry dates, birthdays, filters). */
export function jstIsoDate(date: Date): string {
  const p = jstParts(date);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Spec 1 §2: a year-month as YYYY-MM in JST. */
export function jstYearMonth(date: Date): string {
  const p = jstParts(date);
  return `${p.year}-${pad2(p.month)}`;
}

/** Spec 1 §7 / 2 §7: zero-pads to two digits (months, days, hours in payloads and queries). */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

const WEEKDAY_KANJI = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Spec 1 §2: the one-kanji weekday (日 … 土) of an instant in Japan. */
export function jstWeekdayKanji(date: Date): string {
  return WEEKDAY_KANJI[jstParts(date).weekday] as string;
}

/** Spec 1 §2 "Chat" / "Trial applications": the wall-clock HH:MM of an instant in Japan. */
export function jstTime(date: Date): string {
  const p = jstParts(date);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}
