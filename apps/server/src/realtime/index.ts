import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Pusher from 'pusher';
import { SESSION_COOKIE } from '../plugins/session';
import type { RealtimeConfig } from './config';
import { serveEventsApi } from './events-api';
import { Fanout } from './fanout';
import { RealtimeHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The chat's channel of one room (private: joining needs POST /broadcasting/auth). */
export const roomChannel = (roomId: number) => `private-chat-room.${roomId}`;

/** One signed-in user's own channel: the sidebar's live unread count listens here (ADR 031). */
export const userChannel = (userId: number) => `private-user.${userId}`;

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
      // Before the server stops listening, not after: an open socket keeps the server's close waiting, so closing
      // the sockets in onClose (which runs once the server has closed) hung every shutdown with a chat open.
      app.addHook('preClose', async () => {
        await hub.close();
      });
      app.addHook('onClose', async () => {
        await fanout.close();
      });
      serveEventsApi(app.server, config, fanout);
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
