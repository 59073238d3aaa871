import { inflateSync } from 'node:zlib';
import { isAllowedAttachment } from '@portal/domain';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** ADR 031: the largest attachment the server stores (the portal says so before sending). */
export const CHAT_ATTACHMENT_MAX_BYTES = 20_000_000;

/**
 * What the content of each whitelisted extension (spec 1 §5) may be, as `file-type` names it. Office
 * files of 2007 on are zip containers, older ones compound files; a text file has no signature at all.
 */
const IMAGE_CONTENT = ['jpg', 'png', 'gif'] as const;
/** Detected image content and the type it is served with: a picture is typed by its bytes, not its name. */
const IMAGE_TYPE: Record<(typeof IMAGE_CONTENT)[number], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const CONTENT_OF: Record<string, readonly string[]> = {
  // A phone or an editor often names a PNG `.JPG` (issue 31 item 10): any picture under a picture's name.
  jpg: IMAGE_CONTENT,
  jpeg: IMAGE_CONTENT,
  png: IMAGE_CONTENT,
  gif: IMAGE_CONTENT,
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
  const image = IMAGE_CONTENT.find((e) => e === detected?.ext && allowed.includes(e));
  if (!image) {
    // Issue 31 item 24: a signature is not enough for a document another family's device will open.
    if (!documentHolds(ext, detected?.ext, data)) return { refused: 'content' };
    const mimeType = SERVED_TYPE[ext] ?? detected?.mime ?? 'application/octet-stream';
    return { name, mimeType, data, thumbnail: null };
  }
  const mimeType = IMAGE_TYPE[image];
  // Every picture is drawn again (a GIF too, animation kept): bytes after the image, such as a page appended to
  // a GIF, do not survive, so what is served is only ever a picture.
  const stored = await reencoded(data, image);
  const thumbnail = stored && (await thumbnailOf(stored));
  if (!stored || !thumbnail) return { refused: 'content' };
  return { name, mimeType, data: stored, thumbnail };
}

const IMAGE_OPTIONS = { limitInputPixels: 50_000_000, failOn: 'error', animated: false } as const;

/**
 * A photo as sent, at its full size, drawn again without what the camera wrote into it (ADR 012): a phone
 * photo of a child's work carries the GPS position of the home. Turned upright first, as the orientation
 * goes with the rest. PNG stays lossless; JPEG is written at a quality the eye cannot tell from the original;
 * a GIF keeps its frames.
 */
async function reencoded(data: Buffer, format: 'png' | 'jpg' | 'gif'): Promise<Buffer | null> {
  try {
    if (format === 'gif')
      return await sharp(data, { ...IMAGE_OPTIONS, animated: true })
        .gif()
        .toBuffer();
    const image = sharp(data, IMAGE_OPTIONS).rotate();
    return await (format === 'png' ? image.png() : image.jpeg({ quality: 92, mozjpeg: true })).toBuffer();
  } catch {
    return null;
  }
}

/** The part an Office file of each kind cannot be without (its zip holds it beside `[Content_Types].xml`). */
const OFFICE_MAIN_PART: Record<string, string> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
};

/** PDF names that run something when the file is opened: scripts, launched programs, embedded files. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/**
 * Whether a document is what its kind is, beyond its first bytes (issue 31 item 24): an Office file a zip with
 * its content types and main part and no macros, a zip one that opens, a PDF whole and without scripts.
 */
function documentHolds(ext: string, detected: string | undefined, data: Buffer): boolean {
  const officePart = OFFICE_MAIN_PART[ext];
  if (officePart || detected === 'zip') {
    const names = zipEntries(data);
    if (!names) return false;
    if (!officePart) return true;
    return (
      names.includes('[Content_Types].xml') &&
      names.includes(officePart) &&
      !names.some((name) => /vbaProject\.bin$/i.test(name))
    );
  }
  if (ext === 'pdf') return pdfIsInert(data);
  return true;
}

/** The names in a zip's central directory; null when it does not read as a zip. */
function zipEntries(data: Buffer): string[] | null {
  const names: string[] = [];
  try {
    // Only the directory is read: the filter declines every entry, so nothing is inflated.
    unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.length), {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names.length > 0 ? names : null;
}

/** A PDF that ends as a PDF does and names no active content, in its text or in its compressed streams. */
function pdfIsInert(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (!text.startsWith('%PDF-') || !text.slice(-1024).includes('%%EOF')) return false;
  if (PDF_ACTIVE.test(text)) return false;
  // Object streams hide dictionaries in compressed streams: look inside those too.
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return false;
    try {
      const inflated = inflateSync(data.subarray(start, end), { maxOutputLength: 20_000_000 }).toString('latin1');
      if (PDF_ACTIVE.test(inflated)) return false;
    } catch {
      // Not a deflated stream (a picture, plain text): nothing more to read in it.
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return true;
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
