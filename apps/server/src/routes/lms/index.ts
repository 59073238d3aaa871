import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { byteRange, captionsVtt, playerScript } from './player';
import { staffVideoRoutes } from './staff';

const guardians = { preHandler: requireCapability('usePortal') };
const NO_KID = { message: 'お子さまが見つかりません。' } as const;
const NO_LESSON = { message: '授業動画が見つかりません。' } as const;
const seitoNoMessage = { seito_no: 'お子さまの生徒番号を指定してください。' };

/**
 * Private: the robot courses' video lessons (spec 1 §2 "Video lessons") and the player host's part:
 * the player script, the video (with HTTP range requests), its captions and the child's resume position.
 */
export const lmsRoutes: FastifyPluginAsync = async (app) => {
  // The classroom side (issue 33, ADR 054), in its own scope: it reads multipart bodies and answers staff only.
  await app.register(staffVideoRoutes);
  const lms = app.services.lms;

  route(
    app,
    'getLmsKids',
    async (request) => ({
      success: true,
      data: (await lms.robotKids(request.viewer.familyId)).map((k) => ({
        id: k.id,
        seito_no: k.seitoNo,
        name: k.name,
      })),
    }),
    guardians,
  );

  route(
    app,
    'getLmsCourse',
    async (request, reply) => {
      const kid = await lms.kid(request.viewer.familyId, request.query.seito_no);
      if (!kid) return reply.code(400).send(NO_KID);
      return { success: true, data: await lms.thisMonth(kid) };
    },
    { ...guardians, fieldMessages: seitoNoMessage },
  );

  route(
    app,
    'getLmsArchive',
    async (request, reply) => {
      const kid = await lms.kid(request.viewer.familyId, request.query.seito_no);
      if (!kid) return reply.code(400).send(NO_KID);
      return { success: true, data: await lms.archive(kid) };
    },
    { ...guardians, fieldMessages: seitoNoMessage },
  );

  // A pack the family cannot open has no lessons to list: the detail screen then goes Home.
  route(
    app,
    'getLmsLessons',
    async (request) => ({ success: true, data: await lms.lessons(request.viewer.familyId, request.params.lmsCode) }),
    guardians,
  );

  route(
    app,
    'getLmsPlayerScript',
    async (request, reply) => {
      const lesson = await lms.playable(request.viewer.familyId, request.params.lessonId);
      const kid = lesson && (await lms.watcher(request.viewer.familyId, lesson, request.query.seito_no));
      if (!lesson || !kid) return reply.code(404).send(NO_LESSON);
      const start = await lms.position(kid.id, lesson.id);
      return reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(playerScript({ lesson, seitoNo: kid.seitoNo, start }));
    },
    { ...guardians, fieldMessages: { lessonId: '授業動画の番号が正しくありません。' } },
  );

  route(
    app,
    'getLmsVideo',
    async (request, reply) => {
      const lesson = await lms.playable(request.viewer.familyId, request.params.lessonId);
      const bytes = lesson && (await lms.video(lesson));
      if (!bytes) return reply.code(404).send(NO_LESSON);
      const size = bytes.length;
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', lesson.videoType)
        .header('cache-control', 'private');
      const range = byteRange(request.headers.range, size);
      if (range === 'invalid') {
        return reply
          .code(416)
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-range', `bytes */${size}`)
          .send({ message: '指定された範囲は動画の長さを超えています。' });
      }
      if (!range) return reply.header('content-length', size).send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(bytes.subarray(range.start, range.end + 1));
    },
    { ...guardians, fieldMessages: { lessonId: '授業動画の番号が正しくありません。' } },
  );

  route(
    app,
    'getLmsCaptions',
    async (request, reply) => {
      const lesson = await lms.playable(request.viewer.familyId, request.params.lessonId);
      if (!lesson) return reply.code(404).send(NO_LESSON);
      return reply.header('content-type', 'text/vtt; charset=utf-8').send(captionsVtt(lesson));
    },
    { ...guardians, fieldMessages: { lessonId: '授業動画の番号が正しくありません。' } },
  );

  route(
    app,
    'postLmsProgress',
    async (request, reply) => {
      const lesson = await lms.playable(request.viewer.familyId, request.params.lessonId);
      const kid = lesson && (await lms.watcher(request.viewer.familyId, lesson, request.body.seito_no));
      if (!lesson || !kid) return reply.code(404).send(NO_LESSON);
      await lms.savePosition(kid.id, lesson.id, request.body.position);
      return { success: true };
    },
    {
      ...guardians,
      fieldMessages: {
        lessonId: '授業動画の番号が正しくありません。',
        seito_no: 'お子さまの生徒番号を指定してください。',
        position: '再生位置は0秒以上の数字で指定してください。',
      },
    },
  );
};
