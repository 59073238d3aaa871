import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { classrooms, staffClassrooms, users } from '../../db/schema';
import { STAFF_MESSAGES } from '../trial/staff';

/**
 * Private (the caller's scope answers 401 without a session): the classroom side's session check (issue 33, ADR 044).
 * The staff pages' guard and shell read who is signed in and their classrooms here, so no staff page asks a guardian's
 * call and is refused.
 */
export const staffSessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'getStaffSession', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const [staff] = await app.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, user.id));
    const rooms = await app.db
      .select({
        id: classrooms.id,
        classroomNo: classrooms.classroomNo,
        name: classrooms.name,
        role: staffClassrooms.role,
      })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, user.id))
      .orderBy(asc(classrooms.classroomNo));
    return { id: user.id, name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim(), classrooms: rooms };
  });
};
