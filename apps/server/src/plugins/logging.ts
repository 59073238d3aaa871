import type { FastifyRequest } from 'fastify';

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
