import { describe, expect, it } from 'vitest';
import { isBlankSignature, signatureLook } from './signature';

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

describe('signatureLook (issue 31 item 24)', () => {
  const W = 300;
  const H = 120;
  const pad = (paint: (x: number, y: number) => [number, number, number, number] | null) => {
    const pixels = new Uint8ClampedArray(W * H * 4);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const colour = paint(x, y) ?? [255, 255, 255, 255];
        pixels.set(colour, (y * W + x) * 4);
      }
    return pixels;
  };
  /** A wave of the pen's width across the pad, as a hand writes. */
  const stroke = (x: number, y: number) =>
    x > 20 && x < 280 && Math.abs(y - (60 + 30 * Math.sin(x / 20))) < 2 ? ([20, 20, 20, 255] as const) : null;

  it('takes strokes of ink on a white pad, and on a transparent one', () => {
    expect(
      signatureLook(
        pad((x, y) => (stroke(x, y) ? [...stroke(x, y)!] : null)),
        W,
        H,
      ),
    ).toBe('drawn');
    expect(
      signatureLook(
        pad((x, y) => (stroke(x, y) ? [...stroke(x, y)!] : [0, 0, 0, 0])),
        W,
        H,
      ),
    ).toBe('drawn');
  });

  it('says blank for an untouched pad', () => {
    expect(
      signatureLook(
        pad(() => null),
        W,
        H,
      ),
    ).toBe('blank');
  });

  it('refuses a photo-like picture, a filled shape and a speck, none of which is blank', () => {
    const photo = pad((x, y) => [(x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256, 255]);
    expect(signatureLook(photo, W, H)).toBe('notDrawn');
    const filled = pad((x, y) => (x > 30 && x < 270 && y > 10 && y < 110 ? [0, 0, 0, 255] : null));
    expect(signatureLook(filled, W, H)).toBe('notDrawn');
    const speck = pad((x, y) => (x >= 100 && x < 104 && y >= 50 && y < 54 ? [0, 0, 0, 255] : null));
    expect(signatureLook(speck, W, H)).toBe('notDrawn');
    // One off-white pixel is not blank, and not a signature either.
    expect(
      signatureLook(
        pad((x, y) => (x === 5 && y === 5 ? [250, 250, 250, 255] : null)),
        W,
        H,
      ),
    ).toBe('notDrawn');
  });
});
