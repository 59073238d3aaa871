import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Pusher from 'pusher';
import { SESSION_COOKIE } from '../plugins/session';
import type { RealtimeConfig } from './config';
import { Fanout } from './fanout';
import { RealtimeHub } from './hub';
import { md5, requestSignature, sameSignature } from './signing';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
  interface FastifyContextConfig {
    /** The request proves itself another way (the Pusher HTTP API's signature), not with the XSRF token. */
    skipCsrf?: boolean;
  }
}

/** The chat's channel of one room (private: joining needs POST /broadcasting/auth). */
export const roomChannel = (roomId: number) => `private-chat-room.${roomId}`;

/** One signed-in user's own channel: the sidebar's live unread count listens here (ADR 031). */
export const userChannel = (userId: number) => `private-user.${userId}`;

/** Spec 1 §7: `auth_timestamp` older (or newer) than this is refused, as Pusher's own API does. */
export const TIMESTAMP_WINDOW_S = 600;

export type Realtime = {
  config: RealtimeConfig;
  /** The embedded server; undefined when an external Pusher-compatible server is configured. */
  hub: RealtimeHub | undefined;
  /** Signs a private channel subscription (the official SDK's authorizeChannel). */
  authorize(socketId: string, channel: string): { auth: string };
  /** Publishes through the official SDK, after the change is committed; a failed publish is only logged. */
  publish(channel: string | readonly string[], event: string, data: object, socketId?: string): Promise<void>;
};

const SOCKET_ID = /^\d+\.\d+$/;

/** The X-Socket-ID the portal sends, so that the sender's own socket is not echoed its event. */
export function socketIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-socket-id'];
  return typeof value === 'string' && SOCKET_ID.test(value) ? value : undefined;
}

export default fp<{ config: RealtimeConfig }>(
  async (app, { config }) => {
    const hub = config.embedded
      ? new RealtimeHub(config, async (request) => {
          const cookies = app.parseCookie(request.headers.cookie ?? '');
          const id = cookies[SESSION_COOKIE];
          return Boolean(id && (await app.sessions.resolve(id)));
        })
      : undefined;
    if (hub) {
      hub.attach(app.server);
      const fanout = await Fanout.create(hub, config.redisUrl, config.redisTopic);
      app.addHook('onClose', async () => {
        await fanout.close();
        await hub.close();
      });
      await app.register(eventsApi, { config, fanout });
    }

    let sdk: Pusher | undefined;
    const client = (): Pusher | undefined => {
      if (sdk) return sdk;
      const base = { appId: config.appId, key: config.key, secret: config.secret, timeout: 5_000 };
      if (!config.embedded) {
        sdk = config.host
          ? new Pusher({ ...base, host: config.host, port: config.port, useTLS: config.useTLS })
          : new Pusher({ ...base, cluster: config.cluster, useTLS: true });
        return sdk;
      }
      // The embedded server is this process: the SDK publishes to the port it listens on.
      const address = app.server.address() as AddressInfo | null;
      if (!address || typeof address === 'string') return undefined;
      sdk = new Pusher({ ...base, host: '127.0.0.1', port: String(address.port), useTLS: false });
      return sdk;
    };

    const realtime: Realtime = {
      config,
      hub,
      authorize: (socketId, channel) => {
        const signer = new Pusher({ appId: config.appId, key: config.key, secret: config.secret, host: '127.0.0.1' });
        return { auth: signer.authorizeChannel(socketId, channel).auth };
      },
      publish: async (channel, event, data, socketId) => {
        const pusher = client();
        if (!pusher) return; // in-process tests that never listen: nobody can be subscribed
        const channels = typeof channel === 'string' ? [channel] : [...channel];
        if (channels.length === 0) return;
        try {
          await pusher.trigger(channels, event, data, socketId ? { socket_id: socketId } : undefined);
        } catch (error) {
          // The message is already committed: a client that missed the event resyncs after its reconnect.
          app.log.warn({ err: error, channel, event }, 'realtime publish failed');
        }
      },
    };
    app.decorate('realtime', realtime);
  },
  { name: 'realtime', dependencies: ['cookies', 'session'] },
);

type EventBody = { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown };

/** Pusher's HTTP events API (`POST /apps/{id}/events` and `/batch_events`), as the official SDK calls it. */
async function eventsApi(app: FastifyInstance, { config, fanout }: { config: RealtimeConfig; fanout: Fanout }) {
  // The body's MD5 is signed, so the handler needs the exact bytes the client sent.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 100_000 }, (_req, body, done) =>
    done(null, body),
  );
  const handle = (batch: boolean) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { appId } = request.params as { appId: string };
    const query = request.query as Record<string, string>;
    const body = typeof request.body === 'string' ? request.body : '';
    const path = request.url.split('?')[0] ?? '';
    if (appId !== config.appId) return reply.code(404).send({ error: 'Unknown app' });
    if (query.auth_key !== config.key) return reply.code(401).send({ error: 'Unknown auth_key' });
    const timestamp = Number(query.auth_timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_S) {
      return reply.code(401).send({ error: 'Timestamp expired' });
    }
    if (!query.body_md5 || !sameSignature(query.body_md5, md5(body))) {
      return reply.code(401).send({ error: 'Body MD5 does not match' });
    }
    const expected = requestSignature(config.secret, 'POST', path, query);
    if (!sameSignature(query.auth_signature ?? '', expected)) {
      return reply.code(401).send({ error: 'Invalid signature' });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return reply.code(400).send({ error: 'Invalid JSON' });
    }
    const events: EventBody[] = batch ? ((parsed as { batch?: EventBody[] }).batch ?? []) : [parsed as EventBody];
    for (const e of events) {
      const channels = Array.isArray(e.channels) ? e.channels : typeof e.channel === 'string' ? [e.channel] : [];
      if (typeof e.name !== 'string' || typeof e.data !== 'string' || channels.length === 0 || channels.length > 100) {
        return reply.code(400).send({ error: 'An event needs a name, string data and 1 to 100 channels' });
      }
      if (e.data.length > 10_240) return reply.code(413).send({ error: 'Event data is larger than 10 KB' });
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
    return batch ? { batch: events.map(() => ({})) } : {};
  };
  const options = { config: { skipCsrf: true } };
  app.post('/apps/:appId/events', options, handle(false));
  app.post('/apps/:appId/batch_events', options, handle(true));
}
