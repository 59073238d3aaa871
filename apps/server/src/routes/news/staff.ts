import { type NewsKind, staffNewsScheduleSchema, staffNewsSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { STAFF_MESSAGES } from '../trial/staff';
import {
  jstLocalToDate,
  STAFF_NEWS_MESSAGES as M,
  type NewsRefusal,
  type RemindRefusal,
  StaffNewsService,
} from './staffService';

/** Staff only, before anything else is read: a guardian learns nothing about the editor's rules. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

const staffIdOf = (request: FastifyRequest) => request.user?.id ?? 0;

const REFUSAL_STATUS: Record<NewsRefusal | RemindRefusal, 403 | 404 | 409 | 422> = {
  notFound: 404,
  notYourClassroom: 403,
  withdrawn: 409,
  kindChanged: 409,
  published: 409,
  noLabel: 422,
  notPublished: 409,
  allRead: 409,
  tooSoon: 409,
};

function refuse(reply: FastifyReply, refusal: NewsRefusal | RemindRefusal) {
  const message = M[refusal];
  if (refusal === 'noLabel') return reply.code(422).send(fieldViolation('labelId', message));
  return reply.code(REFUSAL_STATUS[refusal]).send({ message });
}

/** A minute's grace: a time typed for "now" that passed while the form was open is still taken as now. */
const PAST_GRACE_MS = 60_000;

/** Private (the caller's scope authenticates): the classroom side of announcements and information (issue 33). */
export const staffNewsRoutes: FastifyPluginAsync = async (app) => {
  const service = new StaffNewsService(
    app.db,
    app.now,
    app.services.cache,
    app.services.mailer,
    app.services.publicUrl,
    app.log,
  );
  const options = { preHandler: staffOnly };
  const params = (request: FastifyRequest) => {
    const { newsKind, id } = request.params as { newsKind: NewsKind; id: number };
    return { kind: newsKind, id };
  };

  route(app, 'listStaffNews', async (request) => service.list(staffIdOf(request)), options);

  route(
    app,
    'createStaffNews',
    async (request, reply, form) => {
      const result = await service.create(staffIdOf(request), form);
      if ('refused' in result) return refuse(reply, result.refused);
      // An important item published (or scheduled) reaches the families' devices (issue 34).
      app.push.later('news', () => app.push.news(result.kind, result.id));
      return result;
    },
    { ...options, form: { schema: staffNewsSchema } },
  );

  route(
    app,
    'updateStaffNews',
    async (request, reply, form) => {
      const { kind, id } = params(request);
      const result = await service.update(staffIdOf(request), kind, id, form);
      return 'refused' in result ? refuse(reply, result.refused) : result;
    },
    { ...options, form: { schema: staffNewsSchema } },
  );

  route(
    app,
    'scheduleStaffNews',
    async (request, reply, form) => {
      const { kind, id } = params(request);
      const at = form.publishAt === '' ? null : jstLocalToDate(form.publishAt);
      if (at && at.getTime() < app.now().getTime() - PAST_GRACE_MS) {
        return reply.code(422).send(fieldViolation('publishAt', M.publishAtPast));
      }
      const result = await service.schedule(staffIdOf(request), kind, id, at);
      if ('refused' in result) return refuse(reply, result.refused);
      app.push.later('news', () => app.push.news(kind, id));
      return result;
    },
    { ...options, form: { schema: staffNewsScheduleSchema } },
  );

  route(
    app,
    'withdrawStaffNews',
    async (request, reply) => {
      const { kind, id } = params(request);
      const result = await service.withdraw(staffIdOf(request), kind, id);
      return 'refused' in result ? refuse(reply, result.refused) : result;
    },
    options,
  );

  route(
    app,
    'getStaffNewsReceipts',
    async (request, reply) => {
      const { kind, id } = params(request);
      return (await service.receipts(staffIdOf(request), kind, id)) ?? refuse(reply, 'notFound');
    },
    options,
  );

  route(
    app,
    'remindStaffNewsUnread',
    async (request, reply) => {
      const { kind, id } = params(request);
      const result = await service.remind(staffIdOf(request), kind, id);
      if ('refused' in result) return refuse(reply, result.refused);
      request.log.info({ staffId: staffIdOf(request), kind, id, ...result }, 'news reminder sent');
      return result;
    },
    options,
  );
};
