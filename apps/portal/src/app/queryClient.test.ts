import { ApiError } from '@portal/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createPortalQueryClient } from './queryClient';

// The retry delay is the library's (a second); fake timers keep the test quick.
async function callsFor(error: unknown): Promise<number> {
  vi.useFakeTimers();
  try {
    const client = createPortalQueryClient();
    const queryFn = vi.fn().mockRejectedValue(error);
    const done = client.fetchQuery({ queryKey: ['x'], queryFn }).catch(() => undefined);
    await vi.runAllTimersAsync();
    await done;
    return queryFn.mock.calls.length;
  } finally {
    vi.useRealTimers();
  }
}

describe('the portal query client', () => {
  it('never asks twice for what the server refused (4xx): its answer would be the same (issue 30 item 13)', async () => {
    for (const status of [400, 403, 404, 409, 422]) {
      expect(await callsFor(new ApiError(status, { message: 'このページは表示できません。' })), String(status)).toBe(1);
    }
  });

  it('asks once more after a network failure or a server error', async () => {
    expect(await callsFor(new TypeError('Failed to fetch'))).toBe(2);
    expect(await callsFor(new ApiError(503, { message: 'Service Unavailable' }))).toBe(2);
  });
});
