import type { AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n';
import { titleFromMatches } from './routeMeta';
import { documentTitle } from './title';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type PageView = { event: 'page_view'; page_path: string; page_title: string };

/** Pushes a tag-manager compatible page view (spec 1 §2 "Layout"). */
export function pushPageView(target: Window, pagePath: string, pageTitle: string): void {
  target.dataLayer ??= [];
  const event: PageView = { event: 'page_view', page_path: pagePath, page_title: pageTitle };
  target.dataLayer.push(event);
}

/** Loads the tag manager only when a container id is configured; without it nothing third-party runs. */
export function installTagManager(containerId: string | undefined, doc: Document = document): boolean {
  if (!containerId || !/^GTM-[A-Z0-9]+$/.test(containerId)) return false;
  const target = doc.defaultView;
  if (target) {
    target.dataLayer ??= [];
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
}

/** After every resolved navigation: the document title follows the route and a page view is pushed. */
export function trackNavigation(router: AnyRouter, target: Window = window): () => void {
  // The tab names the page being opened at once, not only after its data arrives (issue 19 item 12: after
  // sign-in the tab must not keep saying ログイン while home loads).
  const early = router.subscribe('onBeforeNavigate', (event) => {
    target.document.title = documentTitle(titleFromMatches(router.matchRoutes(event.toLocation)));
  });
  const resolved = router.subscribe('onResolved', (event) => {
    const title = documentTitle(titleFromMatches(router.state.matches));
    target.document.title = title;
    if (event.hrefChanged || !event.fromLocation) pushPageView(target, event.toLocation.pathname, title);
  });
  // A language switch renames the open tab at once (no page view: the page did not change).
  const retitle = () => {
    target.document.title = documentTitle(titleFromMatches(router.state.matches));
  };
  i18n.on('languageChanged', retitle);
  return () => {
    early();
    resolved();
    i18n.off('languageChanged', retitle);
  };
}
