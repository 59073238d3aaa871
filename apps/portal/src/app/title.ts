/** The fixed bracketed prefix every page title starts with (spec 1 §2 "Layout"). */
export const TITLE_PREFIX = '【まなびポータル】';
const FALLBACK_TITLE = 'マイページ';

/** Page title: the product prefix plus the route's title, falling back to マイページ. */
export function documentTitle(routeTitle: string | undefined): string {
  const title = routeTitle?.trim();
  return `${TITLE_PREFIX}${title ? title : FALLBACK_TITLE}`;
}
