/** Spec 1 §2 "Everyone's posts": one entry of a page list, a page number or a gap shown as an ellipsis. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/**
 * Spec 1 §9 "Pagination": a window of 3 pages around the current one; every page is shown when
 * there are 5 or fewer.
 */
export function windowPages(current: number, last: number): number[] {
  if (last <= 0) return [];
  const page = clamp(current, 1, last);
  if (last <= 5) return range(1, last);
  const start = clamp(page - 1, 1, last - 2);
  return range(start, start + 2);
}

/**
 * Spec 1 §2 "Everyone's posts": first, last and a window of 3 either side, with ellipses for gaps. `around`
 * narrows the window (a phone's row holds first, last and the current page alone).
 */
export function ellipsisPages(current: number, last: number, around = 3): PageItem[] {
  if (last <= 0) return [];
  const page = clamp(current, 1, last);
  const from = Math.max(2, page - around);
  const to = Math.min(last - 1, page + around);
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p });
  if (to < last - 1) items.push({ kind: 'ellipsis', key: 'end' });
  if (last > 1) items.push({ kind: 'page', page: last });
  return items;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
