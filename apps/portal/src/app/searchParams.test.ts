import { describe, expect, it } from 'vitest';
import { defined, flag, isoDay, oneOf, positiveInt, text } from './searchParams';

describe('search-param readers', () => {
  it('reads whole positive numbers written as text or numbers, and nothing else', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt(7)).toBe(7);
    for (const bad of [0, -1, 1.5, '', ' ', 'abc', '2e3x', null, undefined, true, 1_000_001]) {
      expect(positiveInt(bad), String(bad)).toBeUndefined();
    }
  });

  it('reads checkbox flags, days, text and literals', () => {
    expect([1, '1', true, 'true'].map(flag)).toEqual([1, 1, 1, 1]);
    expect([0, 'no', false, undefined].map(flag)).toEqual([undefined, undefined, undefined, undefined]);
    expect(isoDay('2026-05-01')).toBe('2026-05-01');
    expect(isoDay('yesterday')).toBeUndefined();
    expect(text(123)).toBe('123');
    expect(text('   ')).toBeUndefined();
    expect(text('あ'.repeat(120))).toHaveLength(100);
    expect(oneOf('saved', ['saved', 'changed'])).toBe('saved');
    expect(oneOf('other', ['saved', 'changed'])).toBeUndefined();
  });

  it('leaves absent values out so equal searches give equal URLs', () => {
    expect(defined({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(Object.keys(defined({ a: 1, b: undefined }))).toEqual(['a']);
  });
});
