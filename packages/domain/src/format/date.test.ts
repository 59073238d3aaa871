import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import { formatDate, formatTimeRange, parseApiDate } from './date';

describe('formatDate', () => {
  it('writes lists and labelled values as 2026/11/21, with the time when asked', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21');
    expect(formatDate('2026-11-21 09:05:00')).toBe('2026/11/21');
    expect(formatDate('2026-11-21 09:05:00', { time: true })).toBe('2026/11/21 09:05');
    expect(formatDate('2025-6-7 10:00')).toBe('2025/06/07');
    expect(formatDate('2025/06/07 10:00:00')).toBe('2025/06/07');
  });

  it('writes sentences and headings as 2026年11月21日（土）', () => {
    expect(formatDate('2026-11-21', { style: 'long' })).toBe('2026年11月21日（土）');
    expect(formatDate('2026-12-05T01:00:00Z', { style: 'long', time: true })).toBe('2026年12月5日（土）10:00');
  });

  it('turns the day at midnight in Japan, whatever the zone the instant is written in', () => {
    // 23:59 JST on 31 October is still October and a Saturday; a minute later it is Sunday 1 November.
    expect(formatDate(jstDate(2026, 10, 31, 23, 59), { style: 'long', time: true })).toBe('2026年10月31日（土）23:59');
    expect(formatDate('2026-10-31T15:00:00Z', { style: 'long', time: true })).toBe('2026年11月1日（日）00:00');
    expect(formatDate('2026-11-01T00:00:00+09:00')).toBe('2026/11/01');
  });

  it('writes English dates without ambiguity, in Japan time', () => {
    expect(formatDate('2026-11-21', { locale: 'en' })).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21 10:00', { locale: 'en', style: 'long', time: true })).toBe(
      'Sat, 21 November 2026, 10:00',
    );
  });

  it('shows a value that is not a date as it came, never an ISO date or "Invalid Date"', () => {
    expect(formatDate('近日公開')).toBe('近日公開');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('never puts a hyphenated ISO date on screen for any date of the API', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        for (const style of ['list', 'long'] as const) {
          const text = formatDate(d.toISOString(), { style, time: true });
          expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
          expect(parseApiDate(d.toISOString())?.getTime()).toBe(d.getTime());
        }
      }),
    );
  });
});

describe('formatTimeRange', () => {
  it('keeps 〜 in Japanese and writes a hyphen in English (issue 31 item 34)', () => {
    expect(formatTimeRange('10:00〜11:30')).toBe('10:00〜11:30');
    expect(formatTimeRange('10:00〜11:30', 'en')).toBe('10:00-11:30');
    expect(formatTimeRange('10:00 〜 11:30', 'en')).toBe('10:00-11:30');
    expect(formatTimeRange('10:00〜', 'en')).toBe('10:00');
  });
});
