import type { QueryClient } from '@tanstack/react-query';
import { FORM_DRAFT_OWNER, FORM_DRAFT_PREFIX } from '../forms/drafts';

/**
 * Without a session nothing the portal held for the previous guardian may survive (spec 1 §4 "Access", spec 1 §5):
 * the query cache and the session storage go. The words typed in the open page (the form drafts) stay: they are
 * the person's, and a session ended by the idle limit must not take them (issue 30 item 4). They go on sign-out,
 * and when another account signs in (`formDrafts.claim`).
 */
export function clearStoredState(queryClient: QueryClient, storage: Storage = window.sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !key.startsWith(FORM_DRAFT_PREFIX) && key !== FORM_DRAFT_OWNER) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  queryClient.clear();
}
