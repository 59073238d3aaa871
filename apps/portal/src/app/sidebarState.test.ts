import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIDEBAR_COLLAPSED_KEY, useSidebarCollapsed } from './sidebarState';

describe('useSidebarCollapsed', () => {
  beforeEach(() => localStorage.clear());

  it('starts open and remembers a collapse for the next visit', () => {
    const first = renderHook(() => useSidebarCollapsed());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    const next = renderHook(() => useSidebarCollapsed());
    expect(next.result.current[0]).toBe(true);
  });
});
