import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formDrafts } from '../forms/drafts';
import { clearStoredState } from './storage';

describe('clearStoredState', () => {
  it('empties session storage and the query cache', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['api', 'session', 'user'], { id: 1 });
    sessionStorage.setItem('anything', 'x');
    clearStoredState(queryClient, sessionStorage);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['api', 'session', 'user'])).toBeUndefined();
  });

  it('keeps the words typed in the open page, and whose they are (issue 30 item 4)', () => {
    sessionStorage.setItem('lessonPage.1', 'x');
    formDrafts.save('profile', { values: { city: '渋谷区' }, base: { city: '' } }, sessionStorage);
    formDrafts.claim(7, sessionStorage);
    clearStoredState(new QueryClient(), sessionStorage);
    expect(sessionStorage.getItem('lessonPage.1')).toBeNull();
    expect(formDrafts.load('profile', sessionStorage)?.values).toEqual({ city: '渋谷区' });
    // Another account signing in on this computer never sees them.
    formDrafts.claim(8, sessionStorage);
    expect(formDrafts.load('profile', sessionStorage)).toBeNull();
  });

  it('keeps the drafts when the same account signs in again', () => {
    sessionStorage.clear();
    formDrafts.claim(7, sessionStorage);
    formDrafts.save('profile', { values: { city: '渋谷区' }, base: { city: '' } }, sessionStorage);
    formDrafts.claim(7, sessionStorage);
    expect(formDrafts.load('profile', sessionStorage)?.values).toEqual({ city: '渋谷区' });
  });
});
