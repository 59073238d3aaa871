/** Every form draft's session key starts with this, so logout can remove them all. */
export const FORM_DRAFT_PREFIX = 'formDraft.';

/** What a draft keeps: the values as typed and the saved values they started from. */
export type StoredDraft<V> = { values: V; base: V };

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
      return draft.values && draft.base ? { values: draft.values, base: draft.base } : null;
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
