import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { COURSES } from '../../db/catalogue';
import { isRowId } from '../ids';
import { STAFF_MESSAGES } from '../trial/staff';
import { isRobotCourse, STAFF_VIDEO_MESSAGES as M, StaffVideoService, type VideoInput } from './staffService';
import { parseVtt, VIDEO_LIMITS, videoTypeOf } from './upload';

type Form = { fields: Record<string, string>; video: Buffer | null; captions: Buffer | null };
type Refusal = 'videoTooLarge' | 'unreadableUpload';

/** Before any body is read: anyone but staff learns nothing about the form's rules. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

/** The form's fields, its video and its captions; a body cut short or over the limit is a 4xx, never a 500. */
async function readForm(request: FastifyRequest): Promise<Form | { refused: Refusal }> {
  const form: Form = { fields: {}, video: null, captions: null };
  if (!request.isMultipart()) return { refused: 'unreadableUpload' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        if (part.fieldname === 'video' && !form.video) form.video = data;
        if (part.fieldname === 'captions' && !form.captions) form.captions = data;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'videoTooLarge' : 'unreadableUpload' };
  }
  return form;
}

const chars = (text: string) => [...text].length;

/** The fields as a video, or the first field refused with its message (the form shows it beside the field). */
function videoOf(form: Form, creating: boolean): VideoInput | { field: string; message: string } {
  const f = form.fields;
  const title = (f.title ?? '').trim();
  if (!isRowId(Number(f.classroomId))) return { field: 'classroomId', message: M.notYours };
  if (!COURSES.some((c) => c.code === f.courseCd) || !isRobotCourse(f.courseCd ?? ''))
    return { field: 'courseCd', message: M.course };
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(f.month ?? '')) return { field: 'month', message: M.month };
  if (chars(title) < 1 || chars(title) > 80) return { field: 'title', message: M.title };
  let video: VideoInput['video'] = null;
  if (form.video) {
    const type = videoTypeOf(form.video);
    if (!type) return { field: 'video', message: M.videoType };
    video = { data: form.video, type };
  } else if (creating) return { field: 'video', message: M.videoRequired };
  let captions: VideoInput['captions'] = null;
  if (form.captions) {
    if (form.captions.length > VIDEO_LIMITS.captionsMaxBytes) return { field: 'captions', message: M.captionsTooLarge };
    const parsed = parseVtt(form.captions);
    if ('refused' in parsed) return { field: 'captions', message: M[parsed.refused] };
    captions = parsed.cues;
  } else if (creating) return { field: 'captions', message: M.captionsRequired };
  return {
    classroomId: Number(f.classroomId),
    courseCd: f.courseCd as string,
    month: f.month as string,
    title,
    video,
    captions,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The video form, read before its fields are checked. */
    videoForm?: Form;
  }
}

/** Private: the classroom side of the video lessons (issue 33, ADR 054), for staff of the video's classroom only. */
export const staffVideoRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only these calls read multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: VIDEO_LIMITS.maxBytes, files: 2, fields: 10 } });
  const service = new StaffVideoService(app.db, app.services.storage);
  const staffId = (request: FastifyRequest) => request.user?.id as number;
  const withForm = {
    preHandler: [
      staffOnly,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const form = await readForm(request);
        if ('refused' in form) {
          return form.refused === 'videoTooLarge'
            ? reply.code(413).send({ message: M.videoTooLarge })
            : reply.code(422).send(fieldViolation('video', M.unreadableUpload));
        }
        request.videoForm = form;
      },
    ],
  };

  route(app, 'getStaffVideos', async (request) => service.list(staffId(request)), { preHandler: staffOnly });

  route(
    app,
    'createStaffVideo',
    async (request, reply) => {
      const input = videoOf(request.videoForm as Form, true);
      if ('field' in input) return reply.code(422).send(fieldViolation(input.field, input.message));
      const { video } = input;
      if (!video) return reply.code(422).send(fieldViolation('video', M.videoRequired));
      const saved = await service.create(staffId(request), { ...input, video }, app.now());
      if (!saved) return reply.code(403).send({ message: M.notYours });
      return { success: true as const, data: saved };
    },
    withForm,
  );

  route(
    app,
    'updateStaffVideo',
    async (request, reply) => {
      const input = videoOf(request.videoForm as Form, false);
      if ('field' in input) return reply.code(422).send(fieldViolation(input.field, input.message));
      const saved = await service.update(staffId(request), request.params.id, input, app.now());
      if (saved === 'missing' || saved === null) return reply.code(404).send({ message: M.videoMissing });
      if (saved === 'notYours') return reply.code(403).send({ message: M.notYours });
      return { success: true as const, data: saved };
    },
    withForm,
  );

  route(
    app,
    'withdrawStaffVideo',
    async (request, reply) => {
      if (!(await service.withdraw(staffId(request), request.params.id, app.now()))) {
        return reply.code(404).send({ message: M.videoMissing });
      }
      return { success: true as const };
    },
    { preHandler: staffOnly },
  );
};
