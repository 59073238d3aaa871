import { describe, expect, it } from 'vitest';
import { isPostalCode, normalizePostalCode, toHalfWidthDigits } from './postalCode';
import { matchPrefecture, PREFECTURES, prefectureName } from './prefectures';

describe('PREFECTURES', () => {
  it('holds the 47 prefectures from 北海道 to 沖縄県 in JIS order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES[0]).toEqual({ id: 1, name: '北海道' });
    expect(PREFECTURES[12]).toEqual({ id: 13, name: '東京都' });
    expect(PREFECTURES[46]).toEqual({ id: 47, name: '沖縄県' });
    expect(PREFECTURES.map((p) => p.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it('names an id and knows nothing outside 1-47', () => {
    expect(prefectureName(27)).toBe('大阪府');
    expect(prefectureName(0)).toBeUndefined();
    expect(prefectureName(48)).toBeUndefined();
  });
});

describe('matchPrefecture', () => {
  it('reads the prefecture at the start and keeps the city', () => {
    expect(matchPrefecture('東京都渋谷区')).toEqual({ prefecture: { id: 13, name: '東京都' }, rest: '渋谷区' });
    expect(matchPrefecture('　神奈川県 横浜市')?.rest).toBe('横浜市');
  });

  it('matches 京都府 and not 東京都 inside another name', () => {
    expect(matchPrefecture('京都府京都市')?.prefecture.id).toBe(26);
  });

  it('finds nothing when the prefecture is not at the start or is unknown', () => {
    expect(matchPrefecture('渋谷区東京都')).toBeNull();
    expect(matchPrefecture('東京渋谷区')).toBeNull();
    expect(matchPrefecture('')).toBeNull();
  });

  it('matches a bare prefecture with an empty rest', () => {
    expect(matchPrefecture('大阪府')).toEqual({ prefecture: { id: 27, name: '大阪府' }, rest: '' });
  });
});

describe('normalizePostalCode', () => {
  it('removes an ASCII hyphen', () => {
    expect(normalizePostalCode('150-0001')).toBe('1500001');
  });

  it('turns full-width digits and a full-width hyphen into 7 ASCII digits', () => {
    expect(normalizePostalCode('１５０－０００１')).toBe('1500001');
    expect(normalizePostalCode('150ー0001')).toBe('1500001');
    expect(normalizePostalCode(' 150 0001 ')).toBe('1500001');
  });

  it('leaves other characters for the validator to reject', () => {
    expect(normalizePostalCode('15a0001')).toBe('15a0001');
  });
});

describe('isPostalCode', () => {
  it('accepts 7 digits with or without a hyphen', () => {
    expect(isPostalCode('1500001')).toBe(true);
    expect(isPostalCode('150-0001')).toBe(true);
  });

  it('rejects 6 or 8 digits and letters', () => {
    expect(isPostalCode('150001')).toBe(false);
    expect(isPostalCode('15000011')).toBe(false);
    expect(isPostalCode('15a0001')).toBe(false);
  });

  it('converts only full-width digits', () => {
    expect(toHalfWidthDigits('ａ１')).toBe('ａ1');
  });
});
