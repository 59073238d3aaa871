import { describe, expect, it } from 'vitest';
import { displayPublicDate, displayPublicDay } from './publicDate';

describe('public dates on the list and detail screens', () => {
  it('shows the date and minute of an API timestamp', () => {
    expect(displayPublicDate('2026-11-20 10:00:00')).toBe('2026/11/20 10:00');
    expect(displayPublicDay('2026-11-20 10:00:00')).toBe('2026/11/20');
  });
  it('keeps a bare date and leaves an unknown shape as it came', () => {
    expect(displayPublicDate('2026-11-20')).toBe('2026/11/20');
    expect(displayPublicDate('近日公開')).toBe('近日公開');
  });
});
