import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import { chatDigestPeriod } from './mail';

describe('chatDigestPeriod (spec 1 §4 unread_chat)', () => {
  it('is none for 0 or a missing setting', () => {
    expect(chatDigestPeriod(0, jstDate(2026, 11, 24, 9))).toBeNull();
    expect(chatDigestPeriod(undefined, jstDate(2026, 11, 24, 9))).toBeNull();
  });

  it('every 2 hours: the two hours from an even hour in Japan', () => {
    expect(chatDigestPeriod(1, jstDate(2026, 11, 24, 20, 0))).toBe('2026-11-24T20');
    expect(chatDigestPeriod(1, jstDate(2026, 11, 24, 21, 59))).toBe('2026-11-24T20');
    expect(chatDigestPeriod(1, jstDate(2026, 11, 24, 22, 0))).toBe('2026-11-24T22');
    expect(chatDigestPeriod(1, jstDate(2026, 11, 25, 1, 30))).toBe('2026-11-25T00');
  });

  it('once a day: the day starts at 08:00 in Japan, so no digest is due in the night', () => {
    expect(chatDigestPeriod(2, jstDate(2026, 11, 24, 8, 0))).toBe('2026-11-24');
    expect(chatDigestPeriod(2, jstDate(2026, 11, 25, 7, 59))).toBe('2026-11-24');
    expect(chatDigestPeriod(2, jstDate(2026, 11, 25, 8, 0))).toBe('2026-11-25');
  });
});
