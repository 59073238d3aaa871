import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { COURSES } from '../../db/catalogue';
import { isRowId } from '../ids';
import { PHOTO_LIMITS, toStoredPhoto } from '../lessonRecord/photo';
import { STAFF_MESSAGES } from '../trial/staff';
import { type ColumnInput, STAFF_COLUMN_MESSAGES as M, StaffColumnService } from './staffService';

type Form = { fields: Record<string, string>; file: Buffer | null };

/** Before any body is read: anyone but staff learns nothing about the form's rules. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

/** The form's fields and its one cover; a body cut short or over the limit is a 4xx, never a 500. */
async function readForm(request: FastifyRequest): Promise<Form | { refused: 'imageTooLarge' | 'unreadableUpload' }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (!request.isMultipart()) return { refused: 'unreadableUpload' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && !file && data.length > 0) file = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'imageTooLarge' : 'unreadableUpload' };
  }
  return { fields, file };
}

const chars = (text: string) => [...text].length;

/** The fields as a column, or the first field refused with its message (the form shows it beside the field). */
async function columnOf(form: Form): Promise<ColumnInput | { field: string; message: string }> {
  const f = form.fields;
  const title = (f.title ?? '').trim();
  const lead = (f.lead ?? '').trim();
  const body = (f.body ?? '').trim();
  if (!isRowId(Number(f.classroomId))) return { field: 'classroomId', message: M.notYours };
  if (!COURSES.some((c) => c.code === f.courseCd)) return { field: 'courseCd', message: M.course };
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(f.releaseMonth ?? ''))
    return { field: 'releaseMonth', message: M.releaseMonth };
  if (chars(title) < 1 || chars(title) > 80) return { field: 'title', message: M.title };
  if (chars(lead) < 1 || chars(lead) > 200) return { field: 'lead', message: M.lead };
  if (chars(body) < 1 || chars(body) > 20000) return { field: 'body', message: M.body };
  const clean = StaffColumnService.cleanBody(body);
  if (clean === null) return { field: 'body', message: M.bodyEmpty };
  let image: Buffer | null = null;
  if (form.file) {
    const photo = await toStoredPhoto(form.file);
    if ('refused' in photo) return { field: 'image', message: M[photo.refused] };
    image = photo.data;
  }
  return {
    classroomId: Number(f.classroomId),
    courseCd: f.courseCd as string,
    releaseMonth: f.releaseMonth as string,
    title,
    lead,
    body: clean,
    image,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The column form, read before its fields are checked. */
    columnForm?: Form;
  }
}

/** Private: the classroom side of the columns (issue 33, ADR 047), for staff of the column's classroom only. */
export const staffColumnRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only these calls read multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 10 } });
  const service = new StaffColumnService(app.db, app.services.storage);
  const staffId = (request: FastifyRequest) => request.user?.id as number;
  const withForm = {
    preHandler: [
      staffOnly,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const form = await readForm(request);
        if ('refused' in form) {
          return form.refused === 'imageTooLarge'
            ? reply.code(413).send({ message: M.imageTooLarge })
            : reply.code(422).send(fieldViolation('image', M.unreadableUpload));
        }
        request.columnForm = form;
      },
    ],
  };

  route(app, 'getStaffColumns', async (request) => service.list(staffId(request)), { preHandler: staffOnly });

  route(
    app,
    'createStaffColumn',
    async (request, reply) => {
      const input = await columnOf(request.columnForm as Form);
      if ('field' in input) return reply.code(422).send(fieldViolation(input.field, input.message));
      const saved = await service.create(staffId(request), input, app.now());
      if (!saved) return reply.code(403).send({ message: M.notYours });
      return { success: true as const, data: saved };
    },
    withForm,
  );

  route(
    app,
    'updateStaffColumn',
    async (request, reply) => {
      const input = await columnOf(request.columnForm as Form);
      if ('field' in input) return reply.code(422).send(fieldViolation(input.field, input.message));
      const saved = await service.update(staffId(request), request.params.id, input, app.now());
      if (saved === 'missing' || saved === null) return reply.code(404).send({ message: M.columnMissing });
      if (saved === 'notYours') return reply.code(403).send({ message: M.notYours });
      return { success: true as const, data: saved };
    },
    withForm,
  );

  route(
    app,
    'withdrawStaffColumn',
    async (request, reply) => {
      if (!(await service.withdraw(staffId(request), request.params.id, app.now()))) {
        return reply.code(404).send({ message: M.columnMissing });
      }
      return { success: true as const };
    },
    { preHandler: staffOnly },
  );
};
