// Prints how fast everyone's posts (GET /api/lessonRecord/list) answer with 100,000 public posts on
// PostgreSQL: p50 and p99 of sequential signed-in requests over a mix of searches, and the plan of the
// list's newest-first page. Goal (issue 13): p99 under 50 ms. Uses the built server (npm run build).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { signInAsGuardian, waitFor } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 3621);
// Another build to compare with (e.g. the previous commit's, built into apps/server/dist-old).
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
const SEARCHES = [
  '',
  '?page=2',
  '?page=500',
  '?sortOrder=1',
  '?classRoomNumber=1402',
  '?courseCd=RA',
  '?kozaCd=KODOPRO',
  '?nickname=%E3%81%B2%E3%81%AA',
  '?startDate=2026-01&endDate=2026-03',
  '?classRoomNumber=1301&courseCd=RM&sortOrder=1',
];

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `portal_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const child = spawn(process.execPath, [SERVER], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Production needs the origin of mailed links.
    PUBLIC_URL: `http://localhost:${PORT}`,
    PUSHER_APP_SECRET: 'bench-realtime-secret',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PORT: String(PORT),
    DATABASE_URL: url.toString(),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const db = new pg.Client({ connectionString: url.toString() });
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`, () => child.exitCode !== null);
  await db.connect();
  // Public posts of the seeded classmates, spread over the last year, the three classrooms and the courses.
  await db.query(
    `insert into lesson_records (kid_id, course_code, classroom_id, title, comment, public, nickname, posted_on)
     select k.id, c.code, k.room, '作品 ' || g, 'がんばって作りました。', true, 'ひなた' || (g % 500),
            current_date - (g % 365)
     from generate_series(1, $1::int) g
     cross join lateral (
       select kids.id, (select id from classrooms order by id offset (g % 3) limit 1) as room
       from kids where kids.seito_no like '9%' order by kids.id offset (g % 30) limit 1) k
     cross join lateral (select code from courses order by sort_order offset (g % 18) limit 1) c`,
    [POSTS],
  );
  await db.query('analyze lesson_records');
  const cookie = await signInAsGuardian(base);
  const times: number[] = [];
  // The first request of each search counts its total; the next ones within 30 s reuse it (ADR 032).
  const firsts = new Map<string, number>();
  for (let i = 0; i < REQUESTS; i += 1) {
    const search = SEARCHES[i % SEARCHES.length] ?? '';
    const started = performance.now();
    const res = await fetch(`${base}/api/lessonRecord/list${search}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${search} answered ${res.status}`);
    times.push(performance.now() - started);
    if (!firsts.has(search)) firsts.set(search, performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const { rows: count } = await db.query('select count(*)::int as n from lesson_records where public');
  console.log(
    `everyone's posts search, ${count[0]?.n} public posts, ${REQUESTS} requests: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (goal < 50 ms)`,
  );
  const cold = [...firsts.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `first request of each search (total counted): ${cold.map(([q, ms]) => `${q || '(none)'} ${ms.toFixed(1)} ms`).join(', ')}`,
  );
  // The plans of the newest-first page, its total, a nickname search of three characters, a classroom and
  // course with few posts, and a common two-character nickname found by walking the list (ADR 032).
  for (const query of [
    `select id from lesson_records where public = true and reported = false
     order by posted_on desc, id desc limit 12`,
    'select count(*) from lesson_records where public = true and reported = false',
    `select count(*) from lesson_records where public = true and reported = false
     and lower(nickname) like lower('%ひなた49%')`,
    `select id from lesson_records where public = true and reported = false
     and classroom_id = (select min(id) from classrooms) and course_code = 'RM'
     order by posted_on, id limit 12`,
    `select id from (select id, nickname, posted_on from lesson_records where public = true and reported = false
     order by posted_on desc, id desc offset 0) walked
     where (nickname || '') like '%ひな%' order by posted_on desc, id desc limit 12`,
  ]) {
    const plan = await db.query(`explain analyze ${query}`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
} finally {
  child.kill();
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
}
