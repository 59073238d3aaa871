import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import type { TakeRefusal } from './service';

const guardians = { preHandler: requireCapability('usePortal') };
const NO_KID = { message: 'お子さまの情報が見つかりません。' } as const;
const NO_TEST = { message: 'テストが見つかりません。' } as const;
const NO_RESULT = { message: 'テストの結果が見つかりません。' } as const;

/** The answer to each refused learning log or mark as taken: 404 for what the family cannot reach, 409 otherwise. */
const REFUSALS: Record<TakeRefusal, { status: 404 | 409 | 422; message: string }> = {
  notFound: { status: 404, message: NO_TEST.message },
  alreadySent: { status: 409, message: 'この解答はすでに送信されています。' },
  quizFirst: { status: 409, message: '先にテストの解答を送信してください。' },
  unknownQuestion: { status: 422, message: 'このテストにない問題や選択肢への解答が含まれています。' },
  onLeave: { status: 409, message: '休会中はテストを受験できません' },
};

function refuse(reply: FastifyReply, refusal: TakeRefusal) {
  const { status, message } = REFUSALS[refusal];
  // A 422 carries the contract's field map, so the portal can show the message by the answers.
  return reply.code(status).send(status === 422 ? { message, errors: { answers: [message] } } : { message });
}

/**
 * Private: the robot assessment (spec 1 §2, §7) and our server's part as the learning player host
 * (progress, questions, learning logs). Right answers never leave the server: the quiz log is checked here.
 */
export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const assessment = app.services.assessment;

  route(
    app,
    'checkAssessmentStudent',
    async (request, reply) => {
      const check = await assessment.check(
        request.viewer.familyId,
        request.body.mkSeitoNo,
        request.body.assessmentTestCode,
      );
      return check ?? reply.code(404).send(NO_KID);
    },
    guardians,
  );

  route(
    app,
    'markAssessmentTaken',
    async (request, reply) => {
      const refusal = await assessment.markTaken(request.viewer.familyId, request.body);
      if (refusal) return refuse(reply, refusal);
      return { success: true };
    },
    guardians,
  );

  route(
    app,
    'getAssessmentResult',
    async (request, reply) => {
      const { kidId, lmsCode, testName } = request.query;
      const scores = await assessment.result(request.viewer.familyId, kidId, lmsCode, testName);
      if (!scores) return reply.code(404).send(NO_RESULT);
      const level = await assessment.level(request.query.lmsCode);
      return { scoreArray: scores, ...(level ? { level } : {}) };
    },
    { ...guardians, fieldMessages: { kidId: 'お子さまの番号が正しくありません。' } },
  );

  route(app, 'getAssessmentComments', async () => assessment.comments(), guardians);

  route(
    app,
    'getPlayerProgress',
    async (request, reply) =>
      (await assessment.course(request.viewer.familyId, request.params.lmsCode)) ?? reply.code(404).send(NO_TEST),
    guardians,
  );

  route(
    app,
    'getPlayerQuiz',
    async (request, reply) =>
      (await assessment.questions(request.viewer.familyId, request.params.lessonId)) ??
      reply.code(404).send({ message: '問題を読み込めませんでした。' }),
    { ...guardians, fieldMessages: { lessonId: '問題の番号が正しくありません。' } },
  );

  route(
    app,
    'postPlayerLearningLog',
    async (request, reply) => {
      const refusal = await assessment.log(
        request.viewer.familyId,
        request.params.lessonId,
        request.body.humanId,
        request.body.answers,
      );
      if (refusal) return refuse(reply, refusal);
      return { success: true };
    },
    { ...guardians, fieldMessages: { lessonId: '問題の番号が正しくありません。' } },
  );
};
