import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import {
  canSubmitConsent,
  consentLoadError,
  consentPayload,
  consentRejectedMessage,
  consentSubmitError,
  isConsentCheckboxEnabled,
  isConsentEnforced,
  isScrolledToEnd,
  isTermsAgreed,
  outstandingTerms,
  TERMS_AGREEMENT_FALLBACK_DATE,
  TERMS_AGREEMENT_KINDS,
  termsAgreementEnableDate,
} from './consent';

describe('terms agreement enable date', () => {
  it('falls back to 2025-09-19 12:00 JST', () => {
    expect(TERMS_AGREEMENT_FALLBACK_DATE.toISOString()).toBe('2025-09-19T03:00:00.000Z');
    expect(termsAgreementEnableDate(undefined)).toEqual(TERMS_AGREEMENT_FALLBACK_DATE);
    expect(termsAgreementEnableDate('not a date')).toEqual(TERMS_AGREEMENT_FALLBACK_DATE);
  });

  it('reads a config value without a zone as JST', () => {
    expect(termsAgreementEnableDate('2025-10-01 09:30:00').toISOString()).toBe('2025-10-01T00:30:00.000Z');
    expect(termsAgreementEnableDate('2025/10/01').toISOString()).toBe('2025-09-30T15:00:00.000Z');
  });

  it('keeps an explicit zone', () => {
    expect(termsAgreementEnableDate('2025-10-01T00:00:00Z').toISOString()).toBe('2025-10-01T00:00:00.000Z');
    expect(termsAgreementEnableDate('2026-04-01T00:00:00+09:00').toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('enforces from the enable instant on, not a millisecond before', () => {
    const enable = TERMS_AGREEMENT_FALLBACK_DATE;
    expect(isConsentEnforced(new Date(enable.getTime() - 1), enable)).toBe(false);
    expect(isConsentEnforced(enable, enable)).toBe(true);
  });

  it('skips the check one minute before the enable date and runs it from that minute', () => {
    expect(isConsentEnforced(jstDate(2025, 9, 19, 11, 59), TERMS_AGREEMENT_FALLBACK_DATE)).toBe(false);
    expect(isConsentEnforced(jstDate(2025, 9, 19, 12, 0), TERMS_AGREEMENT_FALLBACK_DATE)).toBe(true);
  });
});

describe('consent screen', () => {
  it('shows only terms not yet agreed', () => {
    expect(outstandingTerms({ privacy: true })).toEqual(['lynx', 'steam']);
    expect(outstandingTerms({ privacy: true, lynx: true, steam: true })).toEqual([]);
  });

  it('enables a checkbox after scrolling, for short text, or when already checked', () => {
    expect(isConsentCheckboxEnabled({ scrolledToEnd: false, fits: false, checked: false })).toBe(false);
    expect(isConsentCheckboxEnabled({ scrolledToEnd: true, fits: false, checked: false })).toBe(true);
    expect(isConsentCheckboxEnabled({ scrolledToEnd: false, fits: true, checked: false })).toBe(true);
    expect(isConsentCheckboxEnabled({ scrolledToEnd: false, fits: false, checked: true })).toBe(true);
    expect(isScrolledToEnd(299.5, 200, 500)).toBe(true);
    expect(isScrolledToEnd(250, 200, 500)).toBe(false);
  });

  it('enables submit once every shown term is checked', () => {
    expect(canSubmitConsent(['lynx', 'steam'], { lynx: true })).toBe(false);
    expect(canSubmitConsent(['lynx', 'steam'], { lynx: true, steam: true })).toBe(true);
    expect(canSubmitConsent([], {})).toBe(false);
  });

  it('builds the payload and the failure message', () => {
    expect(consentPayload({ lynx: true })).toEqual({ agree_privacy: false, agree_lynx: true, agree_steam: false });
    expect(consentSubmitError({ errors: { agree_lynx: ['同意が必要です'], agree_steam: ['同意が必要です。'] } })).toBe(
      '同意が必要です\n同意が必要です。',
    );
    expect(consentSubmitError({ message: 'サーバーエラー' })).toBe('サーバーエラー');
    expect(consentSubmitError({})).toBe('notices.consentSaveFailed');
  });
});

describe('consent failure texts (spec 1 §8 "Consent")', () => {
  it("shows the server's message when the data cannot be loaded, else 'failed to fetch data'", () => {
    expect(consentLoadError('メンテナンス中です')).toBe('メンテナンス中です');
    expect(consentLoadError(undefined)).toBe('consent.loadFailed');
    expect(consentLoadError('  ')).toBe('consent.loadFailed');
  });

  it("shows the server's message for success=false, else 'failed to save consent'", () => {
    expect(consentRejectedMessage({ message: '既に同意済みです' })).toBe('既に同意済みです');
    expect(consentRejectedMessage({ message: null })).toBe('consent.saveFailed');
    expect(consentRejectedMessage({ message: '' })).toBe('consent.saveFailed');
    expect(consentRejectedMessage({})).toBe('consent.saveFailed');
  });
});

describe('terms agreement box (spec 1 §4 "Terms agreement component")', () => {
  it('agrees only when the text was scrolled to its end and the box is checked', () => {
    expect(isTermsAgreed({ reachedEnd: true, checked: true })).toBe(true);
    expect(isTermsAgreed({ reachedEnd: true, checked: false })).toBe(false);
    expect(isTermsAgreed({ reachedEnd: false, checked: true })).toBe(false);
    expect(isTermsAgreed({ reachedEnd: false, checked: false })).toBe(false);
  });

  it('reads the terms of use (GET /api/term type 1) before an online application', () => {
    expect(TERMS_AGREEMENT_KINDS.termsOfUse).toBe(1);
  });

  // A reader scrolls a box of some height over a text of some length and tries to tick or untick the box;
  // a tick only takes while the checkbox is enabled. Whatever they do, the agreement holds exactly when
  // the end was reached and the last tick that took left the box checked.
  const box = fc.record({
    clientHeight: fc.integer({ min: 50, max: 800 }),
    textHeight: fc.integer({ min: 0, max: 5000 }),
  });
  const action = fc.oneof(
    fc.record({ kind: fc.constant('scroll' as const), to: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({ kind: fc.constant('tick' as const), checked: fc.boolean() }),
  );

  it('never agrees without the end having been reached, whatever the reader does', () => {
    fc.assert(
      fc.property(box, fc.array(action, { maxLength: 30 }), ({ clientHeight, textHeight }, actions) => {
        const scrollHeight = Math.max(textHeight, clientHeight);
        const fits = scrollHeight <= clientHeight;
        // The 100 ms check: a text that fits has its end in view at once.
        let reachedEnd = isScrolledToEnd(0, clientHeight, scrollHeight);
        let checked = false;
        let lastTaken: boolean | null = null;
        for (const a of actions) {
          if (a.kind === 'scroll') {
            const top = a.to * (scrollHeight - clientHeight);
            reachedEnd ||= isScrolledToEnd(top, clientHeight, scrollHeight);
          } else if (isConsentCheckboxEnabled({ scrolledToEnd: reachedEnd, fits, checked })) {
            checked = a.checked;
            lastTaken = a.checked;
          }
          expect(checked && !reachedEnd).toBe(false);
        }
        expect(isTermsAgreed({ reachedEnd, checked })).toBe(reachedEnd && lastTaken === true);
        if (fits) expect(reachedEnd).toBe(true);
      }),
    );
  });
});
