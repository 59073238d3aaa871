import { jstIsoDate } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { classrooms, staffClassrooms, users } from '../../db/schema';
import { languageOf } from '../../language';
import { checkCredentials, SIGN_IN_FORM, SIGN_IN_RATE_LIMIT } from '../auth/credentials';
import { bookingsCsv, staffBookingRows } from './staffBookings';

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
  const roomsOf = async (userId: number) =>
    (
      await app.db
        .select({ id: staffClassrooms.classroomId })
        .from(staffClassrooms)
        .where(eq(staffClassrooms.userId, userId))
    ).map((r) => r.id);
  const filterOf = (query: { classroomId?: number; kind?: 'trial' | 'consult'; from?: string; to?: string }) => ({
    ...(query.classroomId === undefined ? {} : { classroomId: query.classroomId }),
    ...(query.kind === undefined ? {} : { kind: query.kind }),
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(query.to === undefined ? {} : { to: query.to }),
  });

  route(app, 'getStaffBookings', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const [staff] = await app.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, user.id));
    // Issue 33: filtered by classroom, kind and the day received; another classroom's id finds nothing.
    const rooms = await roomsOf(user.id);
    const rows = await staffBookingRows(app.db, rooms, filterOf(request.query));
    const named =
      rooms.length === 0
        ? []
        : await app.db
            .select({ id: classrooms.id, name: classrooms.name })
            .from(classrooms)
            .where(inArray(classrooms.id, rooms))
            .orderBy(asc(classrooms.id));
    return {
      name: `${staff?.lastName ?? ''} ${staff?.firstName ?? ''}`.trim(),
      classrooms: named,
      data: rows.map((r) => ({
        ...r,
        heldAt: r.heldAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });

  // Issue 33: the same list as CSV (UTF-8 with BOM, RFC 4180), for a spreadsheet.
  route(app, 'getStaffBookingsCsv', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const rows = await staffBookingRows(app.db, await roomsOf(user.id), filterOf(request.query));
    const day = jstIsoDate(app.now()).replaceAll('-', '');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="bookings-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(bookingsCsv(rows, languageOf(request)));
  });
};
