import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import { signedIn, type TestBrowser } from './browser';

/**
 * Every test app starts from a database migrated once per set of migrations: PGlite's initdb and the
 * migrations cost about 1.5 s per app on this machine, loading a dumped data directory about 0.3 s, and a
 * PostgreSQL database copied from a template a fraction of migrating one. Migrations still run on each
 * open (a no-op on the template), so a stale template cannot leave a test on an old schema.
 */
const migrationsKey = (async () => {
  const hash = createHash('sha1');
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 12);
})();

/** The migrated PGlite data directory, kept in the temp folder for every test file of every run. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `portal-test-pglite-${await migrationsKey}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = (await database.dump?.()) as Blob;
  await database.close();
  // Written aside and renamed: a file running beside this one never reads half of it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** The migrated template database on the PostgreSQL server, made once under an advisory lock. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_test_template_${await migrationsKey}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
      // Templates of older migrations are of no further use.
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'portal_test_template_%' and datname <> $1",
        [name],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname}`).catch(() => {});
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await admin.end();
  }
}

export type TestAppOptions = {
  /** The app's clock; tests move it to reach expiry. */
  now?: () => Date;
  /** Seed the demo accounts, dated from this clock. */
  seed?: boolean;
  /** Hears every statement the app sends to its database. */
  onQuery?: (sql: string) => void;
};

/**
 * Boots the app in process on a fresh, migrated database: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). File contents
 * go to a fresh temporary folder (removed on close) unless `env` configures a storage of its own.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const template = await postgresTemplate(serverUrl);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const ownFolder = !env.STORAGE_DRIVER && !env.STORAGE_DIR;
  const storageDir = ownFolder ? await mkdtemp(path.join(tmpdir(), 'portal-storage-')) : undefined;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      // Production refuses to start without one; tests that run as production get this.
      PUSHER_APP_SECRET: 'test-realtime-secret',
      // Production refuses to start without it too; mailed links in tests start with it.
      PUBLIC_URL: 'https://portal.example.jp',
      ...(storageDir ? { STORAGE_DIR: storageDir } : {}),
      ...env,
    }),
    databaseUrl,
    dataDir: 'memory://',
  };
  const database = await openDatabase({
    ...config,
    onQuery: options.onQuery,
    loadDataDir: databaseUrl ? undefined : await pgliteTemplate(),
  });
  const now = options.now ?? (() => new Date());
  const app = await buildApp({ config, database, now });
  await app.ready();
  if (options.seed) await seedDemo(database.db, { today: now(), storage: app.services.storage });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The set-up of a describe block about one family-scoped list: the demo data at 10:00 in Japan on 2026-05-11
 * with both families signed in * (opened in `beforeAll`, closed in `afterAll`; read `.t`, `.guardian`, `.guardian2` inside tests), a sign-in by email, and a reader of the list's pages that expects 200.
 */
export function seededListSuite<Row>(listPath: string) {
  const suite = {} as { t: TestApp; guardian: TestBrowser; guardian2: TestBrowser };
  beforeAll(async () => {
    const clock = new Date('2026-05-11T01:00:00Z');
    const t = await createTestApp({}, { seed: true, now: () => clock });
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    Object.assign(suite, { t, guardian, guardian2 });
  });
  afterAll(() => suite.t.close());
  return Object.assign(suite, {
    as: (email: string) => signedIn(suite.t.app, email, DEMO_PASSWORD),
    page: async (browser: TestBrowser, query = '') => {
      const res = await browser.get(`${listPath}${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json() as PageOf<Row>;
    },
  });
}

/** Laravel's page envelope of a list call. */
export type PageOf<Row> = {
  data: Row[];
  currentPage: number;
  lastPage: number;
  from: number | null;
  to: number | null;
  total: number;
};
