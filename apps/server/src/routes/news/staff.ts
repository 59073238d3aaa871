import multipart from '@fastify/multipart';
import { type NewsKind, staffNewsScheduleSchema, staffNewsSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { CHAT_ATTACHMENT_MAX_BYTES, checkUpload } from '../chat/attachments';
import { STAFF_MESSAGES } from '../trial/staff';
import {
  type FileRefusal,
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

const REFUSAL_STATUS: Record<NewsRefusal | RemindRefusal | FileRefusal, 403 | 404 | 409 | 422> = {
  notFound: 404,
  notYourClassroom: 403,
  withdrawn: 409,
  kindChanged: 409,
  published: 409,
  noLabel: 422,
  notPublished: 409,
  allRead: 409,
  tooSoon: 409,
  tooManyFiles: 409,
  fileNotFound: 404,
};

function refuse(reply: FastifyReply, refusal: NewsRefusal | RemindRefusal | FileRefusal) {
  const message = M[refusal];
  if (refusal === 'noLabel') return reply.code(422).send(fieldViolation('labelId', message));
  return reply.code(REFUSAL_STATUS[refusal]).send({ message });
}

/** The one file of an attachment upload; a body cut short or over the limit is a 4xx, never a 500. */
async function readFile(
  request: FastifyRequest,
): Promise<{ name: string; data: Buffer } | { refused: 'fileTooLarge' | 'fileUnreadable' }> {
  if (!request.isMultipart()) return { refused: 'fileUnreadable' };
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file && part.filename) file = { name: part.filename, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'fileTooLarge' : 'fileUnreadable' };
  }
  return file && file.data.length > 0 ? file : { refused: 'fileUnreadable' };
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
    app.services.storage,
  );
  const options = { preHandler: staffOnly };
  // Encapsulated: only the attachment upload reads a multipart body in this scope (spec 1 §5's 20 MB, as chat).
  await app.register(multipart, { limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
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

  route(
    app,
    'addStaffNewsFile',
    async (request, reply) => {
      const { kind, id } = params(request);
      // The item first: a file for an item that is not the caller's is never read into memory twice.
      if (!(await service.item(staffIdOf(request), kind, id))) return refuse(reply, 'notFound');
      const sent = await readFile(request);
      if ('refused' in sent) {
        return sent.refused === 'fileTooLarge'
          ? reply.code(413).send({ message: M.fileTooLarge })
          : reply.code(422).send(fieldViolation('file', M.fileUnreadable));
      }
      const checked = await checkUpload(sent.name, sent.data);
      if ('refused' in checked) {
        return reply.code(422).send(fieldViolation('file', checked.refused === 'type' ? M.fileType : M.fileContent));
      }
      const result = await service.addFile(staffIdOf(request), kind, id, checked);
      return 'refused' in result ? refuse(reply, result.refused) : result;
    },
    options,
  );

  route(
    app,
    'removeStaffNewsFile',
    async (request, reply) => {
      const { kind, id } = params(request);
      const { fileId } = request.params as { fileId: number };
      const result = await service.removeFile(staffIdOf(request), kind, id, fileId);
      return 'refused' in result ? refuse(reply, result.refused) : result;
    },
    options,
  );
};
