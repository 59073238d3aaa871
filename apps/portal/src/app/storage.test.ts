import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
});
