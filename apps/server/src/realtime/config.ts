/**
 * ADR 031: where chat events go. By default the server runs its own Pusher-protocol server (embedded);
 * PUSHER_HOST names any Pusher-compatible server (soketi, Laravel Reverb), PUSHER_CLUSTER alone hosted
 * Pusher. The same official `pusher` SDK publishes to all three.
 */
export type RealtimeConfig = {
  appId: string;
  key: string;
  secret: string;
  /** Embedded: this process answers the WebSocket and the HTTP events API itself. */
  embedded: boolean;
  /** External servers only: where the SDK publishes. */
  host: string | undefined;
  port: string | undefined;
  useTLS: boolean;
  cluster: string;
  /** Pages allowed to open a socket (the Origin header); empty means the request's own host only. */
  allowedOrigins: readonly string[];
  /** Spec 1 §9: the library's activity timeout the server announces, in seconds. */
  activityTimeout: number;
  /** Spec 1 §9: how long past the activity timeout a silent socket is kept, in seconds (library default 30). */
  pongTimeout: number;
  /** Several instances share channels over Redis pub/sub when set (embedded server only). */
  redisUrl: string | undefined;
  /** The Redis channel the instances share (one per deployment). */
  redisTopic: string;
};

const DEV_SECRET = 'portal-dev-realtime-secret';

export function loadRealtimeConfig(env: NodeJS.ProcessEnv, production: boolean): RealtimeConfig {
  const external = Boolean(env.PUSHER_HOST || env.PUSHER_CLUSTER);
  const secret = env.PUSHER_APP_SECRET || (production ? '' : DEV_SECRET);
  if (!secret) throw new Error('PUSHER_APP_SECRET is required in production');
  return {
    appId: env.PUSHER_APP_ID || 'portal',
    key: env.PUSHER_APP_KEY || 'portal-key',
    secret,
    embedded: !external,
    host: env.PUSHER_HOST || undefined,
    port: env.PUSHER_PORT || undefined,
    // Spec 1 §1: forced TLS for the hosted service; a local soketi may speak plain HTTP.
    useTLS: env.PUSHER_SCHEME ? env.PUSHER_SCHEME === 'https' : !env.PUSHER_HOST,
    cluster: env.PUSHER_CLUSTER || 'ap3',
    allowedOrigins: (env.REALTIME_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    activityTimeout: Number(env.REALTIME_ACTIVITY_TIMEOUT ?? 120),
    pongTimeout: Number(env.REALTIME_PONG_TIMEOUT ?? 30),
    redisUrl: env.REALTIME_REDIS_URL || undefined,
    redisTopic: env.REALTIME_REDIS_TOPIC || 'portal:realtime',
  };
}
