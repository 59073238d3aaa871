import { describe, expect, it } from 'vitest';
import { documentTitle } from './title';

describe('documentTitle', () => {
  it('puts the product prefix before the route title', () => {
    expect(documentTitle('スケジュール')).toBe('【まなびポータル】スケジュール');
  });

  it('falls back to マイページ when the route has no title', () => {
    expect(documentTitle(undefined)).toBe('【まなびポータル】マイページ');
    expect(documentTitle('  ')).toBe('【まなびポータル】マイページ');
  });
});
