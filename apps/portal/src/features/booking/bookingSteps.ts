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

export function newSubmissionId(): string {
  return globalThis.crypto.randomUUID();
}
