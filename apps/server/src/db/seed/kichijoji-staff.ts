import { eq } from 'drizzle-orm';
import { classrooms, staffClassrooms, users } from '../schema';
import type { Tx } from './classroom-life';

/** Issue 33: the 吉祥寺教室 classroom's own staff member (signs in with the demo password). */
export const DEMO_KICHIJOJI_STAFF = 'kimura.staff@example.com';

/**
 * Issue 33: 吉祥寺教室 has its owner, so the demo's application waiting for input there (伊藤 湊さん) has a
 * staff member who can move it on (read the input, open the final check, re-issue a locked code).
 */
export async function seedKichijojiStaff(tx: Tx, c: { staffEmail: string }) {
  // The demo password, as the demo staff member's hash holds it.
  const [demo] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.email, c.staffEmail));
  const [room] = await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.classroomNo, '1303'));
  if (!room || !demo?.hash) return;
  const [owner] = await tx
    .insert(users)
    .values({
      kind: 'staff',
      email: DEMO_KICHIJOJI_STAFF,
      passwordHash: demo.hash,
      lastName: '木村',
      firstName: '亮',
      lastNameKana: 'キムラ',
      firstNameKana: 'リョウ',
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('吉祥寺教室 staff insert returned nothing');
  await tx.insert(staffClassrooms).values({ userId: owner.id, classroomId: room.id, role: 'owner' });
}
