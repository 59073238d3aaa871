import { jstDate } from '../time/jst';
import { messageCode } from '../validation/codes';

/** Spec 1 §4 / §9: terms enforcement starts 2025-09-19 12:00 JST unless the config overrides. */
export const TERMS_AGREEMENT_FALLBACK_DATE: Date = jstDate(2025, 9, 19, 12, 0);

/**
 * Spec 1 §4 / §8: the enable date from the config value; a text without a zone is read as JST, and a
 * missing or unreadable value (or a failed config fetch) falls back to 2025-09-19 12:00 JST.
 */
export function termsAgreementEnableDate(configValue: string | null | undefined): Date {
  const text = configValue?.trim() ?? '';
  const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((v) => Number(v ?? 0));
    return jstDate(y ?? 0, mo ?? 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  }
  const parsed = text === '' ? Number.NaN : Date.parse(text);
  return Number.isNaN(parsed) ? TERMS_AGREEMENT_FALLBACK_DATE : new Date(parsed);
}

/** Spec 1 §4: the consent-status check runs (and the consent pages open) from the enable date on. */
export function isConsentEnforced(now: Date, enableDate: Date): boolean {
  return now.getTime() >= enableDate.getTime();
}

/** Spec 1 §3: the terms kinds of the consent screen. */
export type ConsentKind = 'privacy' | 'lynx' | 'steam';

/** Spec 1 §4: only terms not yet agreed are shown, in the order privacy, lynx, steam. */
export function outstandingTerms(agreed: Partial<Record<ConsentKind, boolean>>): ConsentKind[] {
  return (['privacy', 'lynx', 'steam'] as const).filter((k) => !agreed[k]);
}

/** Spec 1 §4: a terms checkbox is enabled once scrolled to the end, when the text fits, or when already checked. */
export function isConsentCheckboxEnabled(box: { scrolledToEnd: boolean; fits: boolean; checked: boolean }): boolean {
  return box.scrolledToEnd || box.fits || box.checked;
}

/** Spec 1 §4: whether a scroll box has reached its end (1px of rounding allowed). */
export function isScrolledToEnd(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollTop + clientHeight >= scrollHeight - 1;
}

/** Spec 1 §4: submit is enabled only once every shown term is checked. */
export function canSubmitConsent(
  shown: readonly ConsentKind[],
  checked: Partial<Record<ConsentKind, boolean>>,
): boolean {
  return shown.length > 0 && shown.every((k) => checked[k]);
}

/** Spec 1 §3: the consent payload: agree_privacy, agree_lynx, agree_steam. */
export function consentPayload(checked: Partial<Record<ConsentKind, boolean>>) {
  return {
    agree_privacy: Boolean(checked.privacy),
    agree_lynx: Boolean(checked.lynx),
    agree_steam: Boolean(checked.steam),
  };
}

/** Spec 1 §8: the message of a failed consent submit: server errors flattened, else the message, else the default's code. */
export function consentSubmitError(response: {
  errors?: Record<string, readonly string[]> | null;
  message?: string | null;
}): string {
  const flattened = Object.values(response.errors ?? {}).flat();
  if (flattened.length > 0) return flattened.join('\n');
  return response.message || messageCode('notices.consentSaveFailed');
}

/** Spec 1 §8 "Consent": the default when the consent data cannot be loaded ('failed to fetch data'). */
export const CONSENT_LOAD_FAILED_CODE = messageCode('consent.loadFailed');

/** Spec 1 §8 "Consent": a failed load of the consent data shows the server's message, else the default. */
export function consentLoadError(message: string | null | undefined): string {
  return message?.trim() ? message : CONSENT_LOAD_FAILED_CODE;
}

/** Spec 1 §8 "Consent": the default when the server answers success=false ('failed to save consent'). */
export const CONSENT_REJECTED_CODE = messageCode('consent.saveFailed');

/** Spec 1 §8 "Consent": a submit answered with success=false shows the server's message, else the default. */
export function consentRejectedMessage(response: { message?: string | null }): string {
  return response.message?.trim() ? response.message : CONSENT_REJECTED_CODE;
}

/**
 * Spec 1 §4 "Terms agreement component": the terms kinds a guardian agrees to in the portal (home and sidebar),
 * each with its GET /api/term type (spec 1 §9). The terms of use (type 1) come before an online membership
 * application (ADR 022).
 */
export const TERMS_AGREEMENT_KINDS = { termsOfUse: 1 } as const;

/** Spec 1 §4 "Terms agreement component": a terms kind of the agreement box. */
export type TermsAgreementKind = keyof typeof TERMS_AGREEMENT_KINDS;

/** Spec 1 §4 "Terms agreement component": how far a guardian has gone with one terms text. */
export interface TermsReading {
  /** The end of the text has been in view (scrolled to it, or the text fits without scrolling). */
  reachedEnd: boolean;
  /** The agree checkbox is ticked. */
  checked: boolean;
}

/** Spec 1 §4 "Terms agreement component": the agreement is true only when scrolled to the end and checked. */
export function isTermsAgreed(reading: TermsReading): boolean {
  return reading.reachedEnd && reading.checked;
}
