/** Every form draft's session key starts with this, so logout can remove them all. */
export const FORM_DRAFT_PREFIX = 'formDraft.';
/** Whose drafts these are (the signed-in user's id): drafts outlive an ended session, never a change of account. */
export const FORM_DRAFT_OWNER = 'formDraftOwner';

/**
 * What a draft keeps: the values as typed and the saved values they started from, with the version of the saved
 * record they came from where it has one (the If-Match of its save, ADR 040).
 */
export type StoredDraft<V> = { values: V; base: V; version?: number };

const keyOf = (form: string) => `${FORM_DRAFT_PREFIX}${form}`;

/**
 * Drafts in session storage, one per form key: a reload keeps what was typed; the tab closing, a
 * successful save or logout forgets it. Storage may be refused (private browsing): the form still works.
 */
export const formDrafts = {
  load<V>(form: string, storage: Storage | undefined = globalThis.sessionStorage): StoredDraft<V> | null {
    try {
      const raw = storage?.getItem(keyOf(form));
      if (!raw) return null;
      const draft = JSON.parse(raw) as Partial<StoredDraft<V>>;
      if (!draft.values || !draft.base) return null;
      return {
        values: draft.values,
        base: draft.base,
        ...(typeof draft.version === 'number' ? { version: draft.version } : {}),
      };
    } catch {
      return null;
    }
  },
  save<V>(form: string, draft: StoredDraft<V>, storage: Storage | undefined = globalThis.sessionStorage): void {
    try {
      storage?.setItem(keyOf(form), JSON.stringify(draft));
    } catch {
      // See above: without storage the draft lives only as long as the page.
    }
  },
  clear(form: string, storage: Storage | undefined = globalThis.sessionStorage): void {
    try {
      storage?.removeItem(keyOf(form));
    } catch {
      // See above.
    }
  },
  /**
   * The signed-in user (checked on every signed-in navigation): drafts typed for another account are removed
   * first, so a person signing in on a shared computer after an ended session never gets the previous family's
   * words (issue 30 item 4); the same account finds its words where it left them.
   */
  claim(userId: number, storage: Storage | undefined = globalThis.sessionStorage): void {
    try {
      const owner = storage?.getItem(FORM_DRAFT_OWNER);
      if (owner !== null && owner !== undefined && owner !== String(userId)) formDrafts.clearAll(storage);
      storage?.setItem(FORM_DRAFT_OWNER, String(userId));
    } catch {
      // Without storage there are no drafts to hand over.
    }
  },
  /** Logout (spec 1 §4): nothing typed for the previous guardian survives. */
  clearAll(storage: Storage | undefined = globalThis.sessionStorage): void {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(FORM_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  },
};
