import { describe, expect, it } from 'vitest';
import { certificationDigitsFromPaste, isCertificationCodeComplete, sanitizeCertificationDigit } from './certification';

describe('certificationDigitsFromPaste', () => {
  it('splits a paste of 4 digits into the 4 boxes', () => {
    expect(certificationDigitsFromPaste('1234')).toEqual(['1', '2', '3', '4']);
  });

  it('clears spaces and other characters first', () => {
    expect(certificationDigitsFromPaste(' 12-3 4\n')).toEqual(['1', '2', '3', '4']);
    expect(certificationDigitsFromPaste('１２')).toEqual(['1', '2']);
  });

  it('accepts a paste of 1 to 4 digits', () => {
    expect(certificationDigitsFromPaste('7')).toEqual(['7']);
    expect(certificationDigitsFromPaste('789')).toEqual(['7', '8', '9']);
  });

  it('refuses a paste with no digit or more than 4', () => {
    expect(certificationDigitsFromPaste('abc')).toBeNull();
    expect(certificationDigitsFromPaste('')).toBeNull();
    expect(certificationDigitsFromPaste('12345')).toBeNull();
  });
});

describe('sanitizeCertificationDigit', () => {
  it('keeps the last digit typed', () => {
    expect(sanitizeCertificationDigit('37')).toBe('7');
    expect(sanitizeCertificationDigit('5')).toBe('5');
    expect(sanitizeCertificationDigit('９')).toBe('9');
  });

  it('empties the box for a letter or space', () => {
    expect(sanitizeCertificationDigit('a')).toBe('');
    expect(sanitizeCertificationDigit(' ')).toBe('');
  });
});

describe('isCertificationCodeComplete', () => {
  it('needs 4 digits', () => {
    expect(isCertificationCodeComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isCertificationCodeComplete(['1', '', '3', '4'])).toBe(false);
    expect(isCertificationCodeComplete(['1', '2', '3'])).toBe(false);
  });
});
