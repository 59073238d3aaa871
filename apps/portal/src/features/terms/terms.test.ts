import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { consentPagesOpen } from './consentGate';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it("uses the server's message, else the default", () => {
    expect(serverMessage(new ApiError(500, { message: '規約が見つかりませんでした。' }), '既定')).toBe(
      '規約が見つかりませんでした。',
    );
    expect(serverMessage(new ApiError(500, { message: '  ' }), '既定')).toBe('既定');
    expect(serverMessage(new ApiError(502, '<html>bad gateway</html>'), '既定')).toBe('既定');
    expect(serverMessage(new TypeError('Failed to fetch'), '既定')).toBe('既定');
  });
});

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
