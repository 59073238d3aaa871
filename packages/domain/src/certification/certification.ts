import { toHalfWidthDigits } from '../address/postalCode';

/** Spec 2 §9.1: the certification code has 4 digits. */
export const CERTIFICATION_CODE_LENGTH = 4;

/** Spec 2 §5.5: the digits of a paste, or null when it holds none or more than 4 once non-digits are cleared. */
export function certificationDigitsFromPaste(text: string): string[] | null {
  const digits = toHalfWidthDigits(text).replace(/\D/g, '');
  if (digits.length < 1 || digits.length > CERTIFICATION_CODE_LENGTH) return null;
  return digits.split('');
}

/** Spec 2 §5.5: what one code box keeps from its input: the last digit typed, or ''. */
export function sanitizeCertificationDigit(input: string): string {
  const digits = toHalfWidthDigits(input).replace(/\D/g, '');
  return digits.slice(-1);
}

/** Spec 2 §5.5: the code is complete only when all 4 boxes hold a digit. */
export function isCertificationCodeComplete(digits: readonly string[]): boolean {
  return digits.length === CERTIFICATION_CODE_LENGTH && digits.every((d) => /^\d$/.test(d));
}
