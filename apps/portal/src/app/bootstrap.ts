import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { queries } from './api';

/** The id of the JSON data block the server puts in the page (apps/server/src/plugins/portal-page.ts). */
const BOOTSTRAP_ID = 'portal-bootstrap';

type Answers = {
  user?: unknown;
  config?: unknown;
  consent?: { requiresConsent: boolean };
};

/**
 * What the server knew when it sent the page: whether there was a session and the guard's first answers, and,
 * when it drew the page itself (ADR 036), the query answers it drew it with.
 */
export type Bootstrap = (
  | { session: 'unauthenticated' }
  // A staff member's session (issue 32): no guardian's answers.
  | { session: 'staff' }
  | { session: 'authenticated'; answers: Answers }
) & {
  queries?: DehydratedState;
  /** The page's XSRF token, for the plain forms a page drawn on the server holds (sign-out). */
  xsrf?: string;
};

/**
 * Where the page's XSRF token is kept for rendering: the query cache is what the server's render and the browser's
 * first render share (both primed from the same block), so the token drawn into a form's HTML is the one hydrated.
 */
export const PAGE_XSRF_KEY = ['portal', 'pageXsrfToken'] as const;

/** The page's bootstrap block, or null without one (the Vite dev server, a static host, a broken block). */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  const text = doc.getElementById(BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Bootstrap;
    return value.session === 'authenticated' || value.session === 'unauthenticated' || value.session === 'staff'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * The first navigation's answers, dropped once it has resolved: after that the guard asks the server as on
 * every navigation, since the session may end and the consent status change while the page is open.
 */
export class FirstLoad {
  private bootstrap: Bootstrap | null;

  constructor(bootstrap: Bootstrap | null) {
    this.bootstrap = bootstrap;
  }

  /**
   * Puts the user and the account config in the cache, so neither is asked for again on the first page, and
   * the answers a page drawn on the server was drawn with.
   */
  prime(queryClient: QueryClient): void {
    if (this.bootstrap?.queries) hydrate(queryClient, this.bootstrap.queries);
    if (this.bootstrap?.xsrf) queryClient.setQueryData(PAGE_XSRF_KEY, this.bootstrap.xsrf);
    if (this.bootstrap?.session !== 'authenticated') return;
    const { user, config } = this.bootstrap.answers;
    if (user) queryClient.setQueryData(queries.getUser().queryKey, user as never);
    if (config) queryClient.setQueryData(queries.getAccountConfig().queryKey, config as never);
  }

  /** Whether the server drew the page it sent, with answers to draw it again here (until dropped). */
  serverDrawn(): boolean {
    return this.bootstrap?.queries !== undefined;
  }

  /** The session as the page was sent (until dropped). */
  session(): Bootstrap['session'] | undefined {
    return this.bootstrap?.session;
  }

  /** Whether consent was required as the page was sent (until dropped). */
  requiresConsent(): boolean | undefined {
    return this.bootstrap?.session === 'authenticated' ? this.bootstrap.answers.consent?.requiresConsent : undefined;
  }

  /** Forgets the page's answers (the first navigation has ended, or the guardian signed in or out). */
  drop(): void {
    this.bootstrap = null;
  }
}

/** The answers of the page this script was loaded with (none outside a browser). */
export const firstLoad = new FirstLoad(typeof document === 'undefined' ? null : readBootstrap());
