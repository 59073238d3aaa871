import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { routeOf } from './logging';

const MESSAGES = {
  malformed: '入力内容の形式が正しくありません。',
  tooLarge: '送信された内容が大きすぎます。内容を減らしてから、もう一度お試しください。',
  unsupported: 'この形式の送信には対応していません。画面を再読み込みしてから、もう一度お試しください。',
  server: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
} as const;

/** The PostgreSQL error code behind a (driver- or Drizzle-wrapped) error, if any. */
function databaseCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One error shape, `{ message }` in Japanese: malformed bodies are the client's input problem (422, as
 * Laravel answers), a value PostgreSQL refuses as data (class 22: out of range, bad text) is too, other
 * 4xx keep their status, and anything unexpected is logged and hidden behind a 500. Logs name the
 * method, route pattern and status only: messages of driver errors quote the query's parameters.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      const where = { method: request.method, route: routeOf(request) };
      if (status === 400 || error.validation) {
        return reply.code(422).send({ message: MESSAGES.malformed, errors: {} });
      }
      if (databaseCode(error)?.startsWith('22')) {
        // A route let through a value the column cannot hold: the answer is the client's, the fix ours.
        request.log.warn({ ...where, status: 422, code: databaseCode(error) }, 'database refused a value');
        return reply.code(422).send({ message: MESSAGES.malformed, errors: {} });
      }
      if (status < 500) {
        const message =
          status === 413
            ? MESSAGES.tooLarge
            : status === 415
              ? MESSAGES.unsupported
              : error.message || MESSAGES.malformed;
        return reply.code(status).send({ message });
      }
      request.log.error(
        {
          ...where,
          status: 500,
          err: {
            type: error.name,
            code: databaseCode(error) ?? error.code,
            stack: error.stack?.split('\n').slice(1).join('\n'),
          },
        },
        'request failed',
      );
      return reply.code(500).send({ message: MESSAGES.server });
    });
  },
  { name: 'errors' },
);
