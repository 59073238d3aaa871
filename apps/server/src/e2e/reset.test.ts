import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families, files, users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/app';
import { demoDataReset } from './reset';

async function tableCounts(t: TestApp) {
  const result = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] } | { tablename: string }[];
  const counts: Record<string, number> = {};
  for (const { tablename } of Array.isArray(result) ? result : result.rows) {
    const rows = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n from public."${tablename}"`),
    )) as unknown as { rows: { n: number }[] } | { n: number }[];
    counts[tablename] = (Array.isArray(rows) ? rows : rows.rows)[0]?.n ?? -1;
  }
  return counts;
}

describe('the e2e reset of the demo data', () => {
  let t: TestApp;
  let clock = new Date('2026-11-24T01:00:00Z');
  const now = () => clock;

  let reset: ReturnType<typeof demoDataReset>;

  beforeAll(async () => {
    t = await createTestApp({}, { now });
    reset = demoDataReset(t.database.db, t.app.services.storage, now);
  });
  afterAll(() => t.close());

  it('copies the seeded rows back as they were, and new rows get new ids', async () => {
    await reset.reset();
    const seeded = await tableCounts(t);
    const [guardian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    expect(seeded.users).toBeGreaterThan(3);
    const seededObject = (await t.database.db.select({ key: files.key }).from(files).limit(1))[0]?.key ?? '';
    expect(await t.app.services.storage.read(seededObject)).not.toBeNull();

    // What a test does: a row deleted, a row added, an upload.
    await t.database.db.delete(users).where(eq(users.id, guardian?.id ?? 0));
    await t.database.db.insert(families).values({ name: '追加' });
    await t.app.services.storage.put('uploads/added', new Uint8Array([1, 2, 3]), 'text/plain');
    const [added] = await t.database.db
      .insert(files)
      .values({ name: 'added.txt', mimeType: 'text/plain', size: 3, key: 'uploads/added' })
      .returning();

    clock = new Date(clock.getTime() + 10 * 60_000);
    await reset.reset();

    expect(await tableCounts(t)).toEqual(seeded);
    const [back] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    expect(back?.id).toBe(guardian?.id);
    // Copied, not seeded again (each seed hashes the password with a new salt).
    expect(back?.passwordHash).toBe(guardian?.passwordHash);
    expect(back?.createdAt).toEqual(guardian?.createdAt);
    expect(await t.app.services.storage.read('uploads/added')).toBeNull();
    expect(await t.app.services.storage.read(seededObject)).not.toBeNull();
    // The identity goes on after the copied rows, not from 1.
    const [next] = await t.database.db
      .insert(files)
      .values({ name: 'n', mimeType: 'text/plain', size: 0, key: 'n' })
      .returning();
    expect(next?.id).toBe(added?.id);
    const [familyCount] = await t.database.db.select({ value: count() }).from(families);
    expect(familyCount?.value).toBe(seeded.families);
  });

  it('seeds again on a new day in Tokyo, so dates stay relative to today', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await reset.reset();
    const [after] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    // Seeded anew (each seed hashes the password with a new salt), not copied back.
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
  });
});
