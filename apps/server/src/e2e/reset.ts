import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
export async function registerE2eReset(app: FastifyInstance, db: Database, storage: FileStorage): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('E2E_RESET is for browser tests only');
  // Issue 16: the mails the server sent, so a test can follow a mailed link (the server log is off in e2e).
  const outbox: Mail[] = [];
  app.post('/__e2e__/reset', async (_request, reply) => {
    // The rows' objects first, while the rows still name them; other objects in a shared bucket stay.
    for (const { key } of await db.select({ key: files.key }).from(files)) await storage.delete(key);
    // The catalogue (lectures, courses) is reference data the migrations insert, not demo data.
    const rows = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('lectures', 'courses')`,
    )) as unknown as { rows: { tablename: string }[] } | { tablename: string }[];
    const tables = (Array.isArray(rows) ? rows : rows.rows).map((r) => `"${r.tablename}"`);
    if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    await seedDemo(db, { today: new Date(), storage });
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
}
