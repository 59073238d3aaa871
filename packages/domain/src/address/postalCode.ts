/** Every character a Japanese user may type as a hyphen in a postal code. */
const HYPHENS = /[-‐‑‒–—―−ー－﹣ｰ]/g;

/** Spec 2 §5.3 / conventions: full-width digits become ASCII, hyphens and spaces are removed. */
export function normalizePostalCode(input: string): string {
  return toHalfWidthDigits(input)
    .replace(HYPHENS, '')
    .replace(/[\s\u3000]/g, '');
}

/** Spec 2 §5.3: a postal code is exactly 7 digits once normalised. */
export function isPostalCode(input: string): boolean {
  return /^\d{7}$/.test(normalizePostalCode(input));
}

/** Spec 2 §5.3 / §5.5: full-width digits (０-９) to ASCII digits; everything else unchanged. */
export function toHalfWidthDigits(input: string): string {
  return input.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}
