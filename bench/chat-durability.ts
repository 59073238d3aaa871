// Prints what the chat keeps when its server dies (ADR 031: committed before broadcast, one message per
// idempotency key, resync after reconnect). CLIENTS clients, each with the official pusher-js on its room's
// channel, send a message a second, retrying a failed send with the same key (as the portal's outbox
// does); the built server on a fresh PostgreSQL database is killed with SIGKILL mid-run and started again.
// Afterwards the database is read: acknowledged messages lost and messages stored twice (goal 0 and 0),
// and the time from the kill until each client has resubscribed and fetched what it missed (p99); the clients
// reconnect as the portal does (apps/portal/src/app/reconnect.ts).
// Scale: BENCH_CLIENTS (default 200), BENCH_SECONDS (default 20; the kill at 40 %), BENCH_PORT.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { reconnectSooner } from '../apps/portal/src/app/reconnect.ts';
import { signInAsGuardian, waitFor } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverRequire = createRequire(path.join(root, 'apps', 'server', 'package.json'));
const PusherJs = serverRequire('pusher-js') as typeof import('pusher-js').default;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3796);
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-realtime-secret' };
const base = `http://127.0.0.1:${PORT}`;

type Runtime = {
  getWebSocketAPI(): new (url: string, protocols: string[], options: object) => unknown;
  createWebSocket(url: string): unknown;
};

function startServer(databaseUrl: string, seed: boolean) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs the origin of mailed links.
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: String(seed),
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      CHAT_MAIL_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);

async function main() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `portal_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let server = startServer(databaseUrl, true);
  const clients: InstanceType<typeof PusherJs>[] = [];
  try {
    await waitFor(`${base}/api/health`, () => server.exitCode !== null);
    const cookie = await signInAsGuardian(base);
    // The sign-in renews the XSRF cookie: the last value of each cookie is the one the browser keeps.
    const jar = new Map(cookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
    const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
    const sessionCookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { cookie: sessionCookie, 'x-xsrf-token': xsrf };
    const rooms: number[] = [];
    for (const classroomNo of ['1301', '1402']) {
      const res = await fetch(`${base}/api/guardianChat/room/findOrCreate`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ classroomNo }),
      });
      rooms.push(((await res.json()) as { id: number }).id);
    }
    // pusher-js in Node opens its sockets through faye-websocket, which carries the session cookie.
    const runtime = (PusherJs as unknown as { Runtime: Runtime }).Runtime;
    const Faye = runtime.getWebSocketAPI();
    runtime.createWebSocket = (socketUrl: string) => new Faye(socketUrl, [], { headers: { cookie: sessionCookie } });

    let killedAt = Number.POSITIVE_INFINITY;
    let running = true;
    const acked = new Map<string, number>();
    const resyncMs: number[] = [];
    let sendsRetried = 0;

    const sendOnce = async (roomId: number, key: string) => {
      const form = new FormData();
      form.set('chatRoomId', String(roomId));
      form.set('senderType', 'fc');
      form.set('content', `durability ${key}`);
      form.set('idempotencyKey', key);
      // Retried with the same key until the server answers, as the portal's outbox does.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const res = await fetch(`${base}/api/guardianChat/message/send`, { method: 'POST', headers, body: form });
          if (res.ok) {
            const { data } = (await res.json()) as { data: { id: number } };
            acked.set(key, data.id);
            return;
          }
          // A refusal would be refused again: the bench itself is wrong, stop rather than spin.
          if (res.status < 500) throw new Error(`send answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
        } catch (error) {
          if ((error as Error).message.startsWith('send answered')) throw error;
        }
        sendsRetried += 1;
        await sleep(Math.min(2_000, 100 * 2 ** attempt) * (0.5 + Math.random() / 2));
      }
    };

    const clientRuns = Array.from({ length: CLIENTS }, async (_, i) => {
      const roomId = rooms[i % rooms.length] ?? 0;
      let lastId = 0;
      let resynced = false;
      const pusher = new PusherJs(APP.key, {
        cluster: 'ap3',
        wsHost: '127.0.0.1',
        wsPort: PORT,
        forceTLS: false,
        enabledTransports: ['ws'],
        channelAuthorization: {
          transport: 'ajax',
          endpoint: '/broadcasting/auth',
          customHandler: ({ socketId, channelName }, callback) => {
            fetch(`${base}/broadcasting/auth`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
            })
              .then(async (res) =>
                res.ok
                  ? callback(null, (await res.json()) as { auth: string })
                  : callback(new Error(`auth ${res.status}`), null),
              )
              .catch((error: Error) => callback(error, null));
          },
        },
      });
      clients.push(pusher);
      // As the portal does (apps/portal/src/app/realtime.ts): start afresh as soon as the server answers again.
      reconnectSooner(pusher, async () => {
        const res = await fetch(`${base}/api/health`).catch(() => null);
        await res?.arrayBuffer();
        return res?.ok ?? false;
      });
      const channel = pusher.subscribe(`private-chat-room.${roomId}`);
      channel.bind('message.sent', ({ id }: { id: number }) => {
        lastId = Math.max(lastId, id);
      });
      // The portal's resync: after every (re)subscription, what came after the last id held.
      channel.bind('pusher:subscription_succeeded', async () => {
        const res = await fetch(
          `${base}/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian&afterId=${lastId}`,
          { headers },
        ).catch(() => null);
        if (!res?.ok) return;
        const list = (await res.json()) as { id: number }[];
        lastId = Math.max(lastId, ...list.map((m) => m.id));
        if (performance.now() > killedAt && !resynced) {
          resynced = true;
          resyncMs.push(performance.now() - killedAt);
        }
      });
      // One message a second, each with its own key; the clients start spread over the first second.
      await sleep(Math.random() * 1_000);
      for (let n = 0; running; n += 1) {
        const started = performance.now();
        await sendOnce(roomId, `c${i}-${n}-${randomBytes(4).toString('hex')}`);
        await sleep(Math.max(0, 1_000 - (performance.now() - started)));
      }
    });

    const runStart = performance.now();
    await sleep(SECONDS * 400);
    server.kill('SIGKILL');
    killedAt = performance.now();
    await new Promise((resolve) => server.once('exit', resolve));
    server = startServer(databaseUrl, false);
    await waitFor(`${base}/api/health`, () => server.exitCode !== null);
    const backAfter = performance.now() - killedAt;
    await sleep(Math.max(0, SECONDS * 1_000 - (performance.now() - runStart)));
    running = false;
    await Promise.all(clientRuns);
    // Give the last resyncs a moment.
    for (let i = 0; i < 50 && resyncMs.length < CLIENTS; i += 1) await sleep(200);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ content: string; n: string; ids: number[] }>(
      `select content, count(*) as n, array_agg(id) as ids from chat_messages
        where content like 'durability %' group by content`,
    );
    await check.end();
    const stored = new Map(rows.map((r) => [r.content.slice('durability '.length), r]));
    let lost = 0;
    for (const [key, id] of acked) {
      if (!stored.get(key)?.ids.includes(id)) lost += 1;
    }
    const duplicated = rows.filter((r) => Number(r.n) > 1).length;
    const sorted = [...resyncMs].sort((a, b) => a - b);
    console.log(
      `chat durability: ${CLIENTS} clients × 1 message/s for ${SECONDS} s on PostgreSQL, SIGKILL at ${(SECONDS * 0.4).toFixed(0)} s`,
    );
    console.log(
      `acknowledged ${acked.size}, lost ${lost} (goal 0), stored twice ${duplicated} (goal 0); ${sendsRetried} send attempts retried`,
    );
    console.log(
      `server back after ${(backAfter / 1000).toFixed(2)} s; resync after the kill p50 ${(percentile(sorted, 0.5) / 1000).toFixed(2)} s, p99 ${(percentile(sorted, 0.99) / 1000).toFixed(2)} s (${resyncMs.length}/${CLIENTS} clients resynced)`,
    );
  } finally {
    for (const c of clients) c.disconnect();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}

await main();
process.exit(0);
