import { isApiError } from '@portal/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * Whether a failed read is worth asking again: a network failure or a 5xx may pass, a 4xx is the server's answer
 * (a refused or unknown id, a role without the page) and is the same the second time (issue 30 item 13).
 */
export function retryRule(limit: number | false): false | ((failureCount: number, error: unknown) => boolean) {
  if (limit === false) return false;
  return (failureCount, error) =>
    failureCount < limit && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/** The portal's query defaults, in the browser and for a page drawn on the server (entry-server.tsx). */
export function createPortalQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryRule(retry) } } });
}
