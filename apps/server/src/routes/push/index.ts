import { ja } from '@portal/messages';
import type { FastifyPluginAsync } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { SESSION_COOKIE } from '../../plugins/session';
import { requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };
const M = ja.push;

/**
 * Private: Web Push for a guardian (issue 34, ADR 055): the server's public key, this device's subscription and
 * the quiet-hours choice. Only the signed-in guardian's own subscriptions are stored, replaced or removed.
 */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  const push = app.push;

  route(
    app,
    'getPushSettings',
    async (request) => ({
      success: true as const,
      data: { publicKey: push.publicKey, quietHours: await push.quietHours(request.viewer.id) },
    }),
    guardians,
  );

  route(
    app,
    'updatePushQuietHours',
    async (request) => {
      await push.setQuietHours(request.viewer.id, request.body.quietHours);
      return { success: true };
    },
    guardians,
  );

  route(
    app,
    'savePushSubscription',
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!push.acceptsEndpoint(endpoint)) return reply.code(422).send(fieldViolation('endpoint', M.badEndpoint));
      // The browser's public key is an uncompressed P-256 point (65 bytes), its auth secret 16 bytes.
      if (Buffer.from(keys.p256dh, 'base64url').length !== 65 || Buffer.from(keys.p256dh, 'base64url')[0] !== 4) {
        return reply.code(422).send(fieldViolation('keys.p256dh', M.badKeys));
      }
      if (Buffer.from(keys.auth, 'base64url').length !== 16) {
        return reply.code(422).send(fieldViolation('keys.auth', M.badKeys));
      }
      await push.subscribe(request.viewer.id, request.cookies[SESSION_COOKIE], {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      return { success: true };
    },
    { ...guardians, fieldMessages: { endpoint: M.badEndpoint, p256dh: M.badKeys, auth: M.badKeys, keys: M.badKeys } },
  );

  route(
    app,
    'deletePushSubscription',
    async (request, reply) => {
      if (!(await push.unsubscribe(request.viewer.id, request.body.endpoint))) {
        return reply.code(404).send({ message: M.notFound });
      }
      return { success: true };
    },
    { ...guardians, fieldMessages: { endpoint: M.badEndpoint } },
  );
};
