import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLessonPageKeys, clearStoredState, LESSON_PAGE_KEY_PREFIX } from './storage';

describe('clearLessonPageKeys', () => {
  beforeEach(() => sessionStorage.clear());

  it('removes only the lesson page keys', () => {
    sessionStorage.setItem(`${LESSON_PAGE_KEY_PREFIX}selectedChild`, '12');
    sessionStorage.setItem(`${LESSON_PAGE_KEY_PREFIX}tabIndex`, '1');
    sessionStorage.setItem(`${LESSON_PAGE_KEY_PREFIX}gridView`, 'true');
    sessionStorage.setItem('termsAgreement.privacy', 'true');
    clearLessonPageKeys(sessionStorage);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('termsAgreement.privacy')).toBe('true');
  });
});

describe('clearStoredState', () => {
  it('empties session storage and the query cache', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['api', 'session', 'user'], { id: 1 });
    sessionStorage.setItem('anything', 'x');
    clearStoredState(queryClient, sessionStorage);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['api', 'session', 'user'])).toBeUndefined();
  });
});
