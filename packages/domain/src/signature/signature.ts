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
