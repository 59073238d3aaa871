import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { EMAIL_CHANGE_LIMIT, EMAIL_CHANGE_MESSAGES } from './emailChangeLimit';

const UNAVAILABLE = EMAIL_CHANGE_MESSAGES.unavailable;

describe('the sign-in address: one account per address whatever its letter case', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(() => t.close());

  async function as(email: string) {
    const b = new TestBrowser(t.app, `10.2.0.${++address}`);
    expect((await b.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    const profile = (await b.get('/api/user')).json();
    const { id, role, iconPath, kids, genderName, prefectureName, notificationSettings, ...fields } = profile;
    const save = (changes: Record<string, unknown>) =>
      b.request({ method: 'POST', url: '/api/user', payload: { ...fields, ...changes } });
    return { b, save };
  }

  it("refuses another account's address written in capitals, with a message that does not say who has it", async () => {
    const { save } = await as(DEMO_ACCOUNTS.guardian);
    for (const email of ['GUARDIAN2@EXAMPLE.COM', ' Guardian2@example.com ', DEMO_ACCOUNTS.guardian2]) {
      const res = await save({ email });
      expect(res.statusCode, email).toBe(422);
      expect(res.json()).toEqual({ message: UNAVAILABLE, errors: { email: [UNAVAILABLE] } });
    }
  });

  it('stores an address typed with capitals as sign-in compares it, so the account still signs in', async () => {
    const { b, save } = await as(DEMO_ACCOUNTS.limited);
    const res = await save({ email: ' Limited.New@Example.COM ', emailBackup: 'Backup@Example.COM' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'limited.new@example.com', emailBackup: 'backup@example.com' });
    await b.logout();
    expect((await new TestBrowser(t.app, '10.2.1.1').login('limited.new@example.com', DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
    expect((await new TestBrowser(t.app, '10.2.1.2').login('LIMITED.NEW@example.com', DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it(`allows ${EMAIL_CHANGE_LIMIT.max} attempts to change the address an hour, then asks to wait; other edits go on`, async () => {
    const { save } = await as(DEMO_ACCOUNTS.prospect);
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.max; i++) {
      // Taken or free, every attempt at another address counts.
      const res = await save({ email: i % 2 ? DEMO_ACCOUNTS.guardian2 : `prospect.${i}@example.com` });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(i % 2 ? 422 : 200);
    }
    const limited = await save({ email: DEMO_ACCOUNTS.guardian2 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(EMAIL_CHANGE_MESSAGES.limited(60));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Saving the address it has now (any case) is no attempt to change it.
    const last = `prospect.${EMAIL_CHANGE_LIMIT.max - 2}@example.com`;
    expect((await save({ email: last.toUpperCase(), city: '横浜市' })).statusCode).toBe(200);
  });
});

describe('migration 0007: existing addresses are lower-cased', () => {
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  let before: string;

  beforeAll(() => {
    // The migrations up to 0006, to hold rows as they were stored before.
    before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(migrations, before, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(before, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0007');
    writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
  });
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  async function storedBefore(...emails: string[]) {
    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    for (const email of emails) {
      await client.query(
        `insert into users (kind, email, email_backup, password_hash, last_name, first_name) values ('staff', $1, $2, 'x', '姓', '名')`,
        [email, ` ${email.toUpperCase()} `],
      );
    }
    return { client, migrateAll: () => migrate(db, { migrationsFolder: migrations }) };
  }

  // One database through both cases: PGlite and the migrations take long on a loaded machine.
  it('stops on two accounts differing only in case, then lower-cases and trims every address once they differ', async () => {
    const { client, migrateAll } = await storedBefore(
      ' Staff.Mixed@Example.COM ',
      'Twin@example.com',
      'twin@example.com',
    );
    const emails = async () => (await client.query<{ email: string }>('select email from users order by id')).rows;
    await expect(migrateAll()).rejects.toThrow();
    expect((await emails()).map((r) => r.email)).toEqual([
      ' Staff.Mixed@Example.COM ',
      'Twin@example.com',
      'twin@example.com',
    ]);

    // Staff give one of the twins another address; the migration then goes through.
    await client.query(`update users set email = 'twin2@example.com' where email = 'Twin@example.com'`);
    await migrateAll();
    const { rows } = await client.query<{ email: string; email_backup: string }>(
      'select email, email_backup from users order by id',
    );
    expect(rows).toEqual([
      { email: 'staff.mixed@example.com', email_backup: 'staff.mixed@example.com' },
      { email: 'twin2@example.com', email_backup: 'twin@example.com' },
      { email: 'twin@example.com', email_backup: 'twin@example.com' },
    ]);
    await expect(
      client.query(
        `insert into users (kind, email, password_hash, last_name, first_name) values ('staff', 'TWIN@example.com', 'x', '姓', '名')`,
      ),
    ).rejects.toThrow(/users_email_lower_unique/);
    await client.close();
  }, 180_000);
});
