import { signInSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { staffClassrooms, users } from '../../db/schema';
import { validationError } from '../validation';

export const STAFF_MESSAGES = { notStaff: 'このページは教室スタッフ専用です。' } as const;

/** Public: the classroom side's sign-in. Staff accounts never sign in to the guardian portal (auth routes). */
export const staffAuthRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'staffLogin',
    async (request, reply) => {
      const parsed = signInSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(422).send(validationError(parsed.error));
      const { email, password } = parsed.data;
      const result = await app.services.auth.signIn(email, password, request.ip, 'staff');
      if (result.kind === 'locked') {
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ message: app.services.auth.lockedMessage(minutes) });
      }
      if (result.kind === 'invalid') {
        return reply.code(422).send({ message: result.message, errors: { email: [result.message] } });
      }
      const [staff] = await app.db
        .select({ lastName: users.lastName, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, result.userId));
      await app.startSession(request, reply, result.userId);
      return { success: true as const, name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim() };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, bodyByDomain: true },
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
