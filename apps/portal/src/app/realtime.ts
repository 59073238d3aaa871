import type Pusher from 'pusher-js';
import type { ChannelAuthorizationCallback } from 'pusher-js';
import { importWhenOnline } from './importWhenOnline';
import { reconnectSooner } from './reconnect';

/**
 * ADR 031: the chat's realtime connection, opened on the first chat screen (pusher-js loads lazily, so no
 * other page pays for it). Private channels are authorised by POST /broadcasting/auth through the API
 * client (XSRF header, session cookie). The embedded server answers on this site's own host; a build with
 * VITE_PUSHER_HOST (soketi, Reverb) or VITE_PUSHER_CLUSTER (hosted Pusher) connects there instead.
 */
let connection: Promise<Pusher> | undefined;
let enabled = true;

/** Screen stories render the chat without a socket (no server to connect to, and no timing in a baseline). */
export function disableRealtime(): void {
  enabled = false;
}
let socketId: string | undefined;

/** The socket id for X-Socket-ID, so the server does not echo our own sends back to this socket. */
export const currentSocketId = (): string | undefined => socketId;

export type RealtimeCalls = {
  authorize: (socketId: string, channelName: string) => Promise<{ auth: string }>;
  /** Whether the server answers now: the reconnect asks before it starts a fresh connection. */
  serverAnswers: () => Promise<boolean>;
};

export function realtime({ authorize, serverAnswers }: RealtimeCalls): Promise<Pusher> {
  if (!enabled) return new Promise<Pusher>(() => {});
  if (connection) return connection;
  connection = importWhenOnline(() => import('pusher-js')).then(({ default: PusherJs }) => {
    const env = import.meta.env as Record<string, string | undefined>;
    const host = env.VITE_PUSHER_HOST;
    const cluster = env.VITE_PUSHER_CLUSTER;
    const secure = window.location.protocol === 'https:';
    const ownPort = Number(window.location.port) || (secure ? 443 : 80);
    const pusher = new PusherJs(env.VITE_PUSHER_APP_KEY ?? 'portal-key', {
      // Spec 1 §1: broadcaster pusher, cluster ap3, TLS forced wherever the page itself is served over TLS.
      cluster: cluster ?? 'ap3',
      forceTLS: cluster ? true : secure,
      ...(cluster ? {} : { wsHost: host ?? window.location.hostname, wsPort: ownPort, wssPort: ownPort }),
      enabledTransports: ['ws', 'wss'],
      channelAuthorization: {
        transport: 'ajax',
        endpoint: '/broadcasting/auth',
        customHandler: ({ socketId: id, channelName }, callback: ChannelAuthorizationCallback) => {
          authorize(id, channelName).then(
            (data) => callback(null, data),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    pusher.connection.bind('connected', () => {
      socketId = pusher.connection.socket_id;
    });
    pusher.connection.bind('disconnected', () => {
      socketId = undefined;
    });
    reconnectSooner(pusher, serverAnswers);
    return pusher;
  });
  // A client that never loaded is asked for again by the next caller, not remembered as failed.
  connection.catch(() => {
    connection = undefined;
  });
  return connection;
}
