import { createHash, randomBytes } from 'node:crypto';
import { GUEST_LINK_TTL_MS, MEMBERSHIP_STATUS } from '@portal/domain';
import { ja } from '@portal/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipApplications, membershipGuestLinks } from '../../db/schema';

/** The cookie that carries a no-account applicant's link token after it was opened (API calls only). */
export const GUEST_COOKIE = 'membership_guest';

/** Spec 2 §2.2: the page a mailed link opens. */
export const GUEST_LINK_PATH = '/no_account/online_apply/verify_identity';

// The catalogue's Japanese: a refusal goes out in the request's language (plugins/errors.ts; issue 31 item 34).
export const GUEST_MESSAGES = ja.serverAnswers.guestLink;

export type GuestApplicant = { linkId: number; applicationId: number; email: string };

/** Why a link no longer opens its application (the 410 tells the portal which, to say what to do next). */
export type GuestLinkRefusal = 'wrong' | 'expired' | 'used' | 'replaced';

/** How long the link of the completion mail opens the completed application's form (issue 31 item 13). */
export const COMPLETION_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

  /**
   * A new link for the application (the raw token is returned once, for the mail). It ends the older links,
   * except for the completion mail's: the browser that signed keeps reading its form with the link it has.
   */
  async issue(
    applicationId: number,
    email: string,
    { ttlMs = GUEST_LINK_TTL_MS, endOthers = true }: { ttlMs?: number; endOthers?: boolean } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await this.db.transaction(async (tx) => {
      if (endOthers)
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
    | { ok: false; reason: GuestLinkRefusal }
  > {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'wrong' };
    const [row] = await this.db
      .select({ link: membershipGuestLinks, application: membershipApplications })
      .from(membershipGuestLinks)
      .innerJoin(membershipApplications, eq(membershipApplications.id, membershipGuestLinks.applicationId))
      .where(eq(membershipGuestLinks.tokenHash, sha256(token)));
    if (!row) return { ok: false, reason: 'wrong' };
    // Completing uses up every link; the completion mail's, issued after, opens the completed form only.
    if (row.link.usedAt) return { ok: false, reason: 'used' };
    if (row.link.expiresAt.getTime() <= this.now().getTime())
      return { ok: false, reason: await this.endedBecause(row.link, row.application.statusId) };
    return {
      ok: true,
      applicant: { linkId: row.link.id, applicationId: row.application.id, email: row.link.email },
      application: row.application,
    };
  }

  /** Why a link that exists no longer opens: a newer link took its place, it was used, or its time ran out. */
  private async endedBecause(
    link: typeof membershipGuestLinks.$inferSelect,
    statusId: number,
  ): Promise<Exclude<GuestLinkRefusal, 'wrong'>> {
    if (link.usedAt || statusId === MEMBERSHIP_STATUS.completed) return 'used';
    const [newer] = await this.db
      .select({ id: membershipGuestLinks.id })
      .from(membershipGuestLinks)
      .where(and(eq(membershipGuestLinks.applicationId, link.applicationId), gt(membershipGuestLinks.id, link.id)))
      .limit(1);
    return newer ? 'replaced' : 'expired';
  }

  /** Why a cookie's token no longer reaches its application (null: no token was sent, or it is live). */
  async refusal(token: string | undefined): Promise<GuestLinkRefusal | null> {
    if (!token) return null;
    if (!TOKEN_PATTERN.test(token)) return 'wrong';
    const [row] = await this.db
      .select({ link: membershipGuestLinks, statusId: membershipApplications.statusId })
      .from(membershipGuestLinks)
      .innerJoin(membershipApplications, eq(membershipApplications.id, membershipGuestLinks.applicationId))
      .where(eq(membershipGuestLinks.tokenHash, sha256(token)));
    if (!row) return 'wrong';
    if (row.link.expiresAt.getTime() > this.now().getTime()) return null;
    return this.endedBecause(row.link, row.statusId);
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

/**
 * Issue 31 item 13: the mail sent when a no-account application is completed: without an account it is the
 * family's only way back to the signed form, from any device, for a while.
 */
export function completionMail(input: {
  to: string;
  guardianName: string;
  classroomName: string;
  subscriptionCode: string;
  url: string;
  expiresAt: Date;
}) {
  const until = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(input.expiresAt);
  return {
    to: input.to,
    subject: '【まなびポータル】入会お申し込みが完了しました',
    text: [
      `${input.guardianName} 様`,
      '',
      `${input.classroomName}です。入会のお申し込みが完了しました。ありがとうございました。`,
      `受付番号：${input.subscriptionCode}`,
      '',
      'お申し込みの内容と入会申込書（印刷・PDF）は、次のリンクからご覧いただけます。',
      input.url,
      '',
      `このリンクは${until}までお使いいただけます。ほかの方には転送しないでください。`,
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
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
    : '入会お申し込みのご案内です。次のリンクから、お申し込み内容の確認と、お子さまと保護者の情報の入力にお進みください。';
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
