import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One error shape, `{ message }`: malformed bodies are the client's input problem (422, as Laravel
 * answers), other 4xx keep their status, and anything unexpected is logged and hidden behind a 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 400 || error.validation) {
        return reply.code(422).send({ message: '入力内容の形式が正しくありません。', errors: {} });
      }
      if (status < 500) return reply.code(status).send({ message: error.message });
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。' });
    });
  },
  { name: 'errors' },
);
