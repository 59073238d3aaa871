import { jstDate, jstParts, pad2 } from '@portal/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../../services/sessions';

/** Page size of the list screens when the caller names none (home asks for 4). */
export const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 50;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const positiveInt = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }))
      .optional(),
  );
const flag = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1'], { error: message })
      .transform((v) => v === '1')
      .optional(),
  );
const isoDate = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .refine(
        (v) => {
          const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
          if (!m) return false;
          const d = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
        },
        { error: message },
      )
      .optional(),
  );

/** The list call's query: the home form (perPage, isImportant) and the list form (page and filters). */
export const listQuerySchema = z
  .object({
    page: positiveInt('ページ番号が正しくありません。'),
    perPage: positiveInt(`1ページの件数は${MAX_PER_PAGE}件以内で指定してください。`, MAX_PER_PAGE),
    isImportant: flag('重要の指定が正しくありません。'),
    isUnread: flag('未読の指定が正しくありません。'),
    keyWord: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'キーワードが正しくありません。' })
        .max(100, { error: 'キーワードは100文字以内で入力してください。' })
        .transform((v) => v.trim())
        .optional(),
    ),
    startDate: isoDate('開始日は年-月-日の形式で指定してください。'),
    endDate: isoDate('終了日は年-月-日の形式で指定してください。'),
    labelsId: positiveInt('カテゴリの指定が正しくありません。'),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: '終了日は開始日以降の日付を指定してください。',
    path: ['endDate'],
  });

export type ListQuery = z.infer<typeof listQuerySchema>;

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

/** RFC 6266 / 5987: an ASCII fallback name plus the real (Japanese) name in UTF-8. */
export function contentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '_') : `attachment${ext}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

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

export type Viewer = Pick<SessionUser, 'id' | 'role' | 'familyId'>;

/** The signed-in guardian; staff accounts (which cannot sign in to the portal anyway) are refused. */
export function viewerOf(request: FastifyRequest, reply: FastifyReply): Viewer | null {
  const user = request.user;
  if (user?.kind !== 'guardian') {
    void reply.code(403).send({ message: 'This action is unauthorized.' });
    return null;
  }
  return user;
}
