import type { QueryClient } from '@tanstack/react-query';

/**
 * Prefix of the session-storage keys of the lesson (video) page: selected child, tab index, grid view
 * (spec 1 §4 "Video lessons"). Logout clears every key with it.
 */
export const LESSON_PAGE_KEY_PREFIX = 'lessonPage.';

export function clearLessonPageKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(LESSON_PAGE_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Without a session nothing held for the previous guardian may survive (spec 1 §4 "Access"). */
export function clearStoredState(queryClient: QueryClient, storage: Storage = window.sessionStorage): void {
  storage.clear();
  queryClient.clear();
}
