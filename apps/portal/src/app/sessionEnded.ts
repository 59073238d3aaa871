/**
 * How an ended session was settled: signed in again as the same account (the page goes on, what was typed is
 * sent), as another account (the previous family's drafts are gone, and so is its page), or not at all (the
 * person chose the sign-in page: one redirect back to the page they were on).
 */
export type SessionOutcome = { kind: 'same' } | { kind: 'other' } | { kind: 'left'; page: string };

type Asking = { page: string; outcome: Promise<SessionOutcome>; settle: (outcome: SessionOutcome) => void };

/**
 * A session that ends while a signed-in page is open (the idle or absolute limit, a sign-out in another tab) is
 * asked back on that page (issue 30 item 4): the page's dialog host (`SessionEndedDialog`, in the `_authed`
 * layout) registers here, and whoever finds the session gone (the navigation guard, a call answered 401, a form's
 * send) waits for one shared answer. Without a host (the first load, a page outside `_authed`) nobody can ask,
 * and the caller sends the browser to sign in as before.
 */
export class SessionEndedStore {
  private hosts: (() => string)[] = [];
  private asking: Asking | null = null;
  // After the person chose the sign-in page, the page still on screen (its calls refused meanwhile) asks no more.
  private left = false;
  private readonly listeners = new Set<() => void>();

  /** The dialog host is on screen, on the page `currentPage` names; the returned function takes it away. */
  host(currentPage: () => string): () => void {
    this.hosts.push(currentPage);
    this.left = false;
    return () => {
      this.hosts = this.hosts.filter((host) => host !== currentPage);
      // No signed-in page left to ask on (Back to a public page): the question goes with it.
      const asking = this.asking;
      if (this.hosts.length === 0 && asking) this.settle({ kind: 'left', page: asking.page });
    };
  }

  /**
   * Opens the dialog (once, however many callers find the session gone) for the page on screen, and resolves when
   * the person has signed in again or left; null when no signed-in page is open to ask on.
   */
  ask(): Promise<SessionOutcome> | null {
    if (this.asking) return this.asking.outcome;
    if (this.left) return null;
    const page = this.hosts.at(-1)?.();
    if (page === undefined) return null;
    let settle: (outcome: SessionOutcome) => void = () => {};
    const outcome = new Promise<SessionOutcome>((resolve) => {
      settle = resolve;
    });
    this.asking = { page, outcome, settle };
    this.emit();
    return outcome;
  }

  /** The page the session ended on, while the dialog is open. */
  askingFor(): string | null {
    return this.asking?.page ?? null;
  }

  /** Closes the dialog with its answer; every waiting caller gets it. */
  settle(outcome: SessionOutcome): void {
    const asking = this.asking;
    if (!asking) return;
    this.asking = null;
    if (outcome.kind === 'left') this.left = true;
    asking.settle(outcome);
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const sessionEnded = new SessionEndedStore();
