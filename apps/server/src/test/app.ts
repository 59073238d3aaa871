import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import { signedIn, type TestBrowser } from './browser';

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
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
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
      ...(storageDir ? { STORAGE_DIR: storageDir } : {}),
      ...env,
    }),
    databaseUrl,
    dataDir: 'memory://',
  };
  const database = await openDatabase({ ...config, onQuery: options.onQuery });
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
