/** The steps after the form, each its own address (`?step=`), so the browser's Back and Forward walk them (ADR 043). */
export const bookingStepNames = ['confirm', 'complete'] as const;
export type BookingStep = (typeof bookingStepNames)[number];

/** What the confirm step keeps across a reload: that it is open, and the id its submit is sent with. */
export type StoredStep = { submissionId: string };

const PREFIX = 'formDraft.step.';

/**
 * Spec 2 §2.3 / §2.4: the step of one booking in session storage (under the drafts' prefix, so logout
 * forgets it too). Only the confirm step is kept; the complete step is reached by sending, never by reload.
 * The submission id makes a resubmit after a lost answer book nothing more (the server keeps one per id).
 */
export function bookingSteps(key: string, storage: Storage | undefined = globalThis.sessionStorage) {
  const storageKey = `${PREFIX}${key}`;
  return {
    load(): StoredStep | null {
      try {
        const raw = storage?.getItem(storageKey);
        const parsed = raw ? (JSON.parse(raw) as Partial<StoredStep>) : null;
        return typeof parsed?.submissionId === 'string' ? { submissionId: parsed.submissionId } : null;
      } catch {
        return null;
      }
    },
    save(step: StoredStep) {
      try {
        storage?.setItem(storageKey, JSON.stringify(step));
      } catch {
        // Without storage the step lives as long as the page.
      }
    },
    clear() {
      try {
        storage?.removeItem(storageKey);
      } catch {
        // See above.
      }
    },
  };
}

/**
 * That this booking was sent, for as long as the tab lives: the complete step's address shows the thanks again
 * after a reload (and Back then Forward), and opens the form for anyone who did not send (ADR 043).
 */
export function bookingSent(key: string, storage: Storage | undefined = globalThis.sessionStorage) {
  const storageKey = `${PREFIX}${key}.sent`;
  return {
    is(): boolean {
      try {
        return storage?.getItem(storageKey) === '1';
      } catch {
        return false;
      }
    },
    set(sent: boolean) {
      try {
        if (sent) storage?.setItem(storageKey, '1');
        else storage?.removeItem(storageKey);
      } catch {
        // Without storage the thanks are shown only until the page is left.
      }
    },
  };
}

export function newSubmissionId(): string {
  return globalThis.crypto.randomUUID();
}
