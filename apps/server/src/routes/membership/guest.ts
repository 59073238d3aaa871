import { createHash, randomBytes } from 'node:crypto';
import { GUEST_LINK_TTL_MS, MEMBERSHIP_STATUS } from '@portal/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipApplications, membershipGuestLinks } from '../../db/schema';

/** The cookie that carries a no-account applicant's link token after it was opened (API calls only). */
export const GUEST_COOKIE = 'membership_guest';

/** Spec 2 §2.2: the page a mailed link opens. */
export const GUEST_LINK_PATH = '/no_account/online_apply/verify_identity';

export const GUEST_MESSAGES = {
  wrong: 'このリンクは正しくありません。メールに記載のリンクをもう一度開くか、教室にお問い合わせください。',
  expired: 'このリンクは有効期限が切れています。新しいリンクの送付を教室にお問い合わせください。',
  used: 'このお申し込みはすでに完了しているため、このリンクは使えません。',
  emailRegistered: '入力されたメールアドレスはすでに登録されています。教室にお問い合わせください。',
} as const;

export type GuestApplicant = { linkId: number; applicationId: number; email: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Link tokens are 32 random bytes, URL-safe; only their SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Issue 16: the signed-link entry of a no-account applicant. A link opens one application until the
 * application is completed (then it is used) or until it expires; issuing a new link ends the older ones.
 */
export class GuestLinkService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** A new link for the application (the raw token is returned once, for the mail). */
  async issue(applicationId: number, email: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + GUEST_LINK_TTL_MS);
    await this.db.transaction(async (tx) => {
      await tx
        .update(membershipGuestLinks)
        .set({ expiresAt: now })
        .where(and(eq(membershipGuestLinks.applicationId, applicationId), gt(membershipGuestLinks.expiresAt, now)));
      await tx.insert(membershipGuestLinks).values({ applicationId, tokenHash: sha256(token), email, expiresAt });
    });
    return { token, expiresAt };
  }

  /** Opening a mailed link: the application, or why the link no longer opens it. */
  async open(
    token: string,
  ): Promise<
    | { ok: true; applicant: GuestApplicant; application: typeof membershipApplications.$inferSelect }
    | { ok: false; reason: 'wrong' | 'expired' | 'used' }
  > {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'wrong' };
    const [row] = await this.db
      .select({ link: membershipGuestLinks, application: membershipApplications })
      .from(membershipGuestLinks)
      .innerJoin(membershipApplications, eq(membershipApplications.id, membershipGuestLinks.applicationId))
      .where(eq(membershipGuestLinks.tokenHash, sha256(token)));
    if (!row) return { ok: false, reason: 'wrong' };
    if (row.link.usedAt || row.application.statusId === MEMBERSHIP_STATUS.completed)
      return { ok: false, reason: 'used' };
    if (row.link.expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      applicant: { linkId: row.link.id, applicationId: row.application.id, email: row.link.email },
      application: row.application,
    };
  }

  /**
   * The applicant of a request's cookie: a live link. A link used by completing its application still
   * reads that application (complete_registration, the printable form) until it expires; every step that
   * changes it is closed by the application's status.
   */
  async resolve(token: string | undefined): Promise<GuestApplicant | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const [link] = await this.db
      .select()
      .from(membershipGuestLinks)
      .where(and(eq(membershipGuestLinks.tokenHash, sha256(token)), gt(membershipGuestLinks.expiresAt, this.now())));
    return link ? { linkId: link.id, applicationId: link.applicationId, email: link.email } : null;
  }

  /** Completing the application uses up its links (they no longer open it). */
  async markUsed(applicationId: number): Promise<void> {
    await this.db
      .update(membershipGuestLinks)
      .set({ usedAt: this.now() })
      .where(and(eq(membershipGuestLinks.applicationId, applicationId), isNull(membershipGuestLinks.usedAt)));
  }
}

/** The mail with the link (spec 2 §2.2): the only way into a no-account application. */
export function guestLinkMail(input: {
  to: string;
  guardianName: string;
  classroomName: string;
  url: string;
  expiresAt: Date;
  finalCheck: boolean;
}) {
  const until = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(input.expiresAt);
  const lead = input.finalCheck
    ? '入会お申し込みの最終確認のご案内です。教室からお伝えした認証コードをお手元にご用意のうえ、次のリンクからお進みください。'
    : '入会お申し込みのご案内です。次のリンクから、お申し込み内容の確認とお客さま情報の入力にお進みください。';
  return {
    to: input.to,
    subject: input.finalCheck
      ? '【まなびポータル】入会お申し込みの最終確認のご案内'
      : '【まなびポータル】入会お申し込みのご案内',
    text: [
      `${input.guardianName} 様`,
      '',
      `${input.classroomName}です。${lead}`,
      '',
      input.url,
      '',
      `このリンクは${until}まで、お申し込みが完了するまでお使いいただけます。ほかの方には転送しないでください。`,
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}
