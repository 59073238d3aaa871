import { createHandlers, createHttp, type Scenario, type ScenarioName } from '@portal/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { HttpHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { ClockProvider } from './clock';
import { disableRealtime } from './realtime';
import { createPortalRouter } from './router';

// Screen stories have no realtime server, and a socket's timing has no place in a baseline.
disableRealtime();

/** The mock fixtures' fixed "today" (2025-04-15 10:00 in Japan), so date-dependent screens never drift. */
export const STORY_NOW = new Date('2025-04-15T01:00:00Z');

/**
 * The whole portal (shell, guard, router) at one path, on a fresh query cache, for screen stories:
 * what the guardian sees is what the story shows. MSW answers every call.
 */
export function PortalStory({ path, now = STORY_NOW }: { path: string; now?: Date }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  const [router] = useState(() => createPortalRouter(queryClient, createMemoryHistory({ initialEntries: [path] })));
  return (
    <ClockProvider now={() => now}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ClockProvider>
  );
}

/**
 * One part of a screen alone (a home box, the chat bot) on a fresh query cache, in a bare router that
 * only builds its typed links.
 */
export function BareRouterStory({ component }: { component: () => ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute({ component }), history: createMemoryHistory() }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const svgBanner = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${fill}"/><text x="80" y="220" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">${text}</text></svg>`,
  )}`;

/** MSW's `http` for a story's own handlers, typed by the contract (paths without the origin). */
export const storyHttp = createHttp('*');

/**
 * MSW handlers for a screen story: the scenario's handlers, with the terms already agreed (so the guard
 * does not send the story to the consent page) and carousel pictures inlined (no image requests).
 */
export function storyHandlers(scenario: ScenarioName | Scenario = 'default', extra: HttpHandler[] = []): HttpHandler[] {
  const failing =
    typeof scenario === 'object' ? scenario.failure : scenario === 'serverError' || scenario === 'badRequest';
  return [
    ...extra,
    storyHttp.get('/api/account/consent-status', ({ response }) =>
      response(200).json({ success: true, requiresConsent: false }),
    ),
    ...(failing
      ? []
      : [
          storyHttp.get('/api/carousel', ({ response }) =>
            response(200).json([
              { sortOrder: 1, url: '/invite/top', imagePath: svgBanner('#1f6f8b', 'お友だち紹介キャンペーン') },
              {
                sortOrder: 2,
                url: 'https://www.manabi.example/event/',
                imagePath: svgBanner('#28457a', '冬休み特別講座'),
              },
              // A missing picture shows the default banner.
              { sortOrder: 3, url: 'https://www.manabi.example/contest/', imagePath: null },
            ]),
          ),
        ]),
    ...createHandlers({ scenario }),
  ];
}

/**
 * The handlers of a classroom staff story: as the server does, the guardian portal's session check, config and
 * profile are refused to a staff session (the `_staff` layout reads the session check's 403 as a staff member's,
 * issue 32).
 */
export function staffStoryHandlers(
  scenario: ScenarioName | Scenario = 'default',
  extra: HttpHandler[] = [],
): HttpHandler[] {
  return storyHandlers(scenario, [
    storyHttp.get('/api/user', ({ response }) =>
      response('default').json({ message: 'この操作は許可されていません。' }, { status: 403 }),
    ),
    storyHttp.get('/api/account/authed', ({ response }) =>
      response(403).json({ message: 'この機能は保護者さま専用です。教室スタッフのページをご利用ください。' }),
    ),
    storyHttp.get('/api/account/config', ({ response }) =>
      response(403).json({ message: 'この機能は保護者さま専用です。教室スタッフのページをご利用ください。' }),
    ),
    ...extra,
  ]);
}
