import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';

export type TestAppOptions = {
  /** The app's clock; tests move it to reach expiry. */
  now?: () => Date;
  /** Seed the demo accounts, dated from this clock. */
  seed?: boolean;
};

/**
 * Boots the app in process on a fresh, migrated database: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
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
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ...env }),
    databaseUrl,
    dataDir: 'memory://',
  };
  const database = await openDatabase(config);
  const now = options.now ?? (() => new Date());
  if (options.seed) await seedDemo(database.db, { today: now() });
  const app = await buildApp({ config, database, now });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
