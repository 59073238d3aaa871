import { keyFromSelector, type SelectorKey } from 'i18next';
import { i18n } from '../i18n';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's title (a catalogue key): shown in the main region and after the product prefix in the page title. */
    title?: SelectorKey;
    /** The consent screens: open while consent is required (the `_authed` guard does not redirect them). */
    consentPage?: boolean;
    /** A page of its own in a new tab (the assessment player and report): signed in, but without the shell. */
    bare?: boolean;
    /**
     * Drawn on the server when it is the page asked for (ADR 036): the pages a guardian or visitor lands on
     * first, whose first paint a phone waits for. Its loaders must put everything it draws in the query cache.
     */
    serverRendered?: boolean;
  }
}

type MatchLike = {
  status: string;
  _notFound?: boolean;
  staticData?: { title?: SelectorKey };
};

const notFoundTitle = keyFromSelector(($) => $.common.notFoundTitle);

/** The catalogue key of what is on screen: the deepest route's title, or the not-found title. */
export function titleKeyFromMatches(matches: readonly MatchLike[]): SelectorKey | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return notFoundTitle;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const title = match?.staticData?.title;
    if (title) return title;
  }
  return undefined;
}

/** The same title in the current language (for code outside React: the tab title, page views). */
export function titleFromMatches(matches: readonly MatchLike[]): string | undefined {
  const key = titleKeyFromMatches(matches);
  return key ? i18n.t(key) : undefined;
}
