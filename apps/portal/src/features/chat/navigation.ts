/**
 * Spec 1 §4: the message screen opened with no referrer and not by a reload (a typed or bookmarked
 * address, the first page of the tab) goes to class select. The router's history index tells whether
 * the portal navigated here itself.
 */
export function openedFromNowhere(): boolean {
  // Only the browser's own address counts (a story's memory history never opens from nowhere).
  if (typeof window === 'undefined' || !window.location.pathname.startsWith('/chat/message')) return false;
  const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return index === 0 && document.referrer === '' && entry?.type !== 'reload';
}
