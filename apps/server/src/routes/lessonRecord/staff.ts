import multipart from '@fastify/multipart';
import { codes, jstIsoDate, staffAnswerSchema, staffLessonRecordSchema, staffPublishSchema } from '@portal/domain';
import { ja } from '@portal/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { COURSES } from '../../db/catalogue';
import { sendPrivateFile } from '../../plugins/private-file';
import { isRowId } from '../ids';
import { STAFF_MESSAGES } from '../trial/staff';
import { PHOTO_LIMITS, toStoredPhoto } from './photo';
import { STAFF_LESSON_RECORD_MESSAGES as M, type StaffFilter, StaffLessonRecordService } from './staffService';

const FIELD_MESSAGES = {
  page: 'ページ番号は1以上の数字で指定してください。',
  filter: '絞り込みの指定が正しくありません。',
  id: M.recordMissing,
  lecturerComment: M.answer,
  nickname: ja.serverRefusals.nicknameTooLong,
  public: '公開するかどうかを選んでください。',
};

/** The signed-in staff member's id, or null after answering 403 (a guardian's session, say). */
function staffOf(request: FastifyRequest, reply: FastifyReply): number | null {
  const user = request.user;
  if (user?.kind === 'staff') return user.id;
  reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
  return null;
}

/** Before any body is read or checked: anyone but staff learns nothing about the forms' rules. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

type Form = { fields: Record<string, string>; file: Buffer | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The lesson record post's multipart form, read before its fields are checked. */
    lessonRecordForm?: Form;
  }
}

/** The post form's fields as the domain's schema, with a child's id that can name a row. */
const postSchema = staffLessonRecordSchema.refine((f) => isRowId(Number(f.kidId)), {
  message: codes.select('recordChild'),
  path: ['kidId'],
});

/** The post form's fields and its one photo; a body cut short or over the limit is a 4xx, never a 500. */
async function readForm(request: FastifyRequest): Promise<Form | { refused: 'photoTooLarge' | 'unreadableUpload' }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (!request.isMultipart()) return { refused: 'unreadableUpload' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && !file) file = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'photoTooLarge' : 'unreadableUpload' };
  }
  return { fields, file };
}

/** Private: the classroom side of the lesson records (issue 13), for staff of the record's classroom only. */
export const staffLessonRecordRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only the post call reads multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 10 } });
  const service = new StaffLessonRecordService(app.db, app.services.storage, app.services.cache);
  const options = { fieldMessages: FIELD_MESSAGES, preHandler: staffOnly };

  route(
    app,
    'getStaffLessonRecords',
    async (request, reply) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      const query = request.query as { page?: number; filter?: StaffFilter };
      const page = await service.list(staffId, query, jstIsoDate(app.now()));
      if ('refused' in page) return reply.code(400).send({ message: M.pageOutOfRange });
      return page;
    },
    options,
  );

  route(
    app,
    'postStaffLessonRecord',
    async (request, reply, f) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      const refuse = (field: string, message: string) => reply.code(422).send(fieldViolation(field, message));
      const form = request.lessonRecordForm as Form;
      if (!COURSES.some((c) => c.code === f.courseCd)) return refuse('courseCd', M.courseNotTaken);
      if (!form.file || form.file.length === 0) return refuse('image', M.photoMissing);
      const photo = await toStoredPhoto(form.file);
      if ('refused' in photo) return refuse('image', M[photo.refused]);
      const result = await service.post(
        staffId,
        {
          kidId: Number(f.kidId),
          courseCd: f.courseCd,
          title: f.title,
          comment: f.comment,
          lecturerComment: f.lecturerComment || null,
          nickname: f.public === '1' ? f.nickname : null,
          photo: photo.data,
        },
        app.now(),
      );
      if ('refused' in result) {
        return result.refused === 'notYours'
          ? reply.code(403).send({ message: M.notYours })
          : refuse('courseCd', M.courseNotTaken);
      }
      return { success: true as const, data: result.record };
    },
    {
      preHandler: [
        staffOnly,
        async (request: FastifyRequest, reply: FastifyReply) => {
          const form = await readForm(request);
          if ('refused' in form) {
            return form.refused === 'photoTooLarge'
              ? reply.code(413).send({ message: M.photoTooLarge })
              : reply.code(422).send(fieldViolation('image', M.unreadableUpload));
          }
          request.lessonRecordForm = form;
        },
      ],
      // The domain's schema, the one the form checks (issue 13), on the multipart form's fields.
      form: {
        schema: postSchema,
        values: (request) => {
          const fields = request.lessonRecordForm?.fields ?? {};
          return { ...fields, public: fields.public ?? '0' };
        },
      },
    },
  );

  route(
    app,
    'answerStaffLessonRecord',
    async (request, reply, form) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      if (!(await service.answer(staffId, request.body.id, form.lecturerComment))) {
        return reply.code(404).send({ message: M.recordMissing });
      }
      // The family hears of the classroom's comment on its device (issue 34).
      const recordId = request.body.id;
      app.push.later('lesson record comment', () => app.push.lessonRecordComment(recordId));
      return { success: true as const };
    },
    { ...options, form: { schema: staffAnswerSchema } },
  );

  route(
    app,
    'publishStaffLessonRecord',
    async (request, reply, form) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      if (!(await service.publish(staffId, request.body.id, form?.nickname ?? null))) {
        return reply.code(404).send({ message: M.recordMissing });
      }
      return { success: true as const };
    },
    {
      ...options,
      // A nickname only when the record is published to everyone.
      form: {
        schema: staffPublishSchema.nullable(),
        values: ({ body }) => (body.public ? { nickname: body.nickname ?? '' } : null),
      },
    },
  );

  route(
    app,
    'unhideStaffLessonRecord',
    async (request, reply) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      if (!(await service.unhide(staffId, request.body.id))) {
        return reply.code(404).send({ message: M.recordMissing });
      }
      return { success: true as const };
    },
    options,
  );

  route(
    app,
    'getStaffLessonRecordReports',
    async (request, reply) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      return { data: await service.reportQueue(staffId) };
    },
    options,
  );

  route(
    app,
    'decideStaffLessonRecordReport',
    async (request, reply) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      if (!(await service.decide(staffId, request.body.id, request.body.decision, app.now()))) {
        return reply.code(404).send({ message: M.recordMissing });
      }
      return { success: true as const };
    },
    { ...options, fieldMessages: { ...FIELD_MESSAGES, decision: ja.lessonRecordReports.refusals.decision } },
  );

  route(
    app,
    'getStaffLessonRecordImage',
    async (request, reply) => {
      const staffId = staffOf(request, reply);
      if (staffId === null) return reply;
      const image = await service.image(staffId, request.params.id);
      if (!image) return reply.code(404).send({ message: '画像が見つかりません。' });
      return sendPrivateFile(request, reply.header('content-type', image.mimeType), image.data);
    },
    options,
  );
};
