import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RealtimeConfig } from './config';
import type { Fanout } from './fanout';
import { md5, requestSignature, sameSignature } from './signing';

/** Spec 1 §7: `auth_timestamp` older (or newer) than this is refused, as Pusher's own API does. */
export const TIMESTAMP_WINDOW_S = 600;
const BODY_LIMIT = 100_000;
const PATH = /^\/apps\/([^/]+)\/(events|batch_events)$/;

type EventBody = { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown };
type Answer = { status: number; body: object };

/**
 * Pusher's HTTP events API (`POST /apps/{id}/events` and `/batch_events`), as the official SDK calls it,
 * answered on the HTTP server ahead of Fastify (ADR 031). Every chat message passes here, and none of the
 * portal's per-request work (session, XSRF cookie, security headers, compression, the request log) means
 * anything to a call signed with the app secret: in front of it, a publish allocated about 36 KB, and the
 * collections that freed it paused every socket of the process (issue 12's latency figure).
 */
export function serveEventsApi(server: Server, config: RealtimeConfig, fanout: Fanout) {
  const portal = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const [path = '', search = ''] = (req.url ?? '').split('?', 2);
    const match = req.method === 'POST' ? PATH.exec(path) : null;
    if (!match) {
      for (const listener of portal) listener.call(server, req, res);
      return;
    }
    readBody(req)
      .then(async (body) => {
        if (body === null) return { status: 413, body: { error: 'Request body is larger than 100 KB' } };
        if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
          return { status: 415, body: { error: 'Content-Type must be application/json' } };
        }
        const query = Object.fromEntries(new URLSearchParams(search));
        return answer(config, fanout, { appId: match[1] ?? '', path, query, body, batch: match[2] === 'batch_events' });
      })
      .catch((): Answer => ({ status: 500, body: { error: 'Internal error' } }))
      .then(({ status, body }) => {
        const text = JSON.stringify(body);
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      });
  });
}

/** The body as text, or null past the limit (the rest is not read). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) {
      req.resume();
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > BODY_LIMIT ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Checks the call as Pusher does (app, key, timestamp, body MD5, signature, events), then publishes. */
async function answer(
  config: RealtimeConfig,
  fanout: Fanout,
  call: { appId: string; path: string; query: Record<string, string>; body: string; batch: boolean },
): Promise<Answer> {
  const { query, body } = call;
  const refuse = (status: number, error: string): Answer => ({ status, body: { error } });
  if (call.appId !== config.appId) return refuse(404, 'Unknown app');
  if (query.auth_key !== config.key) return refuse(401, 'Unknown auth_key');
  const timestamp = Number(query.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_S) {
    return refuse(401, 'Timestamp expired');
  }
  if (!query.body_md5 || !sameSignature(query.body_md5, md5(body))) return refuse(401, 'Body MD5 does not match');
  if (!sameSignature(query.auth_signature ?? '', requestSignature(config.secret, 'POST', call.path, query))) {
    return refuse(401, 'Invalid signature');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse(400, 'Invalid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) return refuse(400, 'The body must be a JSON object');
  const batch = (parsed as { batch?: unknown }).batch;
  if (call.batch && !Array.isArray(batch)) return refuse(400, 'A batch needs a list of events');
  const events = (call.batch ? batch : [parsed]) as EventBody[];
  for (const e of events) {
    if (typeof e !== 'object' || e === null) return refuse(400, 'An event must be a JSON object');
    const channels = Array.isArray(e.channels) ? e.channels : typeof e.channel === 'string' ? [e.channel] : [];
    if (typeof e.name !== 'string' || typeof e.data !== 'string' || channels.length === 0 || channels.length > 100) {
      return refuse(400, 'An event needs a name, string data and 1 to 100 channels');
    }
    if (e.data.length > 10_240) return refuse(413, 'Event data is larger than 10 KB');
  }
  for (const e of events) {
    const channels = (Array.isArray(e.channels) ? e.channels : [e.channel]).filter(
      (c): c is string => typeof c === 'string',
    );
    await fanout.publish({
      channels,
      event: e.name as string,
      data: e.data as string,
      except: typeof e.socket_id === 'string' ? e.socket_id : undefined,
    });
  }
  return { status: 200, body: call.batch ? { batch: events.map(() => ({})) } : {} };
}
