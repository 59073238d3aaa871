import { inviteErrorMessage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { can, requireCapability } from '../../roles';
import { inJapanese } from '../../wording';

/** Private: the caller's scope has the authenticate hook. */
export const inviteRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'postInvite',
    async (request, reply) => {
      // Spec 1 §6: a provisional member cannot get an invitation code.
      if (!can(request.viewer.role, 'inviteFriends')) {
        const status = 'error';
        return reply.code(400).send({ status, code: null, message: inJapanese(inviteErrorMessage(status)) });
      }
      return { status: 'success' as const, code: await app.services.invites.codeFor(request.viewer.id) };
    },
    { preHandler: requireCapability('usePortal') },
  );
};
