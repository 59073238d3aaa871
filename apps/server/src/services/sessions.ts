import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

export type SessionUser = {
  id: number;
  kind: 'guardian' | 'staff';
  /** 6 member, 7 prospect, 8 limited; null for staff. */
  role: 6 | 7 | 8 | null;
  familyId: number | null;
};

export type SessionPolicy = { idleMs: number; absoluteMs: number };

/** How long a session's last-seen time may lag before a request writes it again (saves a write per call). */
const TOUCH_AFTER_MS = 60_000;

/**
 * How long a resolved session is answered from memory (issue 18: the session was a database round trip on
 * every call). Expiry is still decided on every request from the remembered times, and signing out on this
 * process forgets it at once; another process behind the same database may honour a session signed out
 * elsewhere, or a changed role, for at most this long.
 */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_SIZE = 10_000;

type Remembered = { user: SessionUser; lastSeenAt: number; expiresAt: number; rememberedAt: number };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const hashId = sha256;

/**
 * Server-side sessions. The cookie carries a random id; the table stores its hash, the user, and the
 * times that decide idle and absolute expiry against the injected clock.
 */
export class SessionStore {
  /**
   * Keyed by the cookie's id itself, which every request carries anyway: hashing it on every call was 3% of a
   * busy server's time. Only the database holds hashes, so a copy of the table opens no session.
   */
  private readonly remembered = new Map<string, Remembered>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    readonly policy: SessionPolicy,
  ) {}

  /** Starts a session with a fresh id (never reusing one the browser sent, against fixation). */
  async create(userId: number, meta: { ip?: string; userAgent?: string | undefined; csrfToken: string }) {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.policy.absoluteMs);
    await this.db.insert(sessions).values({
      idHash: hashId(id),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      csrfHash: sha256(meta.csrfToken),
    });
    return { id, expiresAt };
  }

  /** The user of a live session, or null; an expired session is deleted on sight. */
  async resolve(id: string): Promise<SessionUser | null> {
    const now = this.now().getTime();
    let session = this.remembered.get(id);
    if (!session || now - session.rememberedAt >= SESSION_MEMORY_MS || now < session.rememberedAt) {
      session = await this.load(id, now);
      if (!session) return null;
    }
    const idle = now - session.lastSeenAt >= this.policy.idleMs;
    if (idle || now >= session.expiresAt) {
      await this.destroy(id);
      return null;
    }
    if (now - session.lastSeenAt >= TOUCH_AFTER_MS) {
      session.lastSeenAt = now;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, hashId(id)));
    }
    return session.user;
  }

  private async load(id: string, now: number): Promise<Remembered | undefined> {
    const idHash = hashId(id);
    const [row] = await this.db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: { id: users.id, kind: users.kind, role: users.role, familyId: users.familyId },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A deactivated account's sessions are deleted as it is deactivated; this holds on any process meanwhile.
      .where(and(eq(sessions.idHash, idHash), isNull(users.deactivatedAt)));
    if (!row) {
      this.remembered.delete(id);
      return undefined;
    }
    const session = {
      user: { ...row.user, role: row.user.role as SessionUser['role'] },
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      rememberedAt: now,
    };
    // A full memory starts again rather than tracking use: it only saves round trips.
    if (this.remembered.size >= SESSION_MEMORY_SIZE) this.remembered.clear();
    this.remembered.set(id, session);
    return session;
  }

  /** Forgets every remembered session (the database was changed behind the store's back: the e2e reset). */
  forgetAll() {
    this.remembered.clear();
  }

  /**
   * Whether a state-changing request may carry this XSRF token: always when the presented session
   * is not live (sign-in), otherwise only the token issued to that session.
   */
  async csrfTokenFits(id: string | undefined, token: string): Promise<boolean> {
    if (!id) return true;
    const [row] = await this.db
      .select({ csrfHash: sessions.csrfHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, hashId(id)));
    if (!row) return true;
    const now = this.now().getTime();
    if (now - row.lastSeenAt.getTime() >= this.policy.idleMs || now >= row.expiresAt.getTime()) return true;
    return row.csrfHash === sha256(token);
  }

  async destroy(id: string) {
    this.remembered.delete(id);
    await this.db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
  }

  /**
   * Ends every session of an account but the one that asked (a new password, a deactivated account: issue 32).
   * Sessions remembered in memory are forgotten at once on this process; others see the row gone within
   * SESSION_MEMORY_MS.
   */
  async endAllFor(userId: number, exceptId?: string) {
    const keep = exceptId ? hashId(exceptId) : undefined;
    await this.db
      .delete(sessions)
      .where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId));
    for (const [id, session] of this.remembered)
      if (session.user.id === userId && id !== exceptId) this.remembered.delete(id);
  }

  /** Drops sessions past their absolute expiry or idle too long. */
  async purgeExpired() {
    const now = this.now();
    const idleSince = new Date(now.getTime() - this.policy.idleMs);
    await this.db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    this.remembered.clear();
  }
}
