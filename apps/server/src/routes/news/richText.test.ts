import { describe, expect, it } from 'vitest';
import { toSafeHtml } from './richText';

describe('authored content', () => {
  it('drops scripts, event handlers and unsafe links but keeps the text and structure', () => {
    const html = toSafeHtml(
      '<p onclick="steal()">持ち物<script>alert(1)</script><a href="javascript:alert(1)">リンク</a></p><img src=x onerror=alert(1)><ul><li>上履き</li></ul>',
    );
    expect(html).toBe('<p>持ち物<a>リンク</a></p><ul><li>上履き</li></ul>');
  });

  it('lets a new-tab link open without reaching back to the portal', () => {
    expect(toSafeHtml('<a href="https://example.jp/" target="_top">案内</a>')).toBe(
      '<a href="https://example.jp/" target="_blank" rel="noopener noreferrer">案内</a>',
    );
  });

  it('turns plain text into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(toSafeHtml('保護者の皆さま\n\n1 < 2 & 授業\nよろしくお願いします。')).toBe(
      '<p>保護者の皆さま</p><p>1 &lt; 2 &amp; 授業<br />よろしくお願いします。</p>',
    );
  });
});
