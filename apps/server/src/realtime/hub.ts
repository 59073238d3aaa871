import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { RealtimeConfig } from './config';
import { channelSignature, sameSignature } from './signing';

/** The protocol's close codes (Pusher protocol v7): 4000-4099 do not reconnect, 4200-4299 reconnect at once. */
export const CLOSE = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  pongNotReceived: 4201,
} as const;

/** Limits of Pusher's own service: a message of at most 10 KB, a channel name of at most 200 characters. */
export const LIMITS = { payloadBytes: 10_240, channelName: 200, channelsPerSocket: 100 } as const;
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

type Socket = WebSocket & { socketId: string; channels: Set<string>; lastSeen: number };

export type UpgradeCheck = (request: IncomingMessage) => Promise<boolean>;

/**
 * The embedded Pusher-protocol (v7) server on `ws`: connection_established, private channels signed
 * with the app secret, ping/pong, client events refused. Channels live in memory in this process.
 */
export class RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.payloadBytes });
  private readonly channels = new Map<string, Set<Socket>>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly config: RealtimeConfig,
    private readonly hasSession: UpgradeCheck,
  ) {
    // A socket silent for the activity timeout plus the pong timeout (spec 1 §9: 120 s + 30 s) is gone.
    const grace = (config.activityTimeout + config.pongTimeout) * 1000;
    this.sweep = setInterval(
      () => {
        const now = Date.now();
        for (const socket of this.wss.clients as Set<Socket>) {
          if (now - socket.lastSeen > grace) socket.close(CLOSE.pongNotReceived, 'Pong reply not received');
        }
      },
      Math.min(grace / 2, 10_000),
    );
    this.sweep.unref();
  }

  get connectionCount(): number {
    return this.wss.clients.size;
  }

  /** Takes over `/app/{key}` upgrades of the HTTP server; anything else is not ours. */
  attach(server: Server) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/app/')) return;
      void this.upgrade(request, socket, head, url);
    });
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    if (!this.originAllowed(request)) return refuse(socket, 403, 'Forbidden');
    if (!(await this.hasSession(request).catch(() => false))) return refuse(socket, 401, 'Unauthorized');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws as Socket, url));
  }

  /** The page that opens the socket must be this site (or one configured): the cookie alone is not consent. */
  private originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (!origin) return true; // not a browser: the session cookie still decides
    if (this.config.allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  private open(ws: Socket, url: URL) {
    ws.socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    ws.channels = new Set();
    ws.lastSeen = Date.now();
    const key = url.pathname.slice('/app/'.length);
    const protocol = url.searchParams.get('protocol');
    if (key !== this.config.key) return this.fail(ws, CLOSE.appDoesNotExist, `App key ${key} does not exist`);
    if (!protocol) return this.fail(ws, CLOSE.noProtocol, 'No protocol version supplied');
    if (Number(protocol) < 5 || Number(protocol) > 7) {
      return this.fail(ws, CLOSE.unsupportedProtocol, `Unsupported protocol version ${protocol}`);
    }
    ws.on('message', (raw, isBinary) => {
      ws.lastSeen = Date.now();
      if (isBinary) return this.error(ws, null, 'Binary messages are not supported');
      this.receive(ws, raw.toString());
    });
    ws.on('close', () => {
      for (const channel of ws.channels) this.leave(ws, channel);
    });
    ws.on('error', () => ws.terminate());
    send(ws, 'pusher:connection_established', {
      socket_id: ws.socketId,
      activity_timeout: this.config.activityTimeout,
    });
  }

  private receive(ws: Socket, text: string) {
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return this.error(ws, null, 'Invalid JSON');
    }
    const event = typeof message.event === 'string' ? message.event : '';
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<
      string,
      unknown
    >;
    if (event === 'pusher:ping') return send(ws, 'pusher:pong', {});
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') return this.subscribe(ws, data);
    if (event === 'pusher:unsubscribe') {
      if (typeof data.channel === 'string') this.leave(ws, data.channel);
      return;
    }
    if (event.startsWith('client-')) return this.error(ws, null, 'Client events are not enabled for this app');
    return this.error(ws, null, `Unsupported event ${event.slice(0, 50)}`);
  }

  private subscribe(ws: Socket, data: Record<string, unknown>) {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const refuse = (message: string, status: number) =>
      send(ws, 'pusher:subscription_error', { type: 'AuthError', error: message, status }, channel);
    if (!channel || channel.length > LIMITS.channelName || !CHANNEL_NAME.test(channel)) {
      return refuse('Invalid channel name', 400);
    }
    // Only private channels exist here: every chat channel belongs to someone.
    if (!channel.startsWith('private-')) return refuse('Only private channels can be subscribed', 403);
    const auth = typeof data.auth === 'string' ? data.auth : '';
    const [key, signature = ''] = auth.split(':');
    const expected = channelSignature(this.config.secret, ws.socketId, channel);
    if (key !== this.config.key || !sameSignature(signature, expected)) return refuse('Invalid signature', 401);
    if (ws.channels.size >= LIMITS.channelsPerSocket && !ws.channels.has(channel)) {
      return refuse('Too many channels', 429);
    }
    ws.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) {
      members = new Set();
      this.channels.set(channel, members);
    }
    members.add(ws);
    send(ws, 'pusher_internal:subscription_succeeded', {}, channel);
  }

  private leave(ws: Socket, channel: string) {
    ws.channels.delete(channel);
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(ws);
    if (members.size === 0) this.channels.delete(channel);
  }

  /** Sends an event to every socket on the channels, except the one that caused it (X-Socket-ID). */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string) {
    for (const channel of channels) {
      const members = this.channels.get(channel);
      if (!members) continue;
      const frame = JSON.stringify({ event, channel, data });
      for (const ws of members) {
        if (ws.socketId !== exceptSocketId && ws.readyState === ws.OPEN) ws.send(frame);
      }
    }
  }

  private error(ws: Socket, code: number | null, message: string) {
    send(ws, 'pusher:error', { code, message });
  }

  private fail(ws: Socket, code: number, message: string) {
    this.error(ws, code, message);
    ws.close(code, message);
  }

  /** Asks every client to reconnect (4200), e.g. before a restart; pusher-js comes back and resubscribes. */
  reconnectAll() {
    for (const ws of this.wss.clients) ws.close(4200, 'Generic reconnect immediately');
  }

  async close() {
    clearInterval(this.sweep);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function send(ws: WebSocket, event: string, data: unknown, channel?: string) {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(JSON.stringify({ event, ...(channel ? { channel } : {}), data: JSON.stringify(data) }));
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
