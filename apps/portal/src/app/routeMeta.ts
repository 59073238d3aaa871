import { messages } from './messages';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's title: shown in the main region and after the product prefix in the page title. */
    title?: string;
  }
}

type MatchLike = { status: string; _notFound?: boolean; staticData?: { title?: string } };

/** The title of what is on screen: the deepest route's title, or the not-found title. */
export function titleFromMatches(matches: readonly MatchLike[]): string | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return messages.common.notFoundTitle;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.staticData?.title;
    if (title) return title;
  }
  return undefined;
}
