import { describe, expect, it } from 'vitest';
import { ageOn, discountLabel, postalCodeLabel } from './ApplyPrintPage';

// Issue 31 item 3: the printed form's wording.
describe('the printed application form', () => {
  it('prints a discount as money taken off', () => {
    expect(discountLabel(1000)).toBe('−1,000円');
    expect(discountLabel(0)).toBe('0円');
  });

  it('prints the postal code with its hyphen', () => {
    expect(postalCodeLabel('1520035')).toBe('152-0035');
    expect(postalCodeLabel('152-0035')).toBe('152-0035');
  });

  it('counts the age in whole years on the day of signing', () => {
    expect(ageOn('2017-06-14', '2026-11-28')).toBe('9');
    expect(ageOn('2017-12-01', '2026-11-28')).toBe('8');
    expect(ageOn('', '2026-11-28')).toBe('');
  });
});
