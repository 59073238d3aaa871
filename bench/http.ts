// Prints how fast the server answers the signed-in home page's calls (the page with its bootstrap block and
// every call its loader starts), on PostgreSQL and on PGlite, next to a bare `node:http` server sending the
// same bytes for the same paths: the ceiling of this machine in the same run. The server under test and the
// bare server run pinned to CPU 0, the load generator (autocannon, 50 connections) to CPU 1.
// Goals (issue 18): PostgreSQL at least 0.35 of bare with p99 at most 25 ms; PGlite at least 0.1 of bare.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signInAsGuardian, waitFor } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PORT, +1, +100 and +101, so two benches on one machine do not collide.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3790);
const HOME_CALLS = [
  '/',
  '/api/carousel',
  '/api/trial/applied',
  '/api/membership/online/list',
  '/api/assessment/take',
  '/api/attendance/schedule',
  '/api/announcement/list?perPage=4&isImportant=0&page=1',
  '/api/information/list?perPage=4&page=1',
  '/api/notification',
];
const pin = (cpu: number) => (availableParallelism() > 1 ? ['taskset', '-c', String(cpu)] : []);

type Result = { requests: number; p99: number; errors: number; non2xx: number };

/** autocannon in its own process on the other core, cycling through the calls with the session cookie. */
function load(port: number, cookie: string): Promise<Result> {
  const script = `
    const autocannon = require('autocannon');
    autocannon({
      url: 'http://127.0.0.1:${port}', connections: ${CONNECTIONS}, duration: ${SECONDS},
      headers: { cookie: ${JSON.stringify(cookie)} },
      requests: ${JSON.stringify(HOME_CALLS.map((p) => ({ method: 'GET', path: p })))},
    }, (error, r) => {
      if (error) { console.error(error); process.exit(1); }
      console.log(JSON.stringify({ requests: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx }));
    });`;
  const [command = 'node', ...args] = [...pin(1), process.execPath, '-e', script];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`autocannon ${code}`)),
    );
  });
}

/**
 * Runs the built server on one database and records its answers; then, with a bare server sending those bytes
 * beside it, loads the two in turns (bare, portal, bare, portal, …): this machine's speed drifts by a third
 * between minutes, so each portal run is set against the bare run next to it, and the median ratio is printed.
 */
async function measure(name: string, env: NodeJS.ProcessEnv, port: number): Promise<Measured> {
  const [command = 'node', ...args] = [...pin(0), process.execPath, 'apps/server/dist/server.js'];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs the origin of mailed links.
      PUBLIC_URL: `http://localhost:${port}`,
      PUSHER_APP_SECRET: 'bench-realtime-secret',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, () => child.exitCode !== null);
    const cookie = await signInAsGuardian(base);
    const answers = new Map<string, { type: string; body: Buffer }>();
    for (const call of HOME_CALLS) {
      const res = await fetch(`${base}${call}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${name}: ${call} answered ${res.status}`);
      answers.set(call, { type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) });
    }
    const bare = await startBare(answers, port + 100);
    try {
      const rounds: { bare: Result; portal: Result }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push({ bare: await load(port + 100, ''), portal: await load(port, cookie) });
      }
      return { rounds };
    } finally {
      bare.kill();
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

type Measured = { rounds: { bare: Result; portal: Result }[] };

/** The ceiling: node:http answering each path with the bytes the portal sent for it. */
async function startBare(answers: Map<string, { type: string; body: Buffer }>, port: number) {
  const script = `
    const answers = new Map(${JSON.stringify([...answers].map(([k, v]) => [k, { type: v.type, body: v.body.toString('base64') }]))}
      .map(([k, v]) => [k, { type: v.type, body: Buffer.from(v.body, 'base64') }]));
    require('node:http').createServer((req, res) => {
      const a = answers.get(req.url);
      if (!a) { res.statusCode = 404; return res.end(); }
      res.setHeader('content-type', a.type);
      res.end(a.body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const [command = 'node', ...args] = [...pin(0), process.execPath, '-e', script];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'));
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `portal_bench_${randomBytes(4).toString('hex')}`;
  const rows: [string, Measured][] = [];
  try {
    rows.push(['portal on PGlite', await measure('PGlite', { DATA_DIR: dataDir }, BASE_PORT)]);
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      rows.push(['portal on PostgreSQL', await measure('PostgreSQL', { DATABASE_URL: url.toString() }, BASE_PORT + 1)]);
    } catch (error) {
      console.error(`PostgreSQL skipped: ${(error as Error).message}`);
    } finally {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const goals: Record<string, { ratio: number; p99?: number }> = {
    'portal on PostgreSQL': { ratio: 0.35, p99: 25 },
    'portal on PGlite': { ratio: 0.1 },
  };
  console.log(
    `home page calls (${HOME_CALLS.length} paths), ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds of bare then portal`,
  );
  for (const [label, { rounds }] of rows) {
    const goal = goals[label];
    const ratios = rounds.map((r) => r.portal.requests / r.bare.requests);
    const failures = rounds.reduce((sum, r) => sum + r.portal.errors + r.portal.non2xx, 0);
    const perRound = rounds
      .map((r) => `${r.bare.requests.toFixed(0)} / ${r.portal.requests.toFixed(0)} (p99 ${r.portal.p99} ms)`)
      .join(', ');
    const limits = goal ? `; goal ≥ ${goal.ratio}${goal.p99 ? `, p99 ≤ ${goal.p99} ms` : ''}` : '';
    console.log(
      `${label.padEnd(22)} median ${median(ratios).toFixed(3)} of bare, p99 median ${median(rounds.map((r) => r.portal.p99))} ms${limits}${
        failures > 0 ? `  (${failures} errors or non-2xx)` : ''
      }`,
    );
    console.log(`${''.padEnd(22)} req/s bare / portal by round: ${perRound}`);
  }
}

await main();
