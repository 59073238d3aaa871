import { hash, verify } from '@node-rs/argon2';
import { ja } from '@portal/messages';
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, users } from '../../db/schema';
import { wordsIn } from '../../wording';

/**
 * Lockout (issue 32): failures count per account and address together, so whoever keeps guessing one account's
 * password from one address is slowed down while its owner, elsewhere, still signs in. From the `perPair`th
 * failure within the window, each further try waits a delay that doubles with every failure (1, 2, 4, 8 minutes,
 * then 15 at most) from the last one. An address failing on many accounts (a credential list) is slowed the same
 * way from its `perAddress`th failure, briefly at first, so a shared school or home network is not shut out for
 * long by one member's mistakes.
 */
export const LOCKOUT = {
  windowMs: 15 * 60_000,
  perPair: 5,
  perAddress: 20,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
} as const;

/** The wait after `failures` failures once `threshold` is reached: doubling from the first delay, capped. */
export function lockoutDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LOCKOUT.maxDelayMs, LOCKOUT.firstDelayMs * 2 ** Math.min(failures - threshold, 10));
}

// The catalogue's Japanese; a refusal goes out in the request's language (plugins/errors.ts, credentials.ts).
export const MESSAGES = {
  invalidCredentials: ja.serverAnswers.signIn.invalid,
  // The classroom side's page says whose page it is, so a guardian there finds the way to /login (issue 31
  // item 33); every refusal of that page says it alike, so it tells nothing about an address.
  invalidStaffCredentials: ja.serverAnswers.signIn.invalidStaff,
  locked: (minutes: number) => wordsIn('ja')('serverAnswers.signIn.locked', { minutes }),
};

export type SignInResult =
  | { kind: 'ok'; userId: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'deactivated' };

export const hashPassword = (password: string) => hash(password);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Checks credentials with a per-account and per-address lockout kept in the database. */
export class AuthService {
  // Unknown emails are verified against this hash too, so timing does not tell which emails exist.
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  lockedMessage(minutes: number) {
    return MESSAGES.locked(minutes);
  }

  /** `kind`: the guardian portal's sign-in, or the classroom side's (each refuses the other's accounts alike). */
  async signIn(
    rawEmail: string,
    password: string,
    ip: string,
    kind: 'guardian' | 'staff' = 'guardian',
  ): Promise<SignInResult> {
    const email = normaliseEmail(rawEmail);
    const retryAfterSeconds = await this.lockedFor(email, ip);
    if (retryAfterSeconds > 0) return { kind: 'locked', retryAfterSeconds };

    const [user] = await this.db
      .select({ id: users.id, kind: users.kind, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
      .from(users)
      // lower() as the unique index has it, so an address stored with capitals by any writer still signs in.
      .where(sql`lower(${users.email}) = ${email}`);
    this.dummyHash ??= hash('no-such-account');
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(() => false);
    // A staff account with its right password answers exactly like a wrong password (same status,
    // body, work and lockout count), so sign-in does not tell which addresses belong to staff.
    if (!user || !ok || user.kind !== kind) {
      await this.db.insert(loginFailures).values({ email, ip, attemptedAt: this.now() });
      return {
        kind: 'invalid',
        message: kind === 'staff' ? MESSAGES.invalidStaffCredentials : MESSAGES.invalidCredentials,
      };
    }
    // A deactivated staff account (issue 32, ADR 042) is told so, but only once its right password is typed: the
    // person who knows it learns why, a guesser learns nothing more than from a wrong password.
    if (user.deactivatedAt) return { kind: 'deactivated' };
    // A success forgives this address's failures on the account (someone else's failures elsewhere keep
    // counting, or every sign-in of the owner would give a guesser fresh tries), and is a cheap moment to drop
    // failures too old to count for anyone.
    await this.db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    await this.db
      .delete(loginFailures)
      .where(lt(loginFailures.attemptedAt, new Date(this.now().getTime() - LOCKOUT.windowMs)));
    return { kind: 'ok', userId: user.id };
  }

  /** Seconds until this address may try the account again (or any account); 0 when it may now. */
  private async lockedFor(email: string, ip: string): Promise<number> {
    const now = this.now().getTime();
    const since = new Date(now - LOCKOUT.windowMs);
    const lastAndCount = async (where: SQL | undefined) => {
      const [row] = await this.db
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<Date | string | null>`max(${loginFailures.attemptedAt})`,
        })
        .from(loginFailures)
        .where(and(where, gt(loginFailures.attemptedAt, since)));
      return { count: row?.count ?? 0, last: row?.last ? new Date(row.last).getTime() : 0 };
    };
    const pair = await lastAndCount(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    const address = await lastAndCount(eq(loginFailures.ip, ip));
    const lockedUntil = Math.max(
      pair.last + lockoutDelayMs(pair.count, LOCKOUT.perPair),
      address.last + lockoutDelayMs(address.count, LOCKOUT.perAddress),
    );
    return lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0;
  }
}
