import {
  absenceDecisionSchema,
  absenceReportSchema,
  absenceSettingsSchema,
  transferDecisionSchema,
  transferRequestSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { STAFF_MESSAGES } from '../trial/staff';
import { AbsenceService, ABSENCE_MESSAGES as M } from './service';

const guardians = { preHandler: requireCapability('usePortal') };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Before any body is read or checked: anyone but staff learns nothing about the form's rules. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

/** The one service of the area, built from the app's services (the schedule routes read its summaries too). */
export function absenceService(app: FastifyInstance): AbsenceService {
  return new AbsenceService(app.db, app.now, app.services.mailer, app.services.cache, app.services.publicUrl, app.log);
}

/** Private: absence reports from guardians, and the answer of the lesson's classroom (issue 33, ADR 046). */
export const absenceRoutes: FastifyPluginAsync<{ service: AbsenceService }> = async (app, { service }) => {
  route(
    app,
    'createAbsenceReport',
    async (request, reply, form) => {
      const { kidId, lessonId } = request.body;
      const result = await service.report(request.viewer, { kidId, lessonId, ...form });
      if ('report' in result) return { data: result.report };
      switch (result.refused) {
        case 'missing':
          return reply.code(404).send({ message: M.lessonMissing });
        case 'closed':
          return reply.code(422).send(fieldViolation('lessonId', M.closed));
        case 'duplicate':
          return reply.code(409).send({ message: M.duplicate });
      }
    },
    { ...guardians, form: { schema: absenceReportSchema } },
  );

  route(
    app,
    'getAbsenceReports',
    async (request, reply) => {
      const data = await service.forFamily(request.viewer.familyId, request.query.kidId);
      return data ? { data } : reply.code(404).send({ message: M.childMissing });
    },
    guardians,
  );

  route(
    app,
    'getStaffAbsences',
    async (request, reply) => {
      const { date, status } = request.query;
      if (date !== undefined && !DATE.test(date)) return reply.code(422).send(fieldViolation('date', M.dateFormat));
      return { data: await service.forStaff(request.user?.id ?? 0, { date, status }) };
    },
    { preHandler: staffOnly, fieldMessages: { date: M.dateFormat } },
  );

  route(
    app,
    'decideStaffAbsence',
    async (request, reply, form) => {
      const result = await service.decide(request.user?.id ?? 0, request.params.id, form);
      if ('report' in result) {
        // The family's devices hear the classroom's answer (issue 34, ADR 055).
        const reportId = result.report.id;
        request.server.push.later('absence answer', () => request.server.push.absenceAnswered(reportId));
        return { data: result.report };
      }
      return result.refused === 'missing'
        ? reply.code(404).send({ message: M.reportMissing })
        : reply.code(409).send({ message: M.answered });
    },
    { preHandler: staffOnly, form: { schema: absenceDecisionSchema } },
  );

  // Issue 33 (ADR 051): transfers after an absence, and each classroom's absence settings.
  route(
    app,
    'getAbsenceTransferOptions',
    async (request, reply) => {
      const data = await service.transferOptions(request.viewer.familyId, request.params.id);
      return data ? { data } : reply.code(404).send({ message: M.reportMissing });
    },
    guardians,
  );

  route(
    app,
    'requestAbsenceTransfer',
    async (request, reply, form) => {
      const result = await service.requestTransfer(request.viewer, request.params.id, form.lessonId);
      if ('report' in result) return { data: result.report };
      switch (result.refused) {
        case 'missing':
          return reply.code(404).send({ message: M.reportMissing });
        case 'notOffered':
          return reply.code(422).send(fieldViolation('lessonId', M.transferNotOffered));
        case 'notAbsence':
          return reply.code(422).send(fieldViolation('lessonId', M.transferNotAbsence));
        case 'notCandidate':
          return reply.code(422).send(fieldViolation('lessonId', M.transferOutside));
        case 'already':
          return reply.code(409).send({ message: M.transferAlready });
        case 'full':
          return reply.code(409).send({ message: M.transferFull });
      }
    },
    { ...guardians, form: { schema: transferRequestSchema } },
  );

  route(
    app,
    'withdrawAbsenceTransfer',
    async (request, reply) => {
      const result = await service.withdrawTransfer(request.viewer.familyId, request.params.id);
      if ('report' in result) return { data: result.report };
      return result.refused === 'missing'
        ? reply.code(404).send({ message: M.reportMissing })
        : reply.code(409).send({ message: M.transferNotWaiting });
    },
    guardians,
  );

  route(
    app,
    'decideStaffTransfer',
    async (request, reply, form) => {
      const result = await service.decideTransfer(request.user?.id ?? 0, request.params.id, form);
      if ('report' in result) {
        // The family's devices hear the transfer's answer too (issue 34, ADR 055).
        const reportId = result.report.id;
        request.server.push.later('transfer answer', () => request.server.push.transferAnswered(reportId));
        return { data: result.report };
      }
      return result.refused === 'missing'
        ? reply.code(404).send({ message: M.reportMissing })
        : reply.code(409).send({ message: M.transferNone });
    },
    { preHandler: staffOnly, form: { schema: transferDecisionSchema } },
  );

  route(
    app,
    'getStaffAbsenceSettings',
    async (request) => ({ data: await service.settingsForStaff(request.user?.id ?? 0) }),
    { preHandler: staffOnly },
  );

  route(
    app,
    'updateStaffAbsenceSettings',
    async (request, reply, form) => {
      const data = await service.updateSettings(request.user?.id ?? 0, request.params.classroomId, form);
      return data ? { data } : reply.code(404).send({ message: M.classroomMissing });
    },
    { preHandler: staffOnly, form: { schema: absenceSettingsSchema } },
  );
};

export { AbsenceService } from './service';
