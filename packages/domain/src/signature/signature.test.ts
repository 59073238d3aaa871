import { describe, expect, it } from 'vitest';
import { isBlankSignature } from './signature';

const canvas = (pixels: number[][]) => new Uint8ClampedArray(pixels.flat());

describe('isBlankSignature', () => {
  it('sees an untouched transparent canvas as blank', () => {
    expect(isBlankSignature(new Uint8ClampedArray(4 * 100))).toBe(true);
  });

  it('sees an all-white canvas as blank', () => {
    expect(
      isBlankSignature(
        canvas([
          [255, 255, 255, 255],
          [255, 255, 255, 255],
        ]),
      ),
    ).toBe(true);
  });

  it('sees a single dark pixel as a drawn signature', () => {
    expect(
      isBlankSignature(
        canvas([
          [255, 255, 255, 255],
          [0, 0, 0, 255],
        ]),
      ),
    ).toBe(false);
  });

  it('sees a faint grey anti-aliased pixel as drawn', () => {
    expect(isBlankSignature(canvas([[254, 254, 254, 40]]))).toBe(false);
  });

  it('ignores colour left in fully transparent pixels', () => {
    expect(isBlankSignature(canvas([[0, 0, 0, 0]]))).toBe(true);
  });
});
