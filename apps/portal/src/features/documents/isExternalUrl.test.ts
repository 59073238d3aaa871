import { describe, expect, it } from 'vitest';
import { isExternalUrl, isSafeDocumentUrl } from './DocumentListPage';

describe('document links', () => {
  it('opens documents on other sites in a new tab and the portal’s own pages in place', () => {
    expect(isExternalUrl('https://www.example.com/manabi/pamphlet.pdf')).toBe(true);
    expect(isExternalUrl('HTTP://example.com')).toBe(true);
    expect(isExternalUrl('/trialclassConfirm')).toBe(false);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
  });

  it('never turns a script or protocol-relative address into a link', () => {
    expect(isSafeDocumentUrl('/document/list')).toBe(true);
    expect(isSafeDocumentUrl('https://www.example.com/a.pdf')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'a.pdf']) {
      expect(isSafeDocumentUrl(bad)).toBe(false);
    }
  });
});
