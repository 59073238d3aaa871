import type { QueryClient } from '@tanstack/react-query';

/** Without a session nothing held for the previous guardian may survive (spec 1 §4 "Access"). */
export function clearStoredState(queryClient: QueryClient, storage: Storage = window.sessionStorage): void {
  storage.clear();
  queryClient.clear();
}
