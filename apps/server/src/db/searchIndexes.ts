import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Trigram index for everyone's posts' nickname search (ADR 032): `lower(nickname) like '%…%'` on the visible
 * posts. pg_trgm is an extension, so it is set up here rather than in a migration: a PostgreSQL server
 * where the role may not create it, or a PGlite without it, keeps working without the index (the search
 * then reads the rows, as before), and a regenerated migration cannot lose the `create extension`.
 */
export async function ensureSearchIndexes(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(
      sql`create index if not exists lesson_records_public_nickname_trgm on lesson_records
          using gin (lower(nickname) gin_trgm_ops) where public and not reported`,
    );
    return true;
  } catch (error) {
    console.warn(`[database] no trigram index for the nickname search: ${(error as Error).message}`);
    return false;
  }
}
