import { describe, expect, it } from 'vitest';
import { isConsentPath, safeRedirect } from './access';

describe('isConsentPath', () => {
  it('matches the consent page and its completion page, so the guard never redirects them to themselves', () => {
    for (const path of [
      '/account/multiple-consent',
      '/account/multiple-consent/',
      '/account/multiple-consent-complete',
    ]) {
      expect(isConsentPath(path)).toBe(true);
    }
    expect(isConsentPath('/account')).toBe(false);
    expect(isConsentPath('/account/multiple-consent-other')).toBe(false);
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
