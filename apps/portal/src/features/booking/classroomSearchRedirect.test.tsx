import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { externalLinks } from '../../app/links';
import { useClassroomSearchRedirect } from './BookingPages';

describe('useClassroomSearchRedirect', () => {
  it('leaves for the classroom search site once, however often the page renders while it leaves', () => {
    const go = vi.fn();
    const { rerender } = renderHook(({ failed }) => useClassroomSearchRedirect(failed, (url) => go(url)), {
      initialProps: { failed: false },
    });
    expect(go).not.toHaveBeenCalled();
    rerender({ failed: true });
    rerender({ failed: true });
    rerender({ failed: true });
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(externalLinks.classroomSearch);
  });
});
