import { z } from 'zod';
import { messageCode } from '../validation/codes';

/** Spec 1 §5: the file extensions a chat attachment may have. */
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'gif',
  'png',
  'jpeg',
  'mp4',
  'mkv',
  'avi',
  'mp3',
  'ogg',
  'wav',
  'aac',
  'alac',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'txt',
  'zip',
  'rar',
] as const;

/** Spec 1 §5: one of the whitelisted extensions. */
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Spec 1 §5 / §8: the message code of the alert shown for a file type outside the whitelist (ADR 027). */
export const ATTACHMENT_NOT_ALLOWED_MESSAGE = messageCode('notices.chat.attachmentNotAllowed');

/** Spec 1 §5: whether a file name ends with a whitelisted extension, ignoring case. */
export function isAllowedAttachment(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 && !fileName.startsWith('.')) return false;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/** Spec 1 §5: the files chosen in the attachment modal; each must carry a whitelisted extension. */
export const chatAttachmentsSchema = z.array(
  z.object({ name: z.string().refine(isAllowedAttachment, ATTACHMENT_NOT_ALLOWED_MESSAGE) }),
);
