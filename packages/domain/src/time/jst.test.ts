import { describe, expect, it } from 'vitest';
import { jstDate, jstIsoDate, jstParts, jstTime, jstWeekdayKanji, jstYearMonth, pad2 } from './jst';

describe('jstParts', () => {
  it('reads 23:59 JST on the last day of a month as that day, although UTC is still earlier that day', () => {
    const d = jstDate(2025, 1, 31, 23, 59);
    expect(d.toISOString()).toBe('2025-01-31T14:59:00.000Z');
    expect(jstParts(d)).toMatchObject({ year: 2025, month: 1, day: 31, hour: 23, minute: 59 });
  });

  it('moves to the next JST day once UTC passes 15:00', () => {
    const d = new Date('2025-03-31T15:00:00Z');
    expect(jstParts(d)).toMatchObject({ year: 2025, month: 4, day: 1, hour: 0, weekday: 2 });
  });

  it('crosses the year in JST before it does in UTC', () => {
    expect(jstParts(new Date('2024-12-31T15:30:00Z')).year).toBe(2025);
  });
});

describe('jst formatting', () => {
  it('formats the JST date and year-month with zero padding', () => {
    const d = jstDate(2025, 2, 3, 0, 5);
    expect(jstIsoDate(d)).toBe('2025-02-03');
    expect(jstYearMonth(d)).toBe('2025-02');
    expect(pad2(7)).toBe('07');
  });
});

describe('jst text', () => {
  it('writes a date and time as the lists show it, in Japan time', () => {
    // 2026-12-05 01:00 UTC is Saturday 10:00 in Japan.
    const at = new Date('2026-12-05T01:00:00Z');
    expect(jstTime(at)).toBe('10:00');
    expect(jstWeekdayKanji(at)).toBe('土');
  });
});
