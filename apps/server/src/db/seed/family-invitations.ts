import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_MS } from '@portal/domain';
import { sha256 } from '../../services/sessions';
import { familyInvitations, type InvitedChild } from '../schema';
import type { Tx } from './classroom-life';

const DAY = 86_400_000;

/**
 * Issue 32: the classroom's family invitations as a classroom would have them (/staff/families), dates relative to
 * today: one family invited two days ago (招待中, the first row), one whose link ran out last week (期限切れ), and the
 * 佐藤 family, whose 結菜 joined 武蔵小杉教室 through an invitation accepted as her enrolment began (登録済み). The
 * links' tokens are random and thrown away: nobody opens a demo invitation.
 */
export async function seedFamilyInvitations(
  tx: Tx,
  c: {
    today: Date;
    staffId: number;
    rooms: { jiyugaoka: number; musashikosugi: number };
    sato: { familyId: number; email: string; lastName: string; firstName: string; yuina: InvitedChild };
    /** The first day of 結菜's enrolment (YYYY-MM-DD). */
    yuinaStartedOn: string;
  },
) {
  const token = () => sha256(randomBytes(32).toString('base64url'));
  const at = (days: number, from = c.today) => new Date(from.getTime() + days * DAY);
  const invitedAt = at(-2);
  const expiredAt = at(-12);
  const joinedAt = at(-6, new Date(`${c.yuinaStartedOn}T01:00:00Z`));
  await tx.insert(familyInvitations).values([
    {
      classroomId: c.rooms.jiyugaoka,
      invitedBy: c.staffId,
      email: 'mori.yuki@example.jp',
      guardianLastName: '森',
      guardianFirstName: '由紀',
      role: 6,
      courseCode: 'RA',
      children: [
        {
          lastName: '森',
          firstName: '蓮',
          lastNameKana: 'モリ',
          firstNameKana: 'レン',
          birthday: `${c.today.getUTCFullYear() - 9}-05-20`,
          schoolGrade: 5,
          genderId: 1,
        },
      ],
      tokenHash: token(),
      sentAt: invitedAt,
      expiresAt: new Date(invitedAt.getTime() + INVITATION_TTL_MS),
      createdAt: invitedAt,
    },
    {
      classroomId: c.rooms.musashikosugi,
      invitedBy: c.staffId,
      email: 'inoue.mari@example.jp',
      guardianLastName: '井上',
      guardianFirstName: '真理',
      role: 7,
      courseCode: 'KB',
      children: [
        {
          lastName: '井上',
          firstName: '颯太',
          lastNameKana: 'イノウエ',
          firstNameKana: 'ソウタ',
          birthday: `${c.today.getUTCFullYear() - 7}-07-08`,
          schoolGrade: 3,
          genderId: 1,
        },
      ],
      tokenHash: token(),
      sentAt: expiredAt,
      expiresAt: new Date(expiredAt.getTime() + INVITATION_TTL_MS),
      createdAt: expiredAt,
    },
    {
      classroomId: c.rooms.musashikosugi,
      invitedBy: c.staffId,
      email: c.sato.email,
      guardianLastName: c.sato.lastName,
      guardianFirstName: c.sato.firstName,
      role: 6,
      courseCode: 'KB',
      children: [c.sato.yuina],
      tokenHash: token(),
      sentAt: joinedAt,
      expiresAt: new Date(joinedAt.getTime() + INVITATION_TTL_MS),
      acceptedAt: at(2, joinedAt),
      familyId: c.sato.familyId,
      createdAt: joinedAt,
    },
  ]);
}
