import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, users } from '../../db/schema';

/** Lockout: this many failures within the window lock the account, or the address. */
export const LOCKOUT = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  // An address is shared by a household or a school network, so it tolerates more than one account.
  perAddress: 20,
} as const;

export const MESSAGES = {
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  locked: (minutes: number) =>
    `ログインの失敗が続いたため、一時的にログインを制限しています。${minutes}分ほど時間をおいてから、もう一度お試しください。`,
};

export type SignInResult =
  | { kind: 'ok'; userId: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'locked'; retryAfterSeconds: number };

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
      .select({ id: users.id, kind: users.kind, passwordHash: users.passwordHash })
      .from(users)
      // lower() as the unique index has it, so an address stored with capitals by any writer still signs in.
      .where(sql`lower(${users.email}) = ${email}`);
    this.dummyHash ??= hash('no-such-account');
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(() => false);
    // A staff account with its right password answers exactly like a wrong password (same status,
    // body, work and lockout count), so sign-in does not tell which addresses belong to staff.
    if (!user || !ok || user.kind !== kind) {
      await this.db.insert(loginFailures).values({ email, ip, attemptedAt: this.now() });
      return { kind: 'invalid', message: MESSAGES.invalidCredentials };
    }
    // A success forgives the account's earlier failures (the address count keeps running), and is
    // a cheap moment to drop failures too old to count for anyone.
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
    await this.db
      .delete(loginFailures)
      .where(lt(loginFailures.attemptedAt, new Date(this.now().getTime() - LOCKOUT.windowMs)));
    return { kind: 'ok', userId: user.id };
  }

  /** Seconds until the account or the address may try again; 0 when neither is locked. */
  private async lockedFor(email: string, ip: string): Promise<number> {
    const now = this.now().getTime();
    const since = new Date(now - LOCKOUT.windowMs);
    const until = async (column: typeof loginFailures.email | typeof loginFailures.ip, value: string, max: number) => {
      const rows = await this.db
        .select({ at: loginFailures.attemptedAt })
        .from(loginFailures)
        .where(and(eq(column, value), gt(loginFailures.attemptedAt, since)))
        .orderBy(desc(loginFailures.attemptedAt))
        .limit(max);
      const oldest = rows[max - 1];
      return oldest ? oldest.at.getTime() + LOCKOUT.windowMs : 0;
    };
    const lockedUntil = Math.max(
      await until(loginFailures.email, email, LOCKOUT.perAccount),
      await until(loginFailures.ip, ip, LOCKOUT.perAddress),
    );
    return lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0;
  }
}
