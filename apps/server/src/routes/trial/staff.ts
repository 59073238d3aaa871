import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { staffClassrooms, users } from '../../db/schema';
import { checkCredentials, SIGN_IN_FORM, SIGN_IN_RATE_LIMIT } from '../auth/credentials';

export const STAFF_MESSAGES = { notStaff: 'このページは教室スタッフ専用です。' } as const;

/** Public: the classroom side's sign-in. Staff accounts never sign in to the guardian portal (auth routes). */
export const staffAuthRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'staffLogin',
    async (request, reply, form) => {
      const userId = await checkCredentials(app, request, reply, 'staff', form);
      if (userId === null) return reply;
      const [staff] = await app.db
        .select({ lastName: users.lastName, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      await app.startSession(request, reply, userId);
      return { success: true as const, name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim() };
    },
    { ...SIGN_IN_RATE_LIMIT, form: SIGN_IN_FORM },
  );
};

/** Private: the caller's scope authenticates; only staff accounts read the bookings, of their own classrooms. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'getStaffBookings', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const [staff] = await app.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, user.id));
    const rooms = await app.db
      .select({ id: staffClassrooms.classroomId })
      .from(staffClassrooms)
      .where(eq(staffClassrooms.userId, user.id));
    const rows = await app.services.bookings.bookingsFor(rooms.map((r) => r.id));
    return {
      name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim(),
      data: rows.map((r) => ({
        ...r,
        heldAt: r.heldAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
};
