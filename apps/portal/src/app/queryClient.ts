import { QueryClient } from '@tanstack/react-query';

/** The portal's query defaults, in the browser and for a page drawn on the server (entry-server.tsx). */
export function createPortalQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry } } });
}
