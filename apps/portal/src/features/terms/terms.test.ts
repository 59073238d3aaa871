import { describe, expect, it } from 'vitest';
import { consentPagesOpen } from './consentGate';

describe('consentPagesOpen (spec 1 §2 / §4: the consent pages redirect to / before the enable date)', () => {
  const config = (value: string) => async () => value;

  it('opens from the configured enable date on', async () => {
    expect(await consentPagesOpen(config('2026-06-01T00:00:00+09:00'), new Date('2026-05-31T14:59:59Z'))).toBe(false);
    expect(await consentPagesOpen(config('2026-06-01T00:00:00+09:00'), new Date('2026-05-31T15:00:00Z'))).toBe(true);
  });

  it('falls back to 2025-09-19 12:00 JST when the config cannot be fetched', async () => {
    const failing = async () => {
      throw new Error('offline');
    };
    const quiet = () => {};
    expect(await consentPagesOpen(failing, new Date('2025-09-19T02:59:00Z'), quiet)).toBe(false);
    expect(await consentPagesOpen(failing, new Date('2025-09-19T03:00:00Z'), quiet)).toBe(true);
  });
});
