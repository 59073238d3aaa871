import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsisPages, windowPages } from './pagination';

describe('windowPages', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(windowPages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(windowPages(3, 3)).toEqual([1, 2, 3]);
  });

  it('shows a window of 3 around the current page beyond 5 pages', () => {
    expect(windowPages(4, 10)).toEqual([3, 4, 5]);
    expect(windowPages(1, 10)).toEqual([1, 2, 3]);
    expect(windowPages(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows nothing when there are no pages', () => {
    expect(windowPages(1, 0)).toEqual([]);
  });
});

describe('ellipsisPages', () => {
  const labels = (current: number, last: number) =>
    ellipsisPages(current, last).map((i) => (i.kind === 'page' ? i.page : '…'));

  it('keeps first and last with 3 pages either side and ellipses for gaps', () => {
    expect(labels(10, 20)).toEqual([1, '…', 7, 8, 9, 10, 11, 12, 13, '…', 20]);
  });

  it('leaves out an ellipsis where there is no gap', () => {
    expect(labels(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows a single page once', () => {
    expect(labels(1, 1)).toEqual([1]);
  });

  it('narrows to the current page between first and last for a phone', () => {
    const narrow = (current: number, last: number) =>
      ellipsisPages(current, last, 0).map((i) => (i.kind === 'page' ? i.page : '…'));
    expect(narrow(10, 20)).toEqual([1, '…', 10, '…', 20]);
    expect(narrow(2, 20)).toEqual([1, 2, '…', 20]);
    expect(narrow(20, 20)).toEqual([1, '…', 20]);
  });
});

describe('pagination properties', () => {
  const pages = fc
    .integer({ min: 1, max: 200 })
    .chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last)));

  it('windowPages always holds the current page, stays inside 1..last and is ascending', () => {
    fc.assert(
      fc.property(pages, ([current, last]) => {
        const w = windowPages(current, last);
        expect(w).toContain(current);
        expect(w.every((p) => p >= 1 && p <= last)).toBe(true);
        expect(w).toEqual([...w].sort((a, b) => a - b));
        expect(w.length).toBe(last <= 5 ? last : 3);
      }),
    );
  });

  it('ellipsisPages always holds the first, last and current page, each page once, inside 1..last', () => {
    fc.assert(
      fc.property(pages, ([current, last]) => {
        const numbers = ellipsisPages(current, last).flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        expect(numbers).toContain(current);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers.every((p) => p >= 1 && p <= last)).toBe(true);
        for (let p = Math.max(1, current - 3); p <= Math.min(last, current + 3); p++) expect(numbers).toContain(p);
      }),
    );
  });

  it('puts an ellipsis exactly where pages are skipped', () => {
    fc.assert(
      fc.property(pages, ([current, last]) => {
        const items = ellipsisPages(current, last);
        items.forEach((item, i) => {
          const prev = items[i - 1];
          const next = items[i + 1];
          if (item.kind === 'ellipsis' && prev?.kind === 'page' && next?.kind === 'page') {
            expect(next.page - prev.page).toBeGreaterThan(1);
          }
          if (item.kind === 'page' && next?.kind === 'page') expect(next.page).toBe(item.page + 1);
        });
      }),
    );
  });

  it('clamps a current page outside the range', () => {
    expect(windowPages(99, 10)).toEqual([8, 9, 10]);
    expect(windowPages(-3, 10)).toEqual([1, 2, 3]);
    expect(ellipsisPages(1, 0)).toEqual([]);
  });
});
