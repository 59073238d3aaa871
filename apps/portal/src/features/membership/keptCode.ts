import { FORM_DRAFT_PREFIX } from '../../forms/drafts';

/**
 * The certification code as typed on the final check, kept over a reload (issue 30) in session storage only (never
 * local storage: it is a secret and leaves with the tab), under the identity of the code it was typed for (when the
 * classroom issued it). A code typed for an older one is dropped, never written back beside the new one's digits.
 * The key starts with the drafts' prefix, so sign-out and a change of account clear it with them.
 */
type Kept = { issuedAt: string; digits: string[] };

const keyOf = (kidId: number, subscriptionCode: string) =>
  `${FORM_DRAFT_PREFIX}finalConfCode.${kidId}.${subscriptionCode}`;

export const keptCode = {
  /** The digits typed for this code, if that is still the live one; a code kept for another issue is removed. */
  load(
    kidId: number,
    subscriptionCode: string,
    issuedAt: string | null | undefined,
    storage: Storage | undefined = globalThis.sessionStorage,
  ): string[] | null {
    try {
      const raw = storage?.getItem(keyOf(kidId, subscriptionCode));
      if (!raw) return null;
      const kept = JSON.parse(raw) as Partial<Kept>;
      const digits = Array.isArray(kept.digits) ? kept.digits : [];
      if (!issuedAt || kept.issuedAt !== issuedAt || digits.length !== 4 || digits.some((d) => typeof d !== 'string')) {
        storage?.removeItem(keyOf(kidId, subscriptionCode));
        return null;
      }
      return digits;
    } catch {
      return null;
    }
  },
  /** Keeps the digits for the live code; nothing without its identity (a backend that does not say it). */
  save(
    kidId: number,
    subscriptionCode: string,
    issuedAt: string | null | undefined,
    digits: readonly string[],
    storage: Storage | undefined = globalThis.sessionStorage,
  ): void {
    try {
      if (!issuedAt || digits.every((d) => d === '')) {
        storage?.removeItem(keyOf(kidId, subscriptionCode));
        return;
      }
      storage?.setItem(
        keyOf(kidId, subscriptionCode),
        JSON.stringify({ issuedAt, digits: [...digits] } satisfies Kept),
      );
    } catch {
      // Storage refused (private browsing): the code lives as long as the page.
    }
  },
  /** Signed: the code is used and gone. */
  clear(kidId: number, subscriptionCode: string, storage: Storage | undefined = globalThis.sessionStorage): void {
    try {
      storage?.removeItem(keyOf(kidId, subscriptionCode));
    } catch {
      // See above.
    }
  },
};
