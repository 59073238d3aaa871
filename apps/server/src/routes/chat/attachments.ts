import { isAllowedAttachment } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** ADR 031: the largest attachment the server stores (the portal says so before sending). */
export const CHAT_ATTACHMENT_MAX_BYTES = 20_000_000;

/**
 * What the content of each whitelisted extension (spec 1 §5) may be, as `file-type` names it. Office
 * files of 2007 on are zip containers, older ones compound files; a text file has no signature at all.
 */
const CONTENT_OF: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  mp4: ['mp4', 'm4v', 'm4a'],
  mkv: ['mkv', 'webm'],
  avi: ['avi'],
  mp3: ['mp3'],
  ogg: ['ogg', 'oga', 'ogv', 'opus', 'ogx'],
  wav: ['wav'],
  aac: ['aac'],
  alac: ['m4a', 'mp4'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  pdf: ['pdf'],
  zip: ['zip'],
  rar: ['rar'],
  txt: [],
};

/** The type the file is served with (sendAttachment serves only the types it knows, others as bytes). */
const SERVED_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  txt: 'text/plain',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export type CheckedUpload = { name: string; mimeType: string; data: Buffer; thumbnail: Buffer | null };
export type UploadRefusal = { refused: 'type' | 'content' };

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Spec 1 §5 on the server: a whitelisted extension whose bytes are what the extension says (magic
 * bytes, `file-type`), so a renamed program or page is refused. Images get a re-encoded thumbnail.
 */
export async function checkUpload(name: string, data: Buffer): Promise<CheckedUpload | UploadRefusal> {
  if (!isAllowedAttachment(name)) return { refused: 'type' };
  const ext = extensionOf(name);
  const detected = await fileTypeFromBuffer(data);
  const allowed = CONTENT_OF[ext] ?? [];
  if (ext === 'txt') {
    // No signature: accept text that decodes as UTF-8 and holds no NUL byte.
    if (detected || data.includes(0) || !isUtf8(data)) return { refused: 'content' };
  } else if (!detected || !allowed.includes(detected.ext)) {
    return { refused: 'content' };
  }
  const mimeType = SERVED_TYPE[ext] ?? detected?.mime ?? 'application/octet-stream';
  if (!mimeType.startsWith('image/')) return { name, mimeType, data, thumbnail: null };
  const stored = detected?.ext === 'gif' ? data : await withoutMetadata(data, detected?.ext === 'png' ? 'png' : 'jpeg');
  const thumbnail = stored && (await thumbnailOf(stored));
  if (!stored || !thumbnail) return { refused: 'content' };
  return { name, mimeType, data: stored, thumbnail };
}

const IMAGE_OPTIONS = { limitInputPixels: 50_000_000, failOn: 'error', animated: false } as const;

/**
 * A photo as sent, at its full size, drawn again without what the camera wrote into it (ADR 012): a phone
 * photo of a child's work carries the GPS position of the home. Turned upright first, as the orientation
 * goes with the rest. PNG stays lossless; JPEG is written at a quality the eye cannot tell from the original.
 * A GIF has no camera metadata and may be animated: it is kept as it is.
 */
async function withoutMetadata(data: Buffer, format: 'png' | 'jpeg'): Promise<Buffer | null> {
  try {
    const image = sharp(data, IMAGE_OPTIONS).rotate();
    return await (format === 'png' ? image.png() : image.jpeg({ quality: 92, mozjpeg: true })).toBuffer();
  } catch {
    return null;
  }
}

/** A preview the server drew itself: no metadata, no trailing bytes, bounded pixels (ADR 012's reasons). */
async function thumbnailOf(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, IMAGE_OPTIONS)
      .rotate()
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
