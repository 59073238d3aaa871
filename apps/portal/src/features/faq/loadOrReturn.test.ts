import { ApiError } from '@portal/api-client';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadOrReturnToTop, routeId } from './loadOrReturn';

describe('FAQ loading', () => {
  it('accepts only positive integer ids from the path', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '12345678901']) expect(routeId(bad)).toBeNull();
  });

  it('returns the data when the fetch succeeds', async () => {
    await expect(loadOrReturnToTop(async () => 'ok')).resolves.toBe('ok');
  });

  it('returns to FAQ TOP with a note when the fetch fails (spec 1 §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const thrown = await loadOrReturnToTop(() => Promise.reject(new ApiError(400, { message: 'x' }))).catch((e) => e);
    expect(isRedirect(thrown)).toBe(true);
    // A typed redirect: FAQ TOP with the note's search parameter.
    expect(thrown.options).toMatchObject({ to: '/faq', search: { loadFailed: 1 } });
  });

  it('leaves an ended session to the API client, which sends the guardian to sign in', async () => {
    const error = new ApiError(401, { message: 'Unauthenticated.' });
    await expect(loadOrReturnToTop(() => Promise.reject(error))).rejects.toBe(error);
  });
});
