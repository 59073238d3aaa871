import { attendanceMarkSchema, staffLessonSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { absenceService } from '../absence';
import { STAFF_MESSAGES } from '../trial/staff';
import { type LessonRefusal, STAFF_LESSON_MESSAGES as M, StaffLessonService } from './service';

/** Staff only, before anything else is read: a guardian learns nothing about the classroom's calendar. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

const staffIdOf = (request: FastifyRequest) => request.user?.id ?? 0;

function refuse(reply: FastifyReply, refusal: LessonRefusal) {
  switch (refusal) {
    case 'notYours':
      return reply.code(403).send({ message: M.notYours });
    case 'missing':
      return reply.code(404).send({ message: M.missing });
    case 'notEnrolled':
      return reply.code(404).send({ message: M.notEnrolled });
    case 'recess':
      return reply.code(409).send({ message: M.recess });
    case 'transferred':
      return reply.code(409).send({ message: M.transferred });
    case 'inUse':
      return reply.code(409).send({ message: M.inUse });
    case 'course':
      return reply.code(422).send(fieldViolation('courseCode', M.course));
  }
}

/** Private (the caller's scope authenticates): the classroom's lesson calendar and attendance (issue 33, ADR 052). */
export const staffLessonRoutes: FastifyPluginAsync = async (app) => {
  const service = new StaffLessonService(app.db, app.now, app.services.cache, absenceService(app));
  const options = { preHandler: staffOnly };

  route(
    app,
    'getStaffLessons',
    async (request, reply) => {
      const result = await service.week(staffIdOf(request), request.query);
      return 'refused' in result ? refuse(reply, result.refused) : { data: result.data };
    },
    { ...options, fieldMessages: { week: M.week } },
  );

  route(
    app,
    'createStaffLesson',
    async (request, reply, form) => {
      const result = await service.create(staffIdOf(request), request.body.classroomId, form);
      return 'refused' in result ? refuse(reply, result.refused) : { data: result.lesson };
    },
    { ...options, form: { schema: staffLessonSchema } },
  );

  route(
    app,
    'updateStaffLesson',
    async (request, reply, form) => {
      const result = await service.update(staffIdOf(request), request.params.id, form);
      return 'refused' in result ? refuse(reply, result.refused) : { data: result.lesson };
    },
    { ...options, form: { schema: staffLessonSchema } },
  );

  route(
    app,
    'deleteStaffLesson',
    async (request, reply) => {
      const result = await service.remove(staffIdOf(request), request.params.id);
      return 'refused' in result ? refuse(reply, result.refused) : { success: true };
    },
    options,
  );

  route(
    app,
    'getStaffLessonRoster',
    async (request, reply) => {
      const result = await service.roster(staffIdOf(request), request.params.id);
      return 'refused' in result ? refuse(reply, result.refused) : { data: result.data };
    },
    options,
  );

  route(
    app,
    'markStaffAttendance',
    async (request, reply, form) => {
      const result = await service.mark(staffIdOf(request), request.params.id, form);
      return 'refused' in result ? refuse(reply, result.refused) : { data: result.child };
    },
    { ...options, form: { schema: attendanceMarkSchema } },
  );
};
