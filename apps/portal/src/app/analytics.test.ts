import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installTagManager, trackNavigation } from './analytics';

function testRouter() {
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '/', staticData: { title: 'マイページ' } });
  const calendar = createRoute({
    getParentRoute: () => root,
    path: '/schedule/calendar',
    staticData: { title: 'スケジュール' },
  });
  const untitled = createRoute({ getParentRoute: () => root, path: '/untitled' });
  return createRouter({
    routeTree: root.addChildren([home, calendar, untitled]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

afterEach(() => {
  window.dataLayer = undefined;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('trackNavigation', () => {
  it('sets the page title and pushes one page view per route change', async () => {
    const router = testRouter();
    const stop = trackNavigation(router, window);
    await router.load();
    expect(document.title).toBe('【まなびポータル】マイページ');

    await router.navigate({ href: '/schedule/calendar' });
    expect(document.title).toBe('【まなびポータル】スケジュール');

    await router.navigate({ href: '/untitled' });
    expect(document.title).toBe('【まなびポータル】マイページ');

    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/', page_title: '【まなびポータル】マイページ' },
      { event: 'page_view', page_path: '/schedule/calendar', page_title: '【まなびポータル】スケジュール' },
      { event: 'page_view', page_path: '/untitled', page_title: '【まなびポータル】マイページ' },
    ]);
    stop();
  });
});

describe('installTagManager', () => {
  it('loads nothing without a container id', () => {
    expect(installTagManager(undefined, document)).toBe(false);
    expect(installTagManager('', document)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('refuses a malformed id instead of building a script URL from it', () => {
    expect(installTagManager('GTM-1"><script>', document)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the container once an id is configured', () => {
    expect(installTagManager('GTM-ABC123', document)).toBe(true);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});
