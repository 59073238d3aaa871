import { i18n } from '../i18n';

/** Page title: the bracketed product prefix (spec 1 §2 "Layout") plus the route's title, falling back to home's. */
export function documentTitle(routeTitle: string | undefined): string {
  const title = routeTitle?.trim();
  return `【${i18n.t(($) => $.productName)}】${title ? title : i18n.t(($) => $.titles.home)}`;
}
