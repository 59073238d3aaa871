import { randomBytes } from 'node:crypto';
import {
  type FamilyInvitationInput,
  type FamilyRole,
  INVITATION_TTL_MS,
  type InvitationRefusal,
  invitationStatus,
  jstIsoDate,
} from '@portal/domain';
import { ja } from '@portal/messages';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { classrooms, enrolments, families, familyInvitations, kids, staffClassrooms, users } from '../../db/schema';
import type { Mailer } from '../../services/mail';
import { sha256 } from '../../services/sessions';
import { hashPassword, normaliseEmail } from '../auth/service';

/** The portal's page a mailed invitation opens (a `_public` route). */
export const INVITATION_LINK_PATH = '/invitation';

const refusals = ja.invitationRefusals;

/** The catalogue's Japanese, so the errors plugin answers an English request in English. */
export const INVITATION_MESSAGES = {
  roomNotYours: refusals.roomNotYours,
  notYours: refusals.notYours,
  notFound: refusals.notFound,
  accepted: refusals.accepted,
  revoked: refusals.revoked,
  staffEmail: refusals.staffEmail,
  refusal: {
    wrong: refusals.wrong,
    expired: refusals.expired,
    used: refusals.used,
    revoked: refusals.revokedLink,
  } satisfies Record<InvitationRefusal, string>,
} as const;

/** Link tokens are 32 random bytes, URL-safe; only their SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

type Row = typeof familyInvitations.$inferSelect;

/**
 * Issue 32: the classroom invites a family, and the guardian accepts through the mailed link. The family's rows
 * (its account, children and enrolments) are made when the link is accepted, so a mistyped address makes nothing
 * a stranger could reach; an address with an account already gets the children in that account's family.
 */
export class FamilyInvitationService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The classrooms a staff member works for: the only ones they may invite into or read invitations of. */
  async roomsOf(staffId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: staffClassrooms.classroomId })
      .from(staffClassrooms)
      .where(eq(staffClassrooms.userId, staffId));
    return rows.map((r) => r.id);
  }

  async classroomsOf(staffId: number): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(classrooms.id);
  }

  /** Whether the address belongs to a staff account (which cannot also be a guardian's sign-in). */
  async isStaffEmail(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'staff'), sql`lower(${users.email}) = ${normaliseEmail(email)}`));
    return row !== undefined;
  }

  async invite(staffId: number, input: FamilyInvitationInput): Promise<Row> {
    const { token, tokenHash } = newToken();
    const now = this.now();
    const [row] = await this.db
      .insert(familyInvitations)
      .values({
        classroomId: input.classroomId,
        invitedBy: staffId,
        email: normaliseEmail(input.guardian.email),
        guardianLastName: input.guardian.lastName,
        guardianFirstName: input.guardian.firstName,
        role: input.role,
        courseCode: input.course,
        children: input.children,
        tokenHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    await this.mail(row, token);
    return row;
  }

  /** The invitations of the classrooms, newest first, with each one's classroom name. */
  async list(classroomIds: readonly number[]) {
    if (classroomIds.length === 0) return [];
    return this.db
      .select({ row: familyInvitations, classroomName: classrooms.name })
      .from(familyInvitations)
      .innerJoin(classrooms, eq(classrooms.id, familyInvitations.classroomId))
      .where(inArray(familyInvitations.classroomId, [...classroomIds]))
      .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id));
  }

  async byId(id: number) {
    const [found] = await this.db
      .select({ row: familyInvitations, classroomName: classrooms.name })
      .from(familyInvitations)
      .innerJoin(classrooms, eq(classrooms.id, familyInvitations.classroomId))
      .where(eq(familyInvitations.id, id));
    return found ?? null;
  }

  /** A new link (the older one stops working) and a new expiry, mailed again. */
  async resend(id: number): Promise<Row | null> {
    const { token, tokenHash } = newToken();
    const now = this.now();
    const [row] = await this.db
      .update(familyInvitations)
      .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(
        and(eq(familyInvitations.id, id), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt)),
      )
      .returning();
    if (!row) return null;
    await this.mail(row, token);
    return row;
  }

  async revoke(id: number): Promise<Row | null> {
    const [row] = await this.db
      .update(familyInvitations)
      .set({ revokedAt: this.now() })
      .where(and(eq(familyInvitations.id, id), isNull(familyInvitations.acceptedAt)))
      .returning();
    return row ?? null;
  }

  /** What a link opens, or why it does not. */
  async open(
    token: string,
  ): Promise<
    { ok: true; row: Row; classroomName: string; hasAccount: boolean } | { ok: false; reason: InvitationRefusal }
  > {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'wrong' };
    const [found] = await this.db
      .select({ row: familyInvitations, classroomName: classrooms.name })
      .from(familyInvitations)
      .innerJoin(classrooms, eq(classrooms.id, familyInvitations.classroomId))
      .where(eq(familyInvitations.tokenHash, sha256(token)));
    if (!found) return { ok: false, reason: 'wrong' };
    const status = invitationStatus(found.row, this.now());
    if (status === 'joined') return { ok: false, reason: 'used' };
    if (status === 'revoked') return { ok: false, reason: 'revoked' };
    if (status === 'expired') return { ok: false, reason: 'expired' };
    const account = await this.guardianOf(found.row.email);
    return { ok: true, row: found.row, classroomName: found.classroomName, hasAccount: account !== null };
  }

  private async guardianOf(email: string, db: Pick<Database, 'select'> = this.db) {
    const [account] = await db
      .select({ id: users.id, familyId: users.familyId, role: users.role })
      .from(users)
      .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${normaliseEmail(email)}`));
    return account ?? null;
  }

  /**
   * Accepts once, even when two requests race: a new family and account with the password (`userId` to sign in),
   * or the children in the family of the account the address has already (`linked`, no password needed: the link
   * in the mailbox is what a password reset would ask for too).
   */
  async accept(
    token: string,
    password: string | undefined,
  ): Promise<
    | { ok: true; userId: number; linked: boolean }
    | { ok: false; reason: InvitationRefusal }
    | { ok: false; reason: 'passwordNeeded' }
  > {
    const opened = await this.open(token);
    if (!opened.ok) return opened;
    if (!opened.hasAccount && !password) return { ok: false, reason: 'passwordNeeded' };
    const passwordHash = opened.hasAccount ? null : await hashPassword(password ?? '');
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(familyInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(familyInvitations.tokenHash, sha256(token)),
            isNull(familyInvitations.acceptedAt),
            isNull(familyInvitations.revokedAt),
            gt(familyInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) return null;
      const account = await this.guardianOf(claimed.email, tx);
      let familyId: number;
      let userId: number;
      if (account?.familyId) {
        familyId = account.familyId;
        userId = account.id;
        // A family invited as members becomes members; otherwise the account keeps the role it has.
        if (claimed.role === 6 && account.role !== 6)
          await tx.update(users).set({ role: 6 }).where(eq(users.id, userId));
      } else {
        if (!passwordHash) return null;
        const [family] = await tx
          .insert(families)
          .values({ name: `${claimed.guardianLastName}家` })
          .returning({ id: families.id });
        if (!family) throw new Error('family insert returned nothing');
        familyId = family.id;
        const [user] = await tx
          .insert(users)
          .values({
            kind: 'guardian',
            familyId,
            email: claimed.email,
            passwordHash,
            role: claimed.role as FamilyRole,
            lastName: claimed.guardianLastName,
            firstName: claimed.guardianFirstName,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        userId = user.id;
      }
      const [{ last } = { last: 0 }] = await tx
        .select({ last: sql<number>`coalesce(max(${kids.seitoNo}::bigint), 30000000)::bigint` })
        .from(kids)
        .where(sql`${kids.seitoNo} ~ '^[0-9]{1,15}$'`);
      let next = Number(last);
      for (const child of claimed.children) {
        next += 1;
        const [kid] = await tx
          .insert(kids)
          .values({
            familyId,
            seitoNo: String(next),
            lastName: child.lastName,
            firstName: child.firstName,
            lastNameKana: child.lastNameKana,
            firstNameKana: child.firstNameKana,
            birthday: child.birthday,
            gender: child.genderId,
            schoolGrade: child.schoolGrade,
          })
          .returning({ id: kids.id });
        if (!kid) throw new Error('kid insert returned nothing');
        await tx.insert(enrolments).values({
          kidId: kid.id,
          classroomId: claimed.classroomId,
          courseCode: claimed.courseCode,
          startedOn: jstIsoDate(now),
        });
      }
      await tx.update(familyInvitations).set({ familyId }).where(eq(familyInvitations.id, claimed.id));
      return { userId, linked: account !== null };
    });
    if (!result) return { ok: false, reason: 'used' };
    return { ok: true, ...result };
  }

  private async mail(row: Row, token: string) {
    const [room] = await this.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, row.classroomId));
    const url = `${this.publicUrl}${INVITATION_LINK_PATH}?token=${token}`;
    await this.mailer
      .send({ to: row.email, ...invitationMail(url, room?.name ?? '', row) })
      .catch((error: unknown) => this.log.error({ err: error, invitationId: row.id }, 'invitation mail failed'));
  }
}

function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

export function invitationMail(url: string, classroom: string, row: Pick<Row, 'children' | 'expiresAt'>) {
  const days = INVITATION_TTL_MS / 86_400_000;
  const names = row.children.map((c) => `${c.firstName}さん`).join('、');
  return {
    subject: `【まなびポータル】${classroom}からのご招待`,
    text: [
      '保護者さま',
      '',
      `${classroom}から、まなびポータルへのご招待をお送りします（お子さま：${names}）。`,
      `次のリンクを開き、${days}日以内にパスワードを設定してください。リンクは一度だけ使えます。`,
      'すでにまなびポータルをご利用の場合は、リンクを開くと今のアカウントにお子さまが追加されます。',
      '',
      url,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
      '',
      'まなびポータル',
    ].join('\n'),
  };
}

/** What the staff list shows of an invitation. */
export function invitationSummary(row: Row, classroomName: string, now: Date) {
  return {
    id: row.id,
    classroomId: row.classroomId,
    classroomName,
    guardianName: `${row.guardianLastName} ${row.guardianFirstName}`,
    email: row.email,
    role: row.role as FamilyRole,
    course: row.courseCode,
    children: row.children.map((c) => `${c.lastName} ${c.firstName}`),
    status: invitationStatus(row, now),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
