import { randomBytes } from 'node:crypto';
import { PASSWORD_SET_TTL_MS } from '@portal/domain';
import { sha256 } from '../../services/sessions';
import { passwordTokens, staffClassrooms, users } from '../schema';
import type { Tx } from './classroom-life';

/**
 * Issue 32 (ADR 042): the demo staff member owns both classrooms; these colleagues make the staff page look like a
 * classroom's. The first signs in with the demo password (a staff member who is no owner); the second was invited
 * yesterday and has not set a password yet (its link's token is random and thrown away).
 */
export const DEMO_COLLEAGUES = {
  colleague: 'nakamura.staff@example.com',
  invited: 'kobayashi.staff@example.com',
} as const;

const HOUR = 3_600_000;

export async function seedStaffTeam(
  tx: Tx,
  c: { today: Date; passwordHash: string; rooms: { jiyugaoka: number; musashikosugi: number } },
) {
  const [colleague, invited] = await tx
    .insert(users)
    .values([
      {
        kind: 'staff',
        email: DEMO_COLLEAGUES.colleague,
        passwordHash: c.passwordHash,
        lastName: '中村',
        firstName: '美咲',
        lastNameKana: 'ナカムラ',
        firstNameKana: 'ミサキ',
      },
      {
        kind: 'staff',
        email: DEMO_COLLEAGUES.invited,
        // Nobody knows this password: the account signs in once its mailed link has set one.
        passwordHash: c.passwordHash.replace(/.{8}$/, randomBytes(6).toString('base64url')),
        lastName: '小林',
        firstName: '健太',
        lastNameKana: 'コバヤシ',
        firstNameKana: 'ケンタ',
      },
    ])
    .returning({ id: users.id });
  if (!colleague || !invited) throw new Error('demo colleagues insert returned nothing');
  await tx.insert(staffClassrooms).values([
    { userId: colleague.id, classroomId: c.rooms.jiyugaoka, role: 'staff' },
    { userId: invited.id, classroomId: c.rooms.musashikosugi, role: 'staff' },
  ]);
  const sentAt = new Date(c.today.getTime() - 20 * HOUR);
  await tx.insert(passwordTokens).values({
    userId: invited.id,
    purpose: 'set',
    tokenHash: sha256(randomBytes(32).toString('base64url')),
    createdAt: sentAt,
    expiresAt: new Date(sentAt.getTime() + PASSWORD_SET_TTL_MS),
  });
  return { colleague: colleague.id, invited: invited.id };
}
