import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/app';
import { signedIn } from '../test/browser';
import { channelSignature } from './signing';

/** A subscribed raw protocol client on one instance, collecting the events of one channel. */
async function listen(t: TestApp, cookie: string, channel: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const { key, secret } = t.app.realtime.config;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`, { headers: { cookie } });
  const events: { event: string; data: string }[] = [];
  let wake = () => {};
  ws.on('message', (raw) => {
    events.push(JSON.parse(raw.toString()));
    wake();
  });
  const next = async (event: string) => {
    for (;;) {
      const i = events.findIndex((e) => e.event === event);
      if (i >= 0) return events.splice(i, 1)[0] as { event: string; data: string };
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  const socketId = JSON.parse((await next('pusher:connection_established')).data).socket_id;
  ws.send(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: `${key}:${channelSignature(secret, socketId, channel)}` },
    }),
  );
  await next('pusher_internal:subscription_succeeded');
  return { ws, next };
}

describe('scale-out: two server instances share channels over Redis pub/sub', () => {
  const env = {
    REALTIME_REDIS_URL: 'redis://127.0.0.1:6379',
    REALTIME_REDIS_TOPIC: `portal-test-${randomBytes(4).toString('hex')}`,
  };
  let a: TestApp;
  let b: TestApp;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // One after the other: PGlite seeds on the main thread, and a second app seeding alongside can stall the
    // first app's plugins past Fastify's start timeout on a busy machine.
    a = await createTestApp(env, { seed: true });
    b = await createTestApp(env, { seed: true });
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers an event published to one instance to a client on each instance', async () => {
    const cookieOf = async (t: TestApp) => {
      const browser = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
      return [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    };
    const channel = 'private-chat-room.1';
    const onA = await listen(a, await cookieOf(a), channel);
    const onB = await listen(b, await cookieOf(b), channel);
    sockets.push(onA.ws, onB.ws);
    const { appId, key, secret } = a.app.realtime.config;
    const port = String((a.app.server.address() as AddressInfo).port);
    const sdk = new Pusher({ appId, key, secret, host: '127.0.0.1', port, useTLS: false });
    await sdk.trigger(channel, 'message.sent', { id: 7 });
    expect(JSON.parse((await onA.next('message.sent')).data)).toEqual({ id: 7 });
    expect(JSON.parse((await onB.next('message.sent')).data)).toEqual({ id: 7 });
  });
});
