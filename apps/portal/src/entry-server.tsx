// The first page drawn on the server (ADR 036): the reference server imports this bundle, and for a page that
// asks for it renders the route as the browser would, so a phone paints the page from the HTML instead of
// waiting for the scripts. The browser then hydrates it (app/start.tsx) with the same query answers.

import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { setServerFetch } from './app/api';
import { type Bootstrap, FirstLoad } from './app/bootstrap';
import { createPortalQueryClient } from './app/queryClient';
import { titleFromMatches } from './app/routeMeta';
import { createPortalRouter } from './app/router';
import { documentTitle } from './app/title';
import { i18nReady } from './i18n';

export type RenderRequest = {
  /** The path and query of the page asked for. */
  url: string;
  /** The bootstrap block's answers, as the server put them in the page. */
  bootstrap: Bootstrap;
  /** Answers one of the portal's API calls as the request being served (its cookies), in process. */
  fetch: typeof globalThis.fetch;
};

/** The page's markup, the query answers it was drawn with and its title, or null when the browser should draw it. */
export type Rendered = { html: string; queries: unknown; title: string };

const requestFetch = new AsyncLocalStorage<typeof globalThis.fetch>();
setServerFetch(() => requestFetch.getStore() ?? globalThis.fetch);

/**
 * Draws the page at `url` unless it is one the browser must draw itself: a page not marked `serverRendered`,
 * a redirect (the guard's sign-in), a not-found or failed route, or a call that failed (its error state is the
 * browser's to show and retry).
 */
export async function render(request: RenderRequest): Promise<Rendered | null> {
  await i18nReady;
  return requestFetch.run(request.fetch, async () => {
    // Retries are the browser's: on the server a failed call means "let the browser draw it".
    const queryClient = createPortalQueryClient({ retry: false });
    new FirstLoad(request.bootstrap).prime(queryClient);
    const router = createPortalRouter(queryClient, createMemoryHistory({ initialEntries: [request.url] }), {
      server: true,
    });
    await router.load();
    // A redirect leaves the matches pending; a failed loader leaves its match invalid.
    const { matches } = router.state;
    const drawn = matches.every((match) => match.status === 'success' && !match.invalid && !match._notFound);
    if (!drawn || !matches.at(-1)?.staticData.serverRendered) return null;
    // The calls a loader started without waiting (the carousel) are drawn with their answers, not a placeholder.
    await settled(queryClient);
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;

    // A part that fails here would be drawn again by the browser after a console error: the whole page is left
    // to the browser instead, and the server logs why.
    let failure: unknown;
    const { prelude } = await prerender(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
      // One piece of HTML: React would otherwise move big parts to the end of the page with inline scripts to
      // put them in place, which the CSP refuses.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    if (failure) throw failure;
    const html = await new Response(prelude).text();
    return { html, queries: dehydrate(queryClient), title: documentTitle(titleFromMatches(matches)) };
  });
}

async function settled(queryClient: QueryClient): Promise<void> {
  for (;;) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (fetching.length === 0) return;
    await Promise.allSettled(fetching.map((query) => query.promise));
  }
}
