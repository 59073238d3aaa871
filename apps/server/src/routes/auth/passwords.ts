import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { PASSWORD_RESET_TTL_MS, PASSWORD_SET_TTL_MS } from '@portal/domain';
import { ja } from '@portal/messages';
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { loginFailures, passwordTokens, users } from '../../db/schema';
import type { Mailer } from '../../services/mail';
import { type SessionStore, sha256 } from '../../services/sessions';
import { hashPassword, normaliseEmail } from './service';

/** The page a mailed password link opens (the portal's `_public` route), for guardians and staff alike. */
export const PASSWORD_LINK_PATH = '/password/reset';

/** Issue 32: at most this many reset links per account per hour (per email), whoever asks. */
export const RESET_MAILS_PER_HOUR = 3;

export type PasswordPurpose = 'reset' | 'set';
export type PasswordLinkRefusal = 'wrong' | 'expired' | 'used';
export type PasswordLinkInfo = { purpose: PasswordPurpose; kind: 'guardian' | 'staff'; email: string };

export const PASSWORD_MESSAGES = {
  resetAccepted:
    '入力されたメールアドレスにアカウントがある場合は、パスワード再設定用のリンクをお送りしました。メールをご確認ください。',
  changed: 'パスワードを変更しました。',
  // Refusals are the catalogue's Japanese, answered in the request's language (plugins/errors.ts).
  wrongCurrent: ja.serverAnswers.wrongCurrentPassword,
  refusal: ja.serverAnswers.passwordLink satisfies Record<PasswordLinkRefusal, string>,
} as const;

/** Link tokens are 32 random bytes, URL-safe; only their SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Issue 32: passwords set through mailed links (a forgotten password, a new account's first password) and
 * changed in the profile. A link works once and briefly; setting a password ends every session of the account.
 */
export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly sessions: SessionStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * 「パスワードをお忘れの方」: mails a reset link when the address has an account that may sign in. The caller
   * answers the same whatever happens here, and the mail goes out after the answer, so neither the words nor the
   * time tell whether the address has an account.
   */
  async requestReset(rawEmail: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    const [user] = await this.db
      .select({ id: users.id, kind: users.kind, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (!user || user.deactivatedAt) return;
    const [{ count } = { count: 0 }] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordTokens)
      .where(
        and(
          eq(passwordTokens.userId, user.id),
          eq(passwordTokens.purpose, 'reset'),
          gte(passwordTokens.createdAt, new Date(this.now().getTime() - 60 * 60_000)),
        ),
      );
    // A flood of requests for one address does not flood its inbox.
    if (count >= RESET_MAILS_PER_HOUR) return;
    const { url } = await this.issue(user.id, 'reset');
    void this.mailer
      .send({ to: email, ...resetMail(url, user.kind) })
      .catch((error: unknown) => this.log.error({ err: error, userId: user.id }, 'password reset mail failed'));
  }

  /** A new link (the raw token is in the URL, returned once, for the mail); older links of the purpose end. */
  async issue(userId: number, purpose: PasswordPurpose): Promise<{ token: string; url: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + (purpose === 'reset' ? PASSWORD_RESET_TTL_MS : PASSWORD_SET_TTL_MS));
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(passwordTokens.userId, userId),
            eq(passwordTokens.purpose, purpose),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        );
      await tx.insert(passwordTokens).values({ userId, purpose, tokenHash: sha256(token), expiresAt, createdAt: now });
    });
    return { token, url: `${this.publicUrl}${PASSWORD_LINK_PATH}?token=${token}`, expiresAt };
  }

  /** What a link opens, or why it does not. */
  async open(
    token: string,
  ): Promise<{ ok: true; userId: number; info: PasswordLinkInfo } | { ok: false; reason: PasswordLinkRefusal }> {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'wrong' };
    const [row] = await this.db
      .select({
        userId: passwordTokens.userId,
        purpose: passwordTokens.purpose,
        expiresAt: passwordTokens.expiresAt,
        usedAt: passwordTokens.usedAt,
        kind: users.kind,
        email: users.email,
        deactivatedAt: users.deactivatedAt,
      })
      .from(passwordTokens)
      .innerJoin(users, eq(users.id, passwordTokens.userId))
      .where(eq(passwordTokens.tokenHash, sha256(token)));
    if (!row || row.deactivatedAt) return { ok: false, reason: 'wrong' };
    if (row.usedAt) return { ok: false, reason: 'used' };
    if (row.expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.userId, info: { purpose: row.purpose, kind: row.kind, email: row.email } };
  }

  /**
   * Sets the password a link allows and uses the link up (once, even when two requests race), ends the account's
   * other links and every session, and forgives its failed sign-ins (the owner proved the mailbox is theirs).
   */
  async setByLink(
    token: string,
    password: string,
  ): Promise<{ ok: true; info: PasswordLinkInfo } | { ok: false; reason: PasswordLinkRefusal }> {
    const opened = await this.open(token);
    if (!opened.ok) return opened;
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const claimed = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordTokens.tokenHash, sha256(token)),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        )
        .returning({ id: passwordTokens.id });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, opened.userId));
      await tx
        .update(passwordTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(passwordTokens.userId, opened.userId),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        );
      await tx.delete(loginFailures).where(eq(loginFailures.email, normaliseEmail(opened.info.email)));
      return true;
    });
    if (!claimed) return { ok: false, reason: 'used' };
    await this.sessions.endAllFor(opened.userId);
    return { ok: true, info: opened.info };
  }

  /** The profile's change: the current password first; the session that asked stays, every other one ends. */
  async change(userId: number, current: string, next: string, keepSessionId: string | undefined): Promise<boolean> {
    const [user] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user || !(await verify(user.passwordHash, current).catch(() => false))) return false;
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(next) })
      .where(eq(users.id, userId));
    await this.sessions.endAllFor(userId, keepSessionId);
    return true;
  }
}

function resetMail(url: string, kind: 'guardian' | 'staff') {
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  return {
    subject: '【まなびポータル】パスワードの再設定',
    text: [
      kind === 'guardian' ? '保護者さま' : '教室スタッフの皆さま',
      '',
      'パスワードの再設定のお申し込みを受け付けました。',
      `次のリンクを開き、${minutes}分以内に新しいパスワードを設定してください。リンクは一度だけ使えます。`,
      '',
      url,
      '',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変わりません。',
      '',
      'まなびポータル',
    ].join('\n'),
  };
}

/** The mail of a new account's first password (the admin command's first staff member, an invited colleague). */
export function setPasswordMail(url: string, classroom: string) {
  const hours = PASSWORD_SET_TTL_MS / 3_600_000;
  return {
    subject: '【まなびポータル】パスワードの設定',
    text: [
      `${classroom}の教室スタッフとして、まなびポータルのアカウントを作成しました。`,
      `次のリンクを開き、${hours}時間以内にパスワードを設定してください。リンクは一度だけ使えます。`,
      '',
      url,
      '',
      '設定したパスワードで、教室スタッフ用のログインページからログインできます。',
      '',
      'まなびポータル',
    ].join('\n'),
  };
}
