import { PROFILE_IMAGE_TYPES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * ADR 012: an icon is decoded, bounded and re-encoded before it is stored, so what is served is an
 * image the server drew itself: no trailing bytes (a PNG header followed by HTML), no metadata (camera
 * GPS position), no decompression bomb.
 */
export const ICON_LIMITS = {
  /** Decoding stops above this many pixels: a 48-megapixel phone photo passes, a 20000x20000 bomb does not. */
  maxInputPixels: 50_000_000,
  /** The stored icon fits in this square; the portal shows icons far smaller. */
  maxSide: 1024,
} as const;

export const ICON_MESSAGES = {
  tooManyPixels: '画像の画素数が多すぎます。5,000万画素以内（例：8,000×6,000）の画像を選択してください',
  unreadable: '画像を読み込めませんでした。壊れていないPNGまたはJPEG形式の画像を選択してください',
  unreadableUpload: 'ファイルを受け取れませんでした。もう一度ファイルを選択してください',
} as const;

export type IconType = (typeof PROFILE_IMAGE_TYPES)[number];

/** An accepted image type (domain's PROFILE_IMAGE_TYPES), as a stored icon's type must be to be served. */
export const isIconType = (type: string | undefined): type is IconType =>
  (PROFILE_IMAGE_TYPES as readonly string[]).includes(type ?? '');

// Icons are small and rare: no decoded images kept in memory between uploads.
sharp.cache(false);

export type StoredIcon = { mimeType: IconType; extension: 'png' | 'jpg'; data: Buffer };
export type IconRefusal = { refused: 'type' | 'tooManyPixels' | 'unreadable' };

/** The icon to store, or why not. The type is decided by the content (file-type), never by the name. */
export async function toStoredIcon(upload: Buffer): Promise<StoredIcon | IconRefusal> {
  const detected = await fileTypeFromBuffer(upload);
  const mimeType = detected?.mime;
  if (!isIconType(mimeType)) return { refused: 'type' };
  const options = { limitInputPixels: ICON_LIMITS.maxInputPixels, failOn: 'warning', sequentialRead: true } as const;
  try {
    // The header alone tells the size: refuse a bomb before decoding a single row.
    const { width = 0, height = 0 } = await sharp(upload, options).metadata();
    if (width * height > ICON_LIMITS.maxInputPixels) return { refused: 'tooManyPixels' };
    const image = sharp(upload, options)
      .rotate() // apply the camera's orientation before the metadata goes
      .resize({ width: ICON_LIMITS.maxSide, height: ICON_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true });
    const data =
      mimeType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { mimeType, extension: mimeType === 'image/png' ? 'png' : 'jpg', data };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) return { refused: 'tooManyPixels' };
    return { refused: 'unreadable' };
  }
}

export type ReadUpload = { file: { name: string; data: Buffer } | null } | { refused: 'tooLarge' | 'unreadableUpload' };

/**
 * The one file of `field` in a multipart body; other files are drained. A body the client cut short,
 * sent without a boundary or over the limits is the client's problem: a 4xx refusal, never a 500.
 */
export async function readSingleFile(request: FastifyRequest, field: string): Promise<ReadUpload> {
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === field && !file) file = { name: part.filename, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'unreadableUpload' };
  }
  return { file };
}
