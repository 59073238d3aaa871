import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { installTagManager, trackNavigation } from './analytics';

function testRouter() {
  const root = createRootRoute();
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { title: keyFromSelector(($) => $.titles.home) },
  });
  const calendar = createRoute({
    getParentRoute: () => root,
    path: '/schedule/calendar',
    staticData: { title: keyFromSelector(($) => $.menu.items.calendar) },
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
    expect(document.title).toBe('【まなびポータル】授業カレンダー');

    await router.navigate({ href: '/untitled' });
    expect(document.title).toBe('【まなびポータル】マイページ');

    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/', page_title: '【まなびポータル】マイページ' },
      { event: 'page_view', page_path: '/schedule/calendar', page_title: '【まなびポータル】授業カレンダー' },
      { event: 'page_view', page_path: '/untitled', page_title: '【まなびポータル】マイページ' },
    ]);
    stop();
  });

  it('renames the open tab when the language changes, without another page view', async () => {
    const router = testRouter();
    const stop = trackNavigation(router, window);
    await router.load();
    await router.navigate({ href: '/schedule/calendar' });
    await i18n.changeLanguage('en');
    try {
      expect(document.title).toBe('【Manabi Portal】Lesson calendar');
      expect(document.documentElement.lang).toBe('en');
      expect(window.dataLayer).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('ja');
      stop();
    }
    expect(document.title).toBe('【まなびポータル】授業カレンダー');
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
