import { jstDate, jstParts, jstTime, jstWeekdayKanji, pad2 } from '../time/jst';

/**
 * COPY.md "Form": the portal's two date styles. `list` for lists, tables and labelled values
 * (2026/11/21, 2026/11/21 10:00); `long` for sentences and headings (2026年11月21日（土）, with time
 * 2026年11月21日（土）10:00). Never an ISO date on screen.
 */
export type DateStyle = 'list' | 'long';

export type DateLocale = 'ja' | 'en';

export type FormatDateOptions = {
  style?: DateStyle;
  /** Adds the wall-clock time (HH:mm) in Japan. */
  time?: boolean;
  locale?: DateLocale;
};

// The API's dates: "2026-11-21", "2026-11-21 10:00:00", "2026/11/21", or an instant with its zone.
const WALL_CLOCK = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Spec 1 §4 / 2 §5: an API date as an instant. A date or date-time without a zone is a wall-clock time in
 * Japan; one with `Z` or an offset is taken as written. Null when it is not a date.
 */
export function parseApiDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const m = WALL_CLOCK.exec(text);
  if (m) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
      .slice(1)
      .map((part) => Number(part ?? 0));
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return jstDate(year, month, day, hour, minute, second);
  }
  if (!/^\d{4}-\d{2}-\d{2}T.+(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

// Built on first English use: a formatter with a time zone costs ~20 ms to build on a slow phone, and most
// readers never see an English date (issue 18: work before the first page).
let enDate: Record<DateStyle, Intl.DateTimeFormat> | undefined;
function englishDate(style: DateStyle): Intl.DateTimeFormat {
  enDate ??= {
    list: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', day: 'numeric', month: 'short', year: 'numeric' }),
    long: new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
  };
  return enDate[style];
}

/**
 * COPY.md "Form": the one formatter of dates on screen, in Japan time whatever the device's zone. A value
 * that is not a date is shown as it came, so a surprising answer never blanks a screen.
 */
export function formatDate(value: string | Date, options: FormatDateOptions = {}): string {
  const { style = 'list', time = false, locale = 'ja' } = options;
  const instant = parseApiDate(value);
  if (!instant) return typeof value === 'string' ? value : '';
  const clock = time ? jstTime(instant) : '';
  if (locale === 'en') return `${englishDate(style).format(instant)}${clock ? `, ${clock}` : ''}`;
  const p = jstParts(instant);
  if (style === 'long') return `${p.year}年${p.month}月${p.day}日（${jstWeekdayKanji(instant)}）${clock}`;
  return `${p.year}/${pad2(p.month)}/${pad2(p.day)}${clock ? ` ${clock}` : ''}`;
}

/**
 * COPY.md "Form": a lesson's time span as the API gives it (「10:00〜11:30」, 「10:00〜」) in the screen's language:
 * Japanese keeps 〜, English writes a hyphen (10:00-11:30), never 〜 (issue 31 item 34).
 */
export function formatTimeRange(hour: string, locale: DateLocale = 'ja'): string {
  if (locale === 'ja') return hour;
  // A start alone (「10:00〜」) is the start time.
  return hour.replace(/\s*[〜～~]\s*$/, '').replace(/\s*[〜～~]\s*/g, '-');
}
