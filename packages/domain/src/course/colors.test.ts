import { describe, expect, it } from 'vitest';
import { courseColorKey, KID_COLOR_KEYS, kidColorKey } from './colors';

describe('courseColorKey', () => {
  it.each([
    ['RP', 'pink'],
    ['RPP', 'pink'],
    ['RB', 'orange'],
    ['RM', 'green'],
    ['RMP', 'green'],
    ['RA', 'blue'],
    ['RAP', 'blue'],
    ['SGS', 'lightBlue'],
    ['SGM', 'lightBlue'],
    ['SGA', 'lightBlue'],
  ])('colours %s %s', (course, color) => {
    expect(courseColorKey(course)).toBe(color);
  });

  it('gives every other course the neutral colour', () => {
    expect(courseColorKey('KB')).toBe('other');
    expect(courseColorKey('rp')).toBe('other');
    expect(courseColorKey('toString')).toBe('other');
    expect(courseColorKey('')).toBe('other');
  });
});

describe('kidColorKey', () => {
  it('cycles through 4 colours', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map(kidColorKey)).toEqual(['c1', 'c2', 'c3', 'c4', 'c1', 'c2', 'c1']);
  });

  it('never fails on a negative index', () => {
    expect(kidColorKey(-1)).toBe('c4');
  });
});

describe('KID_COLOR_KEYS', () => {
  it('cycles through the 4 calendar colours in order (the kit words and paints them)', () => {
    expect(KID_COLOR_KEYS).toEqual(['c1', 'c2', 'c3', 'c4']);
  });
});
