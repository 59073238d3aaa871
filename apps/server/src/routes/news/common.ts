import { jstDate, jstParts, pad2 } from '@portal/domain';
import { create as createContentDisposition } from 'content-disposition';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { QueryOf } from '../../contract/route';

/** Page size of the list screens when the caller names none (home asks for 4). */
export const DEFAULT_PER_PAGE = 10;

/**
 * The list call's query as the contract states it (announcements take the same minus labelsId);
 * the contract validated it, so only the rules it cannot state remain for the handler.
 */
export type ListQuery = QueryOf<'getInformationList'>;

/** Spec 1 §7: startDate and endDate are calendar days in Japan, both included. */
export function jstDayRange(query: Pick<ListQuery, 'startDate' | 'endDate'>) {
  const instant = (iso: string, dayOffset = 0) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return jstDate(y, m, d + dayOffset);
  };
  return {
    from: query.startDate ? instant(query.startDate) : undefined,
    /** Exclusive: the first moment of the day after endDate. */
    before: query.endDate ? instant(query.endDate, 1) : undefined,
  };
}

/** Keyword search on a title and an HTML body: the body's text only, so "strong" or "href" find nothing. */
export function keywordMatches(title: AnyColumn, body: AnyColumn, keyWord: string): SQL {
  const pattern = likePattern(keyWord);
  return sql`(${title} ilike ${pattern} or regexp_replace(${body}, '<[^>]*>', ' ', 'g') ilike ${pattern})`;
}

/** A LIKE pattern matching the words literally (the user's % and _ are not wildcards). */
export const likePattern = (keyWord: string) => `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The API's public date: "YYYY-MM-DD HH:mm:ss" on a Japanese wall clock. */
export function publicDate(at: Date): string {
  const p = jstParts(at);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

/** Laravel's paginator envelope. */
export function pageEnvelope<T>(data: T[], page: number, perPage: number, total: number) {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

// Spec 1 §5's attachment types; anything else is sent as opaque bytes.
const SERVABLE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'video/mp4',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/aac',
  'text/plain',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** RFC 6266 / 5987 (the `content-disposition` package): a Latin-1 fallback name plus the real name in UTF-8. */
export const contentDisposition = (name: string): string => createContentDisposition(name, { type: 'attachment' });

export type StoredFile = { name: string; mimeType: string; data: Buffer };

/** Sends stored bytes as a download that the browser never renders or sniffs. */
export function sendAttachment(reply: FastifyReply, file: StoredFile) {
  const type = SERVABLE_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream';
  return reply
    .header('content-type', type === 'text/plain' ? 'text/plain; charset=utf-8' : type)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

export const notFound = { message: '指定されたファイルは見つかりません。' } as const;
