import { randomBytes } from 'node:crypto';
import type { StaffInvitation, StaffStatus } from '@portal/domain';
import { ja } from '@portal/messages';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { classrooms, passwordTokens, staffClassrooms, users } from '../../db/schema';
import type { Mailer } from '../../services/mail';
import type { SessionStore } from '../../services/sessions';
import { type PasswordService, setPasswordMail } from '../auth/passwords';
import { hashPassword, normaliseEmail } from '../auth/service';

const refusals = ja.staffTeamRefusals;

/** The catalogue's Japanese, so the errors plugin answers an English request in English. */
export const STAFF_TEAM_MESSAGES = {
  notOwner: refusals.notOwner,
  emailTaken: refusals.emailTaken,
  notFound: refusals.notFound,
  notManageable: refusals.notManageable,
  joined: refusals.joined,
  deactivated: refusals.deactivated,
  signInDeactivated: refusals.signInDeactivated,
} as const;

export type StaffMemberSummary = {
  id: number;
  name: string;
  email: string;
  classrooms: string[];
  role: 'owner' | 'staff';
  status: StaffStatus;
  you: boolean;
  manageable: boolean;
  invitedAt: string | null;
  expiresAt: string | null;
};

type Room = { id: number; name: string; role: 'owner' | 'staff' };

export type TeamRefusal = 'notFound' | 'notManageable' | 'joined' | 'deactivated';

/**
 * Issue 32 (ADR 042): an owner of a classroom invites colleagues into it and deactivates them. Roles are per
 * classroom (staff_classrooms.role); an account is deactivated whole, so only an owner of every classroom the
 * colleague works for may deactivate it, and never an owner nor themselves. An invited colleague's account is made
 * at once with a password nobody knows; the mailed single-use link (the password tokens of the forgotten password)
 * sets the first one, and until then the list says 招待中.
 */
export class StaffTeamService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly mailer: Mailer,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The classrooms a staff member works for, with their role in each. */
  async roomsOf(staffId: number): Promise<Room[]> {
    return this.db
      .select({ id: classrooms.id, name: classrooms.name, role: staffClassrooms.role })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(classrooms.id);
  }

  /** The staff of the caller's classrooms, the caller first, then by when they were added. */
  async list(
    callerId: number,
  ): Promise<{ ownedClassrooms: { id: number; name: string }[]; data: StaffMemberSummary[] }> {
    const rooms = await this.roomsOf(callerId);
    const owned = rooms.filter((r) => r.role === 'owner');
    if (rooms.length === 0) return { ownedClassrooms: [], data: [] };
    const memberships = await this.db
      .select({ userId: staffClassrooms.userId, classroomId: staffClassrooms.classroomId, role: staffClassrooms.role })
      .from(staffClassrooms)
      .where(
        inArray(
          staffClassrooms.userId,
          this.db
            .select({ id: staffClassrooms.userId })
            .from(staffClassrooms)
            .where(
              inArray(
                staffClassrooms.classroomId,
                rooms.map((r) => r.id),
              ),
            ),
        ),
      );
    const ids = [...new Set(memberships.map((m) => m.userId))];
    const summaries = await this.summaries(callerId, rooms, ids, memberships);
    summaries.sort((a, b) => Number(b.you) - Number(a.you) || a.id - b.id);
    return { ownedClassrooms: owned.map(({ id, name }) => ({ id, name })), data: summaries };
  }

  /** One staff member as the caller sees them, or null when they work for none of the caller's classrooms. */
  async member(callerId: number, memberId: number): Promise<StaffMemberSummary | null> {
    const rooms = await this.roomsOf(callerId);
    const memberships = await this.db
      .select({ userId: staffClassrooms.userId, classroomId: staffClassrooms.classroomId, role: staffClassrooms.role })
      .from(staffClassrooms)
      .where(eq(staffClassrooms.userId, memberId));
    if (!memberships.some((m) => rooms.some((r) => r.id === m.classroomId))) return null;
    const [summary] = await this.summaries(callerId, rooms, [memberId], memberships);
    return summary ?? null;
  }

  private async summaries(
    callerId: number,
    rooms: Room[],
    ids: number[],
    memberships: { userId: number; classroomId: number; role: 'owner' | 'staff' }[],
  ): Promise<StaffMemberSummary[]> {
    if (ids.length === 0) return [];
    const people = await this.db
      .select({
        id: users.id,
        lastName: users.lastName,
        firstName: users.firstName,
        email: users.email,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.kind, 'staff')));
    // Whether each account ever used a password link, and its newest link to set a first password.
    const links = await this.db
      .select({
        userId: passwordTokens.userId,
        used: sql<boolean>`bool_or(${passwordTokens.usedAt} is not null)`,
        setAt: sql<
          Date | string | null
        >`max(case when ${passwordTokens.purpose} = 'set' then ${passwordTokens.createdAt} end)`,
        setUntil: sql<
          Date | string | null
        >`max(case when ${passwordTokens.purpose} = 'set' then ${passwordTokens.expiresAt} end)`,
      })
      .from(passwordTokens)
      .where(inArray(passwordTokens.userId, ids))
      .groupBy(passwordTokens.userId);
    const linkOf = new Map(links.map((l) => [l.userId, l]));
    const now = this.now().getTime();
    const owned = new Set(rooms.filter((r) => r.role === 'owner').map((r) => r.id));
    const roomName = new Map(rooms.map((r) => [r.id, r.name]));
    return people.map((p) => {
      const theirs = memberships.filter((m) => m.userId === p.id);
      const link = linkOf.get(p.id);
      const setAt = link?.setAt ? new Date(link.setAt) : null;
      const setUntil = link?.setUntil ? new Date(link.setUntil) : null;
      // Invited: a link to set the first password was made and no link of the account was ever used.
      const invited = setAt !== null && !link?.used;
      const status: StaffStatus = p.deactivatedAt
        ? 'deactivated'
        : invited
          ? setUntil && setUntil.getTime() > now
            ? 'invited'
            : 'expired'
          : 'active';
      const you = p.id === callerId;
      const anOwner = theirs.some((m) => m.role === 'owner');
      return {
        id: p.id,
        name: `${p.lastName} ${p.firstName}`,
        email: p.email,
        classrooms: theirs.flatMap((m) => (roomName.has(m.classroomId) ? [roomName.get(m.classroomId) as string] : [])),
        role: theirs.some((m) => m.role === 'owner' && roomName.has(m.classroomId)) ? 'owner' : 'staff',
        status,
        you,
        // Deactivating is of the whole account: only an owner of every classroom it works for, and not of an owner.
        manageable: !you && !anOwner && theirs.length > 0 && theirs.every((m) => owned.has(m.classroomId)),
        invitedAt: invited && setAt ? setAt.toISOString() : null,
        expiresAt: invited && setUntil ? setUntil.toISOString() : null,
      };
    });
  }

  /** Whether the caller owns the classroom (the only ones they may invite into). */
  async owns(callerId: number, classroomId: number): Promise<boolean> {
    return (await this.roomsOf(callerId)).some((r) => r.id === classroomId && r.role === 'owner');
  }

  /** Whether any account (staff or guardian) signs in with the address: it cannot be a second account. */
  async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
    return row !== undefined;
  }

  /** Makes the colleague's account in the classroom and mails the link that sets its first password. */
  async invite(callerId: number, input: StaffInvitation): Promise<number> {
    // A random password nobody knows: the account signs in only once the mailed link has set one.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const userId = await this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          kind: 'staff',
          email: normaliseEmail(input.email),
          passwordHash,
          lastName: input.lastName,
          firstName: input.firstName,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('staff insert returned nothing');
      await tx.insert(staffClassrooms).values({ userId: user.id, classroomId: input.classroomId, role: 'staff' });
      return user.id;
    });
    this.log.info({ callerId, userId, classroomId: input.classroomId }, 'staff member invited');
    await this.mailLink(userId);
    return userId;
  }

  /** Why the caller may not act on the colleague, or null when they may. */
  async refusal(callerId: number, memberId: number, action: 'resend' | 'deactivate'): Promise<TeamRefusal | null> {
    const member = await this.member(callerId, memberId);
    if (!member) return 'notFound';
    if (!member.manageable) return 'notManageable';
    if (action === 'resend' && member.status === 'active') return 'joined';
    if (action === 'resend' && member.status === 'deactivated') return 'deactivated';
    return null;
  }

  /** A new link to set the first password (the older one stops working), mailed. */
  async resend(memberId: number): Promise<void> {
    await this.mailLink(memberId);
  }

  /**
   * Deactivates the account: it signs in no more (the sign-in says so once the password is right), its sessions end
   * at once and every link of it stops working. Its classrooms stay, so the list still shows who it was.
   */
  async deactivate(memberId: number): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ deactivatedAt: now })
        .where(and(eq(users.id, memberId), isNull(users.deactivatedAt)));
      await tx
        .update(passwordTokens)
        .set({ expiresAt: now })
        .where(
          and(eq(passwordTokens.userId, memberId), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
        );
    });
    await this.sessions.endAllFor(memberId);
  }

  private async mailLink(userId: number): Promise<void> {
    const [account] = await this.db
      .select({ email: users.email, classroom: classrooms.name })
      .from(users)
      .innerJoin(staffClassrooms, eq(staffClassrooms.userId, users.id))
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(users.id, userId))
      .orderBy(classrooms.id)
      .limit(1);
    if (!account) throw new Error(`staff ${userId} has no classroom`);
    const { url } = await this.passwords.issue(userId, 'set');
    await this.mailer
      .send({ to: account.email, ...setPasswordMail(url, account.classroom) })
      .catch((error: unknown) => this.log.error({ err: error, userId }, 'staff invitation mail failed'));
  }
}
