/** Spec 2 §5.5: a signature is blank when every RGBA pixel is white or fully transparent. */
export function isBlankSignature(pixels: Uint8ClampedArray): boolean {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    const alpha = pixels[i + 3] ?? 0;
    if (alpha === 0) continue;
    if (pixels[i] !== 255 || pixels[i + 1] !== 255 || pixels[i + 2] !== 255) return false;
  }
  return true;
}

/** Spec 2 §9.1: the signature pen is 4 pixels wide. */
export const SIGNATURE_PEN_WIDTH = 4;

/** What a drawn signature is on the pad: ink strokes on a light ground (issue 31 item 24). */
export type SignatureLook = 'drawn' | 'blank' | 'notDrawn';

/** A pixel of ink: opaque enough and darker than the pad's light ground. */
const isInk = (r: number, g: number, b: number, a: number) => a >= 128 && 0.299 * r + 0.587 * g + 0.114 * b < 160;
/** A pixel of the ground: transparent, or light. */
const isGround = (r: number, g: number, b: number, a: number) => a < 32 || 0.299 * r + 0.587 * g + 0.114 * b >= 224;

/**
 * Whether an RGBA picture looks like a signature drawn on the pad, as the server must judge a PNG it did not
 * see drawn: strokes of ink over a light or transparent ground. A photo, a filled shape or a near-empty speck is
 * not a signature, even though none is blank. The bounds are wide on purpose: a short name written small, or a
 * long one written large, must both pass.
 */
export function signatureLook(pixels: Uint8ClampedArray, width: number, height: number): SignatureLook {
  if (isBlankSignature(pixels)) return 'blank';
  let ink = 0;
  let ground = 0;
  let minX = width;
  let maxX = -1;
  let minY = height;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b, a] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0, pixels[i + 3] ?? 0];
      if (isGround(r, g, b, a)) ground += 1;
      else if (isInk(r, g, b, a)) {
        ink += 1;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  const total = width * height;
  // Strokes leave most of the pad as it was; a photo or a filled picture does not.
  if (ground < total * 0.6 || ink > total * 0.3) return 'notDrawn';
  // Enough ink, spread over more than a speck: a dot or a stray tap is no signature.
  const spread = Math.max(maxX - minX + 1, maxY - minY + 1);
  if (ink < SIGNATURE_PEN_WIDTH * 20 || spread < Math.max(20, Math.min(width, height) * 0.15)) return 'notDrawn';
  return 'drawn';
}
