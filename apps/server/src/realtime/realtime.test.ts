import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/app';
import { signedIn, TestBrowser } from '../test/browser';
import { channelSignature, md5, requestSignature } from './signing';

type Runtime = {
  getWebSocketAPI(): new (url: string, protocols: string[], options: object) => unknown;
  createWebSocket(url: string): unknown;
};

/** The official pusher-js client, as a browser with this session cookie would connect and authorise. */
function client(base: string, key: string, browser: TestBrowser) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  // pusher-js in Node opens sockets through faye-websocket, which can carry the cookie a browser sends itself.
  const runtime = (PusherJs as unknown as { Runtime: Runtime }).Runtime;
  const FayeClient = runtime.getWebSocketAPI();
  runtime.createWebSocket = (url: string) => new FayeClient(url, [], { headers: { cookie } });
  const url = new URL(base);
  return new PusherJs(key, {
    cluster: 'ap3',
    wsHost: url.hostname,
    wsPort: Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: '/broadcasting/auth',
      customHandler: async ({ socketId, channelName }, callback) => {
        const res = await fetch(`${base}/broadcasting/auth`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
            'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
        });
        if (res.status !== 200) callback(new Error(`auth ${res.status}`), null);
        else callback(null, (await res.json()) as { auth: string });
      },
    },
  });
}

const connected = (p: PusherJs) =>
  new Promise<string>((resolve) => {
    if (p.connection.state === 'connected') resolve(p.connection.socket_id);
    p.connection.bind('connected', () => resolve(p.connection.socket_id));
  });

const nextEvent = <T>(channel: ReturnType<PusherJs['subscribe']>, event: string) =>
  new Promise<T>((resolve) => channel.bind(event, (data: T) => resolve(data)));

function rawSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const frames: { event: string; channel?: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const next = async (event: string) => {
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, next };
}

describe('embedded Pusher-protocol server: pusher-js and the pusher SDK against it', () => {
  let t: TestApp;
  let base: string;
  let wsBase: string;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  let staff: TestBrowser;
  let roomId: number;
  const clients: PusherJs[] = [];
  const sockets: WebSocket[] = [];

  const cookieOf = (b: TestBrowser) => [...b.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const send = (b: TestBrowser, content: string, socketId?: string) => {
    const boundary = 'rt';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="chatRoomId"\r\n\r\n${roomId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="senderType"\r\n\r\nfc\r\n--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    return b.request(
      { method: 'POST', url: '/api/guardianChat/message/send', payload },
      {
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(socketId ? { 'x-socket-id': socketId } : {}),
        },
      },
    );
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    wsBase = `ws://127.0.0.1:${port}/app/${t.app.realtime.config.key}?protocol=7&client=js&version=8.6.0`;
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    staff = new TestBrowser(t.app);
    await staff.ensureXsrf();
    await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    roomId = (
      await guardian.request({
        method: 'POST',
        url: '/api/guardianChat/room/findOrCreate',
        payload: { classroomNo: '1301' },
      })
    ).json().id;
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    for (const s of sockets) s.terminate();
    await t.close();
  });

  it('delivers a committed message to the room’s subscribers, but not back to the sender’s own socket', async () => {
    const g = client(base, t.app.realtime.config.key, guardian);
    const s = client(base, t.app.realtime.config.key, staff);
    clients.push(g, s);
    expect(await connected(g)).toMatch(/^\d+\.\d+$/);
    const staffSocket = await connected(s);
    const gChannel = g.subscribe(`private-chat-room.${roomId}`);
    const sChannel = g === s ? gChannel : s.subscribe(`private-chat-room.${roomId}`);
    await Promise.all([
      nextEvent(gChannel, 'pusher:subscription_succeeded'),
      nextEvent(sChannel, 'pusher:subscription_succeeded'),
    ]);
    let echoed = false;
    sChannel.bind('message.sent', () => {
      echoed = true;
    });
    const received = nextEvent<{ id: number }>(gChannel, 'message.sent');
    const res = await send(staff, 'お迎えの時間を確認しました。', staffSocket);
    expect(res.statusCode).toBe(200);
    expect(await received).toEqual({ id: res.json().data.id });
    // The guardian's fetch on the event finds the message: it was committed before the broadcast.
    const fetched = await guardian.get(
      `/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian&newMessageId=${res.json().data.id}`,
    );
    expect(fetched.json()[0].content).toBe('お迎えの時間を確認しました。');
    await new Promise((r) => setTimeout(r, 100));
    expect(echoed).toBe(false);
  });

  it('refuses another family’s room at the auth endpoint, and a forged signature at the socket', async () => {
    const other = client(base, t.app.realtime.config.key, guardian2);
    clients.push(other);
    await connected(other);
    const channel = other.subscribe(`private-chat-room.${roomId}`);
    const error = await nextEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error.type).toBe('AuthError');

    const raw = rawSocket(wsBase, { cookie: cookieOf(guardian2) });
    sockets.push(raw.ws);
    const established = JSON.parse((await raw.next('pusher:connection_established')).data);
    expect(established.activity_timeout).toBe(120);
    const forged = channelSignature('not-the-secret', established.socket_id, `private-chat-room.${roomId}`);
    raw.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: `private-chat-room.${roomId}`, auth: `${t.app.realtime.config.key}:${forged}` },
      }),
    );
    const refused = await raw.next('pusher:subscription_error');
    expect(JSON.parse(refused.data)).toMatchObject({ status: 401 });
    // A public channel is refused too: every chat channel is someone's.
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'chat-room' } }));
    expect(JSON.parse((await raw.next('pusher:subscription_error')).data)).toMatchObject({ status: 403 });
  });

  it('answers ping with pong and refuses client events', async () => {
    const raw = rawSocket(wsBase, { cookie: cookieOf(guardian) });
    sockets.push(raw.ws);
    await raw.next('pusher:connection_established');
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await raw.next('pusher:pong')).event).toBe('pusher:pong');
    raw.ws.send(JSON.stringify({ event: 'client-typing', channel: `private-chat-room.${roomId}`, data: {} }));
    expect(JSON.parse((await raw.next('pusher:error')).data).message).toContain('Client events');
  });

  it('refuses a socket without a session, from another origin, or for an unknown app key', async () => {
    const status = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          resolve(101);
          ws.terminate();
        });
        ws.on('error', () => {});
      });
    expect(await status(wsBase, {})).toBe(401);
    expect(await status(wsBase, { cookie: cookieOf(guardian), origin: 'https://evil.example' })).toBe(403);
    const wrongKey = new WebSocket(wsBase.replace('/app/portal-key', '/app/nope'), {
      headers: { cookie: cookieOf(guardian) },
    });
    sockets.push(wrongKey);
    const code = await new Promise<number>((resolve) => wrongKey.on('close', (c) => resolve(c)));
    expect(code).toBe(4001);
  });

  it('publishes through the official pusher SDK; a wrong secret, an old timestamp and a wrong body hash are refused', async () => {
    const { appId, key, secret } = t.app.realtime.config;
    const port = new URL(base).port;
    const raw = rawSocket(wsBase, { cookie: cookieOf(guardian) });
    sockets.push(raw.ws);
    const socketId = JSON.parse((await raw.next('pusher:connection_established')).data).socket_id;
    const channel = `private-chat-room.${roomId}`;
    raw.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: `${key}:${channelSignature(secret, socketId, channel)}` },
      }),
    );
    await raw.next('pusher_internal:subscription_succeeded');

    const sdk = new Pusher({ appId, key, secret, host: '127.0.0.1', port, useTLS: false });
    const ok = await sdk.trigger(channel, 'message.sent', { id: 42 });
    expect(ok.status).toBe(200);
    expect(JSON.parse((await raw.next('message.sent')).data)).toEqual({ id: 42 });

    const wrong = new Pusher({ appId, key, secret: 'wrong-secret', host: '127.0.0.1', port, useTLS: false });
    await expect(wrong.trigger(channel, 'message.sent', { id: 43 })).rejects.toMatchObject({ status: 401 });

    const post = async (query: Record<string, string>, body: string) =>
      (
        await fetch(`${base}/apps/${appId}/events?${new URLSearchParams(query)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status;
    const body = JSON.stringify({ name: 'message.sent', channels: [channel], data: '{"id":44}' });
    const signed = (timestamp: number, bodyMd5: string) => {
      const query = { auth_key: key, auth_timestamp: String(timestamp), auth_version: '1.0', body_md5: bodyMd5 };
      return { ...query, auth_signature: requestSignature(secret, 'POST', `/apps/${appId}/events`, query) };
    };
    const now = Math.floor(Date.now() / 1000);
    expect(await post(signed(now - 601, md5(body)), body)).toBe(401);
    expect(await post(signed(now, md5('{}')), body)).toBe(401);
    expect(await post(signed(now, md5(body)), body)).toBe(200);
    expect(JSON.parse((await raw.next('message.sent')).data)).toEqual({ id: 44 });

    // The SDK's batch call; malformed and oversized bodies are refused with a 4xx, and the machine-to-machine
    // answer carries none of the portal's cookies.
    const batch = await sdk.triggerBatch([{ channel, name: 'message.sent', data: { id: 45 } }]);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('set-cookie')).toBeNull();
    expect(JSON.parse((await raw.next('message.sent')).data)).toEqual({ id: 45 });
    for (const bad of ['null', '[1]', '{"name":"message.sent","channels":[],"data":"{}"}', 'not json']) {
      expect(await post(signed(now, md5(bad)), bad), bad).toBe(400);
    }
    const huge = JSON.stringify({ name: 'message.sent', channels: [channel], data: 'x'.repeat(100_001) });
    expect(await post(signed(now, md5(huge)), huge)).toBe(413);
  });

  it('brings pusher-js back after the server drops every socket, resubscribed, and the client resyncs', async () => {
    const g = client(base, t.app.realtime.config.key, guardian);
    clients.push(g);
    const first = await connected(g);
    const channel = g.subscribe(`private-chat-room.${roomId}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const lastKnown = (
      (await guardian.get(`/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian`)).json() as {
        id: number;
      }[]
    ).at(-1)?.id;
    const resubscribed = nextEvent(channel, 'pusher:subscription_succeeded');
    t.app.realtime.hub?.reconnectAll();
    // Sent while the client is away: the event is missed, the resync after reconnecting finds it.
    const missed = (await send(staff, '再接続中のメッセージ')).json().data.id;
    await resubscribed;
    expect(g.connection.socket_id).not.toBe(first);
    const resync = await guardian.get(
      `/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian&afterId=${lastKnown}`,
    );
    expect(resync.json().map((m: { id: number }) => m.id)).toEqual([missed]);
    const live = nextEvent<{ id: number }>(channel, 'message.sent');
    const after = (await send(staff, '再接続後のメッセージ')).json().data.id;
    expect(await live).toEqual({ id: after });
  });

  it('tells a guardian on their own channel that the unread count rose, and that reading cleared it', async () => {
    const roomsOf = async (b: TestBrowser) =>
      (await b.get('/api/guardianChat/room/index')).json() as { id: number; readStatus: { unreadCount: number } }[];
    const unreadIn = async (b: TestBrowser) => (await roomsOf(b)).find((r) => r.id === roomId)?.readStatus.unreadCount;
    const userId = (await guardian.get('/api/user')).json().id as number;
    // Another family's guardian may not listen on this guardian's channel.
    const other = await guardian2.request(
      {
        method: 'POST',
        url: '/broadcasting/auth',
        payload: new URLSearchParams({ socket_id: '1.2', channel_name: `private-user.${userId}` }).toString(),
      },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(other.statusCode).toBe(403);

    await guardian.request({ method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: roomId } });
    expect(await unreadIn(guardian)).toBe(0);
    // Two tabs of the same guardian: one elsewhere in the portal, one that will open the room.
    const home = client(base, t.app.realtime.config.key, guardian);
    const tab = client(base, t.app.realtime.config.key, guardian);
    clients.push(home, tab);
    await connected(home);
    const tabSocket = await connected(tab);
    const own = home.subscribe(`private-user.${userId}`);
    await nextEvent(own, 'pusher:subscription_succeeded');

    const rose = nextEvent<{ roomId: number }>(own, 'unread.changed');
    await send(staff, '振替のご希望を承りました。');
    expect(await rose).toEqual({ roomId });
    expect(await unreadIn(guardian)).toBe(1);

    const cleared = nextEvent<{ roomId: number }>(own, 'unread.changed');
    const opened = await guardian.request(
      { method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: roomId } },
      { headers: { 'x-socket-id': tabSocket } },
    );
    expect(opened.statusCode).toBe(200);
    expect(await cleared).toEqual({ roomId });
    expect(await unreadIn(guardian)).toBe(0);
  });

  it('after a reconnect, the resync also answers a message deleted while the client was away', async () => {
    const g = client(base, t.app.realtime.config.key, guardian);
    clients.push(g);
    await connected(g);
    const channel = g.subscribe(`private-chat-room.${roomId}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const staffSent = (await send(staff, '明日は休講です。')).json().data.id as number;
    const held = (
      (await guardian.get(`/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian`)).json() as {
        id: number;
      }[]
    ).map((m) => m.id);
    const resubscribed = nextEvent(channel, 'pusher:subscription_succeeded');
    t.app.realtime.hub?.reconnectAll();
    // The classroom takes its message back while the guardian's socket is away: the event is missed.
    expect(
      (await staff.request({ method: 'DELETE', url: `/api/guardianChat/message/delete/${staffSent}` })).statusCode,
    ).toBe(200);
    await resubscribed;
    const resync = (
      await guardian.get(
        `/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian&afterId=${held.at(-1)}&heldFromId=${held[0]}`,
      )
    ).json() as { id: number; content: string | null; deletedAt: string | null }[];
    const gone = resync.find((m) => m.id === staffSent);
    expect(gone?.deletedAt).not.toBeNull();
    expect(gone?.content).toBeNull();
    // Without heldFromId the same call would not have told it: nothing has a newer id.
    const idsOnly = await guardian.get(
      `/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian&afterId=${held.at(-1)}`,
    );
    expect(idsOnly.json()).toEqual([]);
  });
});

describe('a silent socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REALTIME_ACTIVITY_TIMEOUT: '1', REALTIME_PONG_TIMEOUT: '1' }, { seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('is closed with 4201 after the activity and pong timeouts, while a pinging one stays', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const cookie = [...guardian.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const { port } = t.app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}/app/${t.app.realtime.config.key}?protocol=7`;
    const silent = new WebSocket(url, { headers: { cookie } });
    const alive = new WebSocket(url, { headers: { cookie } });
    const ping = setInterval(() => {
      if (alive.readyState === alive.OPEN) alive.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    }, 300);
    const started = Date.now();
    const code = await new Promise<number>((resolve) => silent.on('close', (c) => resolve(c)));
    clearInterval(ping);
    expect(code).toBe(4201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(alive.readyState).toBe(alive.OPEN);
    alive.terminate();
  });
});
