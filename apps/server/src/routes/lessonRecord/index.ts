import { ja } from '@portal/messages';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { sendPrivateFile } from '../../plugins/private-file';
import { requireCapability } from '../../roles';
import { LESSON_RECORD_MESSAGES, LessonRecordService } from './service';
import { staffLessonRecordRoutes } from './staff';

const guardians = { preHandler: requireCapability('usePortal') };

const FIELD_MESSAGES = {
  page: 'ページ番号は1以上の数字で指定してください。',
  sortOrder: '並び順は新しい順か古い順を指定してください。',
  tab: ja.serverRefusals.childChoice,
  id: '授業の記録の番号が正しくありません。',
  postId: '投稿の番号が正しくありません。',
  seito_no: 'お子さまの情報が正しくありません。画面を読み込み直してください。',
  parentComment: 'コメントは149文字以内で入力してください。',
  isFc: '通報の内容が正しくありません。画面を読み込み直してください。',
  classRoomNumber: '教室名は候補から選んでください。',
  kozaCd: '講座は一覧から選んでください。',
  courseCd: 'コースは一覧から選んでください。',
  nickname: ja.serverRefusals.nicknameTooLong,
  startDate: '開始月は年と月で指定してください。',
  endDate: '終了月は年と月で指定してください。',
};

/** Private: わが子の投稿 and みんなの投稿 (spec 1 §2, §4, §7), for signed-in guardians only. */
export const lessonRecordRoutes: FastifyPluginAsync = async (app) => {
  // Built here rather than in plugins/services.ts so the area stays in one folder (see ADR 032).
  const records = new LessonRecordService(app.db, app.services.storage);
  const options = { ...guardians, fieldMessages: FIELD_MESSAGES };
  // The classroom side, in its own scope: it reads multipart bodies and answers staff sessions only.
  await app.register(staffLessonRecordRoutes);

  route(
    app,
    'getStudentLessonRecords',
    async (request, reply) => {
      const page = await records.listOwn(request.viewer.familyId, request.query);
      if ('refused' in page) return reply.code(400).send({ message: LESSON_RECORD_MESSAGES[page.refused] });
      return page;
    },
    options,
  );

  route(
    app,
    'getStudentLessonRecord',
    async (request, reply) => {
      const detail = await records.detailOwn(request.viewer.familyId, request.query.id);
      return detail ?? reply.code(400).send({ message: LESSON_RECORD_MESSAGES.recordMissing });
    },
    options,
  );

  route(
    app,
    'postStudentLessonRecordComment',
    async (request, reply) => {
      const result = await records.comment(request.viewer.familyId, request.body);
      if ('refused' in result) return reply.code(400).send({ message: LESSON_RECORD_MESSAGES[result.refused] });
      return 1 as const;
    },
    options,
  );

  route(
    app,
    'getPublicLessonRecords',
    async (request, reply) => {
      const page = await records.listPublic(request.viewer.familyId, request.query);
      if ('refused' in page) return reply.code(400).send({ message: LESSON_RECORD_MESSAGES[page.refused] });
      return page;
    },
    options,
  );

  route(
    app,
    'getPublicLessonRecord',
    async (request, reply) => {
      const detail = await records.detailPublic(request.viewer.familyId, request.query.id);
      return detail ?? reply.code(400).send({ message: LESSON_RECORD_MESSAGES.postMissing });
    },
    options,
  );

  route(
    app,
    'reportPublicLessonRecord',
    async (request, reply) => {
      const result = await records.report(request.viewer.familyId, request.viewer.id, request.body.postId, app.now());
      if ('refused' in result) {
        const status = result.refused === 'tooManyReports' ? 429 : 400;
        return reply.code(status).send({ message: LESSON_RECORD_MESSAGES[result.refused] });
      }
      return { success: true as const };
    },
    // Issue 33: only members report (roles 7 and 8 answer 403).
    { ...options, preHandler: requireCapability('reportPosts') },
  );

  route(
    app,
    'getLessonRecordImage',
    async (request, reply) => {
      const image = await records.image(request.viewer.familyId, request.params.id);
      if (!image) return reply.code(404).send({ message: LESSON_RECORD_MESSAGES.imageMissing });
      return sendPrivateFile(request, reply.header('content-type', image.mimeType), image.data);
    },
    options,
  );
};
