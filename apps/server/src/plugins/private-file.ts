import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 31 item 25: a personal file (an icon, a lesson photo, the calendar feed) is never kept for later use: a
 * browser must ask each time (`private, no-cache`), so after sign-out a shared computer shows nothing from its cache.
 * Asking costs little: the ETag (a hash of the bytes) lets an unchanged file answer 304 without its body.
 */
export function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, data: Buffer | string) {
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  const sent = request.headers['if-none-match'];
  const current = sent
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
  if (current) return reply.code(304).send();
  return reply.send(data);
}
