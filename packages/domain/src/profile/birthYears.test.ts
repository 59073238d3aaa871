import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import { guardianBirthYearOptions, profileBirthYearOptions } from './birthYears';

describe('guardianBirthYearOptions', () => {
  it('runs from this year − 18 down to − 107, 90 choices', () => {
    const years = guardianBirthYearOptions(jstDate(2025, 6, 1));
    expect(years).toHaveLength(90);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1918);
  });

  it('uses the JST year on New Year’s morning while UTC is still in the old year', () => {
    expect(guardianBirthYearOptions(new Date('2025-12-31T16:00:00Z'))[0]).toBe(2026 - 18);
  });
});

describe('profileBirthYearOptions', () => {
  it('runs from this year − 17 back 90 years', () => {
    const years = profileBirthYearOptions(jstDate(2025, 6, 1));
    expect(years).toHaveLength(90);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1919);
  });
});
