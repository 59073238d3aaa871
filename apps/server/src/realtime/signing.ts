import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The Pusher protocol's private-channel signature: HMAC-SHA256 of "socket_id:channel_name". */
export function channelSignature(secret: string, socketId: string, channelName: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channelName}`).digest('hex');
}

/** Compares two signatures in constant time (a timing difference would leak the right one byte by byte). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The HTTP API's request signature (Pusher's "auth_signature"): HMAC-SHA256 of the method, the path and
 * the query parameters other than the signature, sorted by name, joined as key=value with '&'.
 */
export function requestSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  const params = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k.toLowerCase()}=${query[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(`${method}\n${path}\n${params}`).digest('hex');
}

export const md5 = (body: string | Buffer) => createHash('md5').update(body).digest('hex');
