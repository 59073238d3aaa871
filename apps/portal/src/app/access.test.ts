import { describe, expect, it } from 'vitest';
import {
  CONSENT_ENFORCEMENT_FALLBACK,
  consentEnableDate,
  isConsentCheckDue,
  isContactPath,
  isPublicPath,
  safeRedirect,
} from './access';

describe('isPublicPath', () => {
  it.each([
    '/trial',
    '/trial/confirm',
    '/consult/form',
    '/no_account/online_apply',
    '/no_account/online_apply/verify_identity',
    '/login',
    '/kiyaku',
    '/privacy/main',
    '/privacy/temp',
    '/trial/',
  ])('lets %s through without a session', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/announcement/list',
    '/online_apply/list',
    '/trialclassConfirm',
    '/consultation',
    '/no_account',
    '/login/extra',
  ])('requires a session for %s', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('isContactPath', () => {
  it('matches the four retired contact pages only', () => {
    for (const path of ['/contact', '/contact/form', '/contact/confirm', '/contact/complete', '/contact/']) {
      expect(isContactPath(path)).toBe(true);
    }
    expect(isContactPath('/contact/other')).toBe(false);
    expect(isContactPath('/contacts')).toBe(false);
  });
});

describe('consent enable date', () => {
  it('falls back to 2025-09-19 12:00 JST when the config has no usable value', () => {
    expect(CONSENT_ENFORCEMENT_FALLBACK.toISOString()).toBe('2025-09-19T03:00:00.000Z');
    expect(consentEnableDate(undefined)).toEqual(CONSENT_ENFORCEMENT_FALLBACK);
    expect(consentEnableDate('not a date')).toEqual(CONSENT_ENFORCEMENT_FALLBACK);
  });

  it('takes the configured date over the fallback', () => {
    expect(consentEnableDate('2026-04-01T00:00:00+09:00').toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('is due from the enable instant on, not a millisecond before', () => {
    const enable = CONSENT_ENFORCEMENT_FALLBACK;
    expect(isConsentCheckDue(new Date('2025-09-19T11:59:59.999+09:00'), enable)).toBe(false);
    expect(isConsentCheckDue(new Date('2025-09-19T12:00:00+09:00'), enable)).toBe(true);
  });
});

describe('safeRedirect', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/information/list?page=2')).toBe('/information/list?page=2');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/x',
  ])('sends %s home instead', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
