import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * A coarse per-address ceiling for routes that opt in (sign-in hashes passwords, which is costly).
 * The finer per-account lockout lives in the auth service.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `リクエストが多すぎます。${Math.ceil(context.ttl / 1000)}秒後にもう一度お試しください。`,
      }),
    });
  },
  { name: 'rate-limit' },
);
