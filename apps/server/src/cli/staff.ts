import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { classrooms, staffClassrooms, users } from '../db/schema';
import { hashPassword, normaliseEmail } from '../routes/auth/service';

export type NewStaff = {
  email: string;
  /** The classroom's name; made when no classroom has it. */
  classroom: string;
  /** The classroom's number (classroom_no) when it is made; the next free number otherwise. */
  classroomNo?: string | undefined;
  lastName: string;
  firstName: string;
};

export class StaffAccountError extends Error {}

/**
 * Issue 32: the first staff account of an empty install, owner of its classroom. Its password is unusable until
 * the mailed (or printed) link sets one, so nobody but the mailbox's owner can sign in with it.
 */
export async function createOwner(
  db: Database,
  input: NewStaff,
): Promise<{ userId: number; email: string; classroomId: number; classroomName: string; madeClassroom: boolean }> {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffAccountError(`not an email address: ${input.email}`);
  const name = input.classroom.trim();
  if (!name) throw new StaffAccountError('--classroom needs the classroom name');
  // A random password nobody knows: argon2 of 32 random bytes, thrown away.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw new StaffAccountError(`an account with ${email} exists already`);
    let [room] = await tx
      .select({ id: classrooms.id, name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.name, name));
    const madeClassroom = !room;
    if (!room) {
      const classroomNo = input.classroomNo?.trim() || (await nextClassroomNo(tx));
      [room] = await tx
        .insert(classrooms)
        .values({ classroomNo, name })
        .returning({ id: classrooms.id, name: classrooms.name });
    }
    if (!room) throw new Error('the classroom was not made');
    const [user] = await tx
      .insert(users)
      .values({ kind: 'staff', email, passwordHash, lastName: input.lastName, firstName: input.firstName })
      .returning({ id: users.id });
    if (!user) throw new Error('the account was not made');
    await tx.insert(staffClassrooms).values({ userId: user.id, classroomId: room.id, role: 'owner' });
    return { userId: user.id, email, classroomId: room.id, classroomName: room.name, madeClassroom };
  });
}

/** The next four-digit classroom number after the highest one in use (1001 on an empty install). */
async function nextClassroomNo(tx: Pick<Database, 'select'>): Promise<string> {
  const [row] = await tx
    .select({
      max: sql<
        number | null
      >`max(case when ${classrooms.classroomNo} ~ '^[0-9]+$' then ${classrooms.classroomNo}::int end)`,
    })
    .from(classrooms);
  return String(Math.max(1000, row?.max ?? 0) + 1);
}
