import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a log line may say about a request: its method and route pattern (`/api/user/icon/:fileId`),
 * never the raw URL, whose query string carries what guardians typed (search words, addresses).
 */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, route: routeOf(request) };
}

/** The matched route pattern; for an unmatched request, its path without the query string. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? (request.raw.url ?? '/').split('?')[0] ?? '/';
}

/** Fastify's logger option with the request serializer above (false stays false). */
export function withSafeRequestLogs(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}

/** A response slower than this is logged at info level whatever its status. */
export const SLOW_RESPONSE_MS = 1_000;

/**
 * Instead of Fastify's two lines per request (issue 18: at info level in production the request log cost
 * more than some handlers): slow answers at info, every answer only when debug is on; failures are logged
 * by the error handler (plugins/errors.ts). Fastify's own request logging is off (its `LogController`'s
 * `disableRequestLogging`).
 */
export const requestLogging = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const ms = Math.round(reply.elapsedTime);
      if (ms >= SLOW_RESPONSE_MS) request.log.info({ req: request, status, ms }, 'slow response');
      else if (request.log.level === 'debug' || request.log.level === 'trace')
        request.log.debug({ req: request, status, ms }, 'response');
    });
  },
  { name: 'request-logging' },
);
