import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { familyInvitations, files, membershipGuestLinks } from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { demoNoAccountLink } from '../db/seed/membership-link';
import { forgetPublicCounts } from '../routes/lessonRecord/service';
import type { Mail } from '../services/mail';
import type { FileStorage } from '../services/storage';

/**
 * Browser tests only (`E2E_RESET=true`, refused in production): puts the demo data back as it was seeded,
 * so each e2e test starts from the same state however often the tier runs (`--repeat-each`) and in
 * whatever order. Not part of the contract: it is never registered otherwise.
 */
export async function registerE2eReset(app: FastifyInstance, db: Database, storage: FileStorage) {
  if (process.env.NODE_ENV === 'production') throw new Error('E2E_RESET is for browser tests only');
  // Issue 16: the mails the server sent, so a test can follow a mailed link (the server log is off in e2e).
  const outbox: Mail[] = [];
  const demoData = demoDataReset(db, storage);
  app.post('/__e2e__/reset', async (_request, reply) => {
    await demoData.reset();
    // Ids start again at 1: a remembered session must not point at whoever has its user's id now.
    app.sessions.forgetAll();
    // What was read before the reset is not what the data says now.
    app.services.cache.clear();
    forgetPublicCounts(db);
    // Their links name rows that are gone: a test that reads the newest mail must not find an earlier test's.
    outbox.length = 0;
    return reply.code(204).send();
  });

  const { mailer } = app.services;
  const send = mailer.send.bind(mailer);
  mailer.send = async (mail) => {
    outbox.push(mail);
    await send(mail);
  };
  app.get('/__e2e__/mails', async () => outbox);
  // A link to the demo no-account application; `expired` puts its expiry in the past.
  app.post<{ Body: { expired?: boolean } }>('/__e2e__/membership-link', async (request) => {
    const link = await demoNoAccountLink(app, '');
    if (link && request.body?.expired) {
      const hash = createHash('sha256')
        .update(new URL(link, 'http://x').searchParams.get('token') ?? '')
        .digest('hex');
      await db
        .update(membershipGuestLinks)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(membershipGuestLinks.tokenHash, hash));
    }
    return { link };
  });
  // Issue 32: the family invitations to an address run out now, as a week later.
  app.post<{ Body: { email: string } }>('/__e2e__/invitation-expire', async (request) => {
    await db
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(familyInvitations.email, request.body.email.toLowerCase()));
    return { expired: true };
  });
  return demoData;
}

const SNAPSHOT = 'e2e_snapshot';
/** The catalogue (lectures, courses) is reference data the migrations insert, not demo data. */
const REFERENCE_TABLES = new Set(['lectures', 'courses']);

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tokyoDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' });

/**
 * Puts the demo data back as seeded. Seeding runs a few thousand statements (2-3 s on a busy CI core, and the
 * browser tiers reset some 400 times), so every table is copied aside once seeded (by the server's start, or
 * by a reset that had nothing to copy), and resets copy the rows back in a few statements (a quarter of the time).
 * Times are copied as they were: most are set on the clock of a day ("10:00 the day after tomorrow") and must
 * read the same; a new day in Tokyo seeds again, since dates are relative to today.
 */
export function demoDataReset(db: Database, storage: FileStorage, now: () => Date = () => new Date()) {
  let snapshot: { day: string; names: string[]; copy: string; sequences: string } | undefined;
  const tables = async () =>
    (await rowsOf<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`))
      .map((r) => r.tablename)
      .filter((name) => !REFERENCE_TABLES.has(name));
  const truncate = (names: string[]) => `truncate ${names.map(quoted).join(', ')} restart identity cascade`;

  async function seedAgain() {
    // The rows' objects first, while the rows still name them; other objects in a shared bucket stay.
    for (const { key } of await db.select({ key: files.key }).from(files)) await storage.delete(key);
    const names = await tables();
    if (names.length > 0) await db.execute(sql.raw(truncate(names)));
    const today = now();
    await seedDemo(db, { today, storage });
    await remember(today);
  }

  /** Copies every table aside, as seeded `today`. */
  async function remember(today: Date) {
    const names = await tables();
    await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT} cascade`));
    await db.execute(sql.raw(`create schema ${SNAPSHOT}`));
    for (const name of names) {
      await db.execute(sql.raw(`create table ${SNAPSHOT}.${quoted(name)} as table public.${quoted(name)}`));
    }
    const columns = await rowsOf<{ table_name: string; column_name: string; sequence: string | null }>(
      db,
      sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
          from information_schema.columns
          where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    );
    const copied = names.filter((name) => columns.some((c) => c.table_name === name));
    // One statement for every table (data-modifying WITH clauses) and one for every identity: each statement costs.
    const inserts = copied.map((name, i) => {
      const list = columns
        .filter((c) => c.table_name === name)
        .map((c) => quoted(c.column_name))
        .join(', ');
      return `t${i} as (insert into public.${quoted(name)} (${list}) overriding system value select ${list} from ${SNAPSHOT}.${quoted(name)})`;
    });
    const sequences = columns
      .filter((c) => c.sequence)
      .map(
        (c) =>
          `setval('${c.sequence}', coalesce((select max(${quoted(c.column_name)}) from public.${quoted(c.table_name)}), 0) + 1, false)`,
      );
    snapshot = {
      day: tokyoDay(today),
      names,
      copy: `with ${inserts.join(', ')} select 1`,
      sequences: sequences.length > 0 ? `select ${sequences.join(', ')}` : 'select 1',
    };
  }

  async function copyBack({ names, copy, sequences }: NonNullable<typeof snapshot>) {
    // Objects written since (uploads), not the seeded ones the copied rows name.
    const added = await rowsOf<{ key: string }>(
      db,
      sql.raw(`select key from public.files where key not in (select key from ${SNAPSHOT}.files)`),
    );
    for (const { key } of added) await storage.delete(key);
    await db.transaction(async (tx) => {
      // The rows go back in one statement, in no order of their references: those are checked as they were made.
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(sql.raw(truncate(names)));
      await tx.execute(sql.raw(copy));
      await tx.execute(sql.raw(sequences));
    });
  }

  return {
    remember,
    /** Puts the demo data back as seeded. */
    async reset() {
      if (snapshot && snapshot.day === tokyoDay(now())) await copyBack(snapshot);
      else await seedAgain();
    },
  };
}
