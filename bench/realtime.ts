// Prints the chat's send-to-receipt latency through the embedded Pusher-protocol server (ADR 031): a
// publish on the HTTP events API, signed as the official SDK signs it, until the frame reaches the room's
// socket; with IDLE connections open and ROOMS rooms each getting a message a second. Next to it, in the
// same run, a bare `ws` server doing the same job with nothing else (an HTTP POST, a broadcast to the
// channel's sockets): the ceiling of this machine. Also the server's memory per open connection.
// Servers run pinned to CPU 0, this process (the clients and the publisher) to CPU 1.
// Goals (issue 12): p99 at most 1.5 times bare ws, and every room's p99 at most 10 ms.
// Scale: BENCH_IDLE (default 5000), BENCH_ROOMS (default 200), BENCH_SECONDS (default 20) a run, BENCH_RUNS
// (default 3) rounds, BENCH_PORT.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { channelSignature, md5, requestSignature } from '../apps/server/src/realtime/signing.ts';
import { signInAsGuardian, waitFor } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps', 'server');
const WebSocket = createRequire(path.join(serverDir, 'package.json'))('ws') as typeof import('ws').default;
const IDLE = Number(process.env.BENCH_IDLE ?? 5000);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3793);
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-realtime-secret' };
const pin = (cpu: number) => (availableParallelism() > 1 ? ['taskset', '-c', String(cpu)] : []);

type Sample = { room: number; ms: number };
type Target = {
  name: string;
  pid: number;
  /** Opens one socket subscribed to `channel`; resolves when the subscription stands. */
  open(channel: string, onFrame: (data: string) => void): Promise<WebSocket>;
  publish(channel: string, data: string): Promise<void>;
};

/**
 * Each server is started with this preload: on SIGUSR2 it collects its garbage and writes its memory to a
 * file, so the figure per connection is not what the collector had yet to free.
 */
const MEMORY_PRELOAD = [
  '--expose-gc',
  '--import',
  `data:text/javascript,${encodeURIComponent(
    "process.on('SIGUSR2',()=>{globalThis.gc();process.getBuiltinModule('fs').writeFileSync(process.env.BENCH_MEMORY_DIR+'/'+process.pid+'.json',JSON.stringify(process.memoryUsage()))})",
  )}`,
];
const memoryDir = await mkdtemp(path.join(tmpdir(), 'bench-realtime-memory-'));

/** The server's JavaScript heap after a full collection, in KB. */
async function memoryKb(pid: number): Promise<number> {
  const file = path.join(memoryDir, `${pid}.json`);
  await rm(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = await readFile(file, 'utf8').catch(() => '');
    // The JavaScript heap: the resident size and the external memory also move with the embedded
    // database's own pages, which at this scale hide the sockets.
    if (text) return (JSON.parse(text) as { heapUsed: number }).heapUsed / 1024;
  }
  throw new Error(`no memory report from ${pid}`);
}

function nextFrame(ws: WebSocket, event: string) {
  return new Promise<{ event: string; data: string }>((resolve, reject) => {
    const onMessage = (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === event) {
        ws.off('message', onMessage);
        resolve(frame);
      } else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') {
        reject(new Error(`${frame.event}: ${frame.data}`));
      }
    };
    ws.on('message', onMessage);
    ws.once('error', reject);
  });
}

/** The built portal server with its embedded Pusher-protocol server, as production runs it. */
async function portalTarget(dataDir: string): Promise<Target & { stop(): Promise<void> }> {
  const [command = 'node', ...args] = [
    ...pin(0),
    process.execPath,
    // As `npm start` runs it (scripts/run.sh).
    '--no-memory-reducer',
    '--max-semi-space-size=8',
    ...MEMORY_PRELOAD,
    'apps/server/dist/server.js',
  ];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs the origin of mailed links.
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      CHAT_MAIL_INTERVAL_SECONDS: '0',
      BENCH_MEMORY_DIR: memoryDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`, () => child.exitCode !== null);
  const cookie = await signInAsGuardian(base);
  const url = `ws://127.0.0.1:${PORT}/app/${APP.key}?protocol=7&client=js&version=8.4.0`;
  const eventsPath = `/apps/${APP.id}/events`;
  return {
    name: 'portal (Pusher protocol)',
    pid: child.pid ?? 0,
    async open(channel, onFrame) {
      const ws = new WebSocket(url, { headers: { cookie } });
      const established = await nextFrame(ws, 'pusher:connection_established');
      const { socket_id: socketId, activity_timeout: activityTimeout } = JSON.parse(established.data) as {
        socket_id: string;
        activity_timeout: number;
      };
      // As pusher-js does on a quiet connection: a ping each activity timeout, or the server drops the socket
      // (the rounds outlast its 150 s grace). Real clients connect at different times: the first ping comes at
      // a random point of the first period, so the pings are spread and not a burst.
      const period = activityTimeout * 1000;
      const sendPing = () => ws.readyState === ws.OPEN && ws.send('{"event":"pusher:ping","data":{}}');
      let ping = setTimeout(() => {
        sendPing();
        ping = setInterval(sendPing, period);
        ping.unref();
      }, Math.random() * period);
      ping.unref();
      ws.once('close', () => clearTimeout(ping));
      const auth = `${APP.key}:${channelSignature(APP.secret, socketId, channel)}`;
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      await nextFrame(ws, 'pusher_internal:subscription_succeeded');
      ws.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data: string };
        if (frame.event === 'message.sent') onFrame(frame.data);
      });
      return ws;
    },
    // Signed exactly as the official `pusher` SDK signs a trigger.
    async publish(channel, data) {
      const body = JSON.stringify({ name: 'message.sent', channels: [channel], data });
      const query: Record<string, string> = {
        auth_key: APP.key,
        auth_timestamp: String(Math.floor(Date.now() / 1000)),
        auth_version: '1.0',
        body_md5: md5(body),
      };
      query.auth_signature = requestSignature(APP.secret, 'POST', eventsPath, query);
      const res = await fetch(`${base}${eventsPath}?${new URLSearchParams(query)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!res.ok) throw new Error(`publish answered ${res.status}`);
      await res.arrayBuffer();
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The ceiling: `ws` and node:http, a map of channels, no protocol, no signatures, no sessions. */
async function bareTarget(): Promise<Target & { stop(): Promise<void> }> {
  const script = `
    const { WebSocketServer } = require(require.resolve('ws', { paths: [${JSON.stringify(serverDir)}] }));
    const http = require('node:http');
    const channels = new Map();
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        const { channel, data } = JSON.parse(body);
        const frame = JSON.stringify({ event: 'message.sent', channel, data });
        for (const ws of channels.get(channel) ?? []) ws.send(frame);
        res.end('{}');
      });
    });
    const wss = new WebSocketServer({ server });
    wss.on('connection', (ws) => ws.on('message', (raw) => {
      const { subscribe } = JSON.parse(raw.toString());
      if (!channels.has(subscribe)) channels.set(subscribe, new Set());
      channels.get(subscribe).add(ws);
      ws.send(JSON.stringify({ event: 'subscribed' }));
      ws.on('close', () => channels.get(subscribe).delete(ws));
    }));
    server.listen(${PORT + 1}, '127.0.0.1', () => console.log('ready'));`;
  const [command = 'node', ...args] = [...pin(0), process.execPath, ...MEMORY_PRELOAD, '-e', script];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_MEMORY_DIR: memoryDir },
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const base = `http://127.0.0.1:${PORT + 1}`;
  return {
    name: 'bare ws',
    pid: child.pid ?? 0,
    async open(channel, onFrame) {
      const ws = new WebSocket(base.replace('http', 'ws'));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ subscribe: channel }));
      await nextFrame(ws, 'subscribed');
      ws.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data: string };
        if (frame.event === 'message.sent') onFrame(frame.data);
      });
      return ws;
    },
    async publish(channel, data) {
      const res = await fetch(base, { method: 'POST', body: JSON.stringify({ channel, data }) });
      await res.arrayBuffer();
    },
    async stop() {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);

type Run = { p50: number; p99: number; worstRoomP99: number; medianRoomP99: number; received: number; lost: number };

/**
 * Opens the idle sockets and one socket per room; `run()` then sends each room a message a second for SECONDS
 * and answers the latencies; `memory()` reads the heap per connection and closes the sockets.
 */
async function connect(target: Target) {
  const sockets: WebSocket[] = [];
  // Idle: signed in, subscribed to their own channel (as every portal tab is), hearing nothing.
  const openIdle = async (from: number, to: number) => {
    for (let i = from; i < to; i += 100) {
      const batch = Array.from({ length: Math.min(100, to - i) }, (_, j) =>
        target.open(`private-user.${100_000 + i + j}`, () => {}),
      );
      sockets.push(...(await Promise.all(batch)));
    }
  };
  await openIdle(0, IDLE);
  let samples: Sample[] = [];
  const rooms = await Promise.all(
    Array.from({ length: ROOMS }, (_, room) =>
      target.open(`private-chat-room.${room + 1}`, (data) => {
        const { t, room: r, n } = JSON.parse(data) as { t: number; room: number; n: number };
        // The first second warms the connections and the JIT up: not counted.
        if (n >= ROOMS) samples.push({ room: r, ms: performance.now() - t });
      }),
    ),
  );
  sockets.push(...rooms);

  async function run(): Promise<Run> {
    samples = [];
    // Each room once a second, the rooms spread evenly over the second.
    const gap = 1_000 / ROOMS;
    const started = performance.now();
    const publishes: Promise<void>[] = [];
    for (let n = 0; n < (SECONDS + 1) * ROOMS; n += 1) {
      const due = started + n * gap;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const room = n % ROOMS;
      publishes.push(
        // A refused publish shows as a message not received.
        target
          .publish(`private-chat-room.${room + 1}`, JSON.stringify({ t: performance.now(), room, n }))
          .catch(() => {}),
      );
    }
    await Promise.all(publishes);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    const perRoom = Array.from({ length: ROOMS }, (_, room) =>
      percentile(
        samples
          .filter((s) => s.room === room)
          .map((s) => s.ms)
          .sort((a, b) => a - b),
        0.99,
      ),
    ).sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      worstRoomP99: perRoom.at(-1) ?? Number.NaN,
      medianRoomP99: percentile(perRoom, 0.5),
      received: samples.length,
      lost: SECONDS * ROOMS - samples.length,
    };
  }

  // Memory per connection, after the latency runs: the collections forced to read it set off V8's memory
  // reducer for seconds afterwards, whose pauses would land in a run. The heap with every socket open, then
  // without the last half of the idle ones, so the server's start-up garbage stays out of the figure.
  async function memory(): Promise<number> {
    const all = await memoryKb(target.pid);
    const half = Math.floor(IDLE / 2);
    for (const ws of sockets.slice(half, IDLE)) ws.terminate();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const withHalf = await memoryKb(target.pid);
    for (const ws of sockets) ws.terminate();
    return (all - withHalf) / (IDLE - half);
  }

  return { run, memory };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  // This process is the clients and the publisher: on the other core from the servers.
  if (availableParallelism() > 1) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-realtime-'));
  const runs = { bare: [] as Run[], portal: [] as Run[] };
  const memory = { bare: Number.NaN, portal: Number.NaN };
  let names = { bare: 'bare ws', portal: 'portal' };
  try {
    // Both servers stay up with their sockets open, and are loaded in turns (bare, portal, bare, …): this
    // machine's speed drifts between minutes, so each portal run is set against the bare run beside it.
    const bare = await bareTarget();
    const portal = await portalTarget(dataDir);
    names = { bare: bare.name, portal: portal.name };
    try {
      const clients = { bare: await connect(bare), portal: await connect(portal) };
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.bare.push(await clients.bare.run());
        runs.portal.push(await clients.portal.run());
      }
      memory.bare = await clients.bare.memory();
      memory.portal = await clients.portal.memory();
    } finally {
      await bare.stop();
      await portal.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(memoryDir, { recursive: true, force: true });
  }
  const ms = (n: number) => `${n.toFixed(2).padStart(6)} ms`;
  console.log(
    `realtime: ${IDLE} idle connections, ${ROOMS} rooms × 1 message/s, ${SECONDS} s a run (${SECONDS * ROOMS} messages), ${ROUNDS} rounds of bare then portal`,
  );
  for (const key of ['bare', 'portal'] as const) {
    for (const [round, r] of runs[key].entries()) {
      console.log(
        `${`${names[key]}, round ${round + 1}`.padEnd(36)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  per-room p99 worst ${ms(r.worstRoomP99)} median ${ms(r.medianRoomP99)}  ${r.received} received, ${r.lost} lost`,
      );
    }
    console.log(`${names[key].padEnd(36)} ${memory[key].toFixed(1)} KB heap/connection`);
  }
  const ratios = runs.portal.map((r, i) => r.p99 / (runs.bare[i]?.p99 ?? Number.NaN));
  console.log(
    `goals: p99 ${median(ratios).toFixed(2)}× bare ws, median of the rounds (${ratios.map((r) => r.toFixed(2)).join(', ')}; goal ≤ 1.5×); worst room p99 ${median(runs.portal.map((r) => r.worstRoomP99)).toFixed(2)} ms, median of the rounds (bare ws ${median(runs.bare.map((r) => r.worstRoomP99)).toFixed(2)} ms; goal ≤ 10 ms)`,
  );
}

await main();
