import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { ensureSearchIndexes } from './searchIndexes';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: its data directory as a tarball, for `loadDataDir` (the tests' migrated template). */
  dump?: () => Promise<Blob>;
};

/**
 * Opens the store: a PostgreSQL server when a URL is given, otherwise PGlite in process with its
 * data in `dataDir` ('memory://' for throwaway test databases). Migrations run before it is returned.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Hears every statement the app sends (the query-count test); absent in production, so it costs nothing. */
  onQuery?: ((sql: string) => void) | undefined;
  /** PGlite: a dumped data directory to start from instead of an empty one (tests; migrations still run). */
  loadDataDir?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, `drop database … with (force)` after the
    // tests) is reported on the pool; unheard, that event would end the process. The pool replaces it.
    pool.on('error', (error) => console.warn(`[database] an idle connection was lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) });
    await migratePg(db, { migrationsFolder });
    await ensureSearchIndexes(db);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm ships with PGlite as an extension: loaded here, created by ensureSearchIndexes.
  const client = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  await migratePglite(db, { migrationsFolder });
  await ensureSearchIndexes(db as unknown as Database);
  // Both drivers speak the same PostgreSQL; the query-builder surface the app uses is shared.
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
