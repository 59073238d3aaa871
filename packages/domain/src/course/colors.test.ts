import { describe, expect, it } from 'vitest';
import { COURSE_COLOR_LABELS, courseColorKey, KID_COLOR_KEYS, KID_COLOR_LABELS, kidColorKey } from './colors';

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

describe('colour labels', () => {
  it('names every course colour and every kid colour in Japanese', () => {
    expect(COURSE_COLOR_LABELS[courseColorKey('RP')]).toBe('ピンク');
    expect(COURSE_COLOR_LABELS[courseColorKey('SGA')]).toBe('ライトブルー');
    expect(KID_COLOR_KEYS.map((k) => KID_COLOR_LABELS[k])).toEqual(['ブルー', 'ピンク', 'グリーン', 'パープル']);
  });
});
