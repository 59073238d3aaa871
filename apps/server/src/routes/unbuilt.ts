import type { FastifyPluginAsync } from 'fastify';
import { findOperation, type OperationId } from '../contract/route';

/**
 * The operations of the contract the server does not build yet. The list shrinks as the areas land:
 * building an operation means registering it with `route(...)` and removing it here (a test fails when
 * an operation is in both, or in neither).
 */
export const UNBUILT_OPERATIONS = [
  // Real-time chat: Pusher user authentication (presence, "signin") is not used by the chat
  'broadcastingUserAuth',
  // Membership application
  'getMembershipStatus',
] as const satisfies readonly OperationId[];

const NOT_BUILT = { message: 'この機能は準備中です。公開までお待ちください。' } as const;

/** Whether the contract lets the operation be called without a session (`security: []` or `[{}, ...]`). */
export function isPublic(operationId: OperationId): boolean {
  const { security } = findOperation(operationId).operation;
  return security !== undefined && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
}

/**
 * Answers each unbuilt operation of one access level with 501 and a Japanese message. Registered once
 * in the private scope (401 without a session) and once in the public one, so each call answers as the
 * contract's security says it will once built. No request validation: there is no handler to protect.
 */
export const unbuiltRoutes: FastifyPluginAsync<{ public: boolean }> = async (app, options) => {
  // Upload forms send multipart bodies this scope has no parser for; the body is left unread (Node drops
  // it once the answer is sent), so the answer is the 501 above, not 415.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  for (const operationId of UNBUILT_OPERATIONS) {
    if (isPublic(operationId) !== options.public) continue;
    const { path, method } = findOperation(operationId);
    app.route({
      method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      config: { operationId, unbuilt: true },
      handler: async (_request, reply) => reply.code(501).send(NOT_BUILT),
    });
  }
};
