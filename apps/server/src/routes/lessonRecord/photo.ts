import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * A lesson record's photo, as ADR 012 treats an icon: judged by its bytes, bounded, decoded and redrawn
 * as a JPEG, so what families see is an image the server drew itself, without the camera's metadata
 * (GPS position of the classroom or a home), trailing bytes or a decompression bomb.
 */
export const PHOTO_LIMITS = {
  /** A phone photo of 10 MB passes; the multipart limit answers 413 above it. */
  maxBytes: 10 * 1024 * 1024,
  /** 48-megapixel phones pass, a 20000x20000 bomb does not. */
  maxInputPixels: 50_000_000,
  /** The cards and the detail show at most this width on a large screen. */
  maxSide: 1600,
} as const;

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoRefusal = { refused: 'photoType' | 'photoTooManyPixels' | 'photoUnreadable' };

/** The JPEG to store, or why not. The type is decided by the content (file-type), never by the name. */
export async function toStoredPhoto(upload: Buffer): Promise<{ data: Buffer } | PhotoRefusal> {
  const detected = await fileTypeFromBuffer(upload);
  if (!(ACCEPTED as readonly string[]).includes(detected?.mime ?? '')) return { refused: 'photoType' };
  const options = { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'warning', sequentialRead: true } as const;
  try {
    // The header alone tells the size: refuse a bomb before decoding a single row.
    const { width = 0, height = 0 } = await sharp(upload, options).metadata();
    if (width * height > PHOTO_LIMITS.maxInputPixels) return { refused: 'photoTooManyPixels' };
    const data = await sharp(upload, options)
      .rotate() // the camera's orientation, applied before the metadata goes
      .resize({ width: PHOTO_LIMITS.maxSide, height: PHOTO_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent PNG drawn on white, as JPEG has no alpha
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) return { refused: 'photoTooManyPixels' };
    return { refused: 'photoUnreadable' };
  }
}
