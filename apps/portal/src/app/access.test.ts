import { describe, expect, it } from 'vitest';
import { safeRedirect } from './access';

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
