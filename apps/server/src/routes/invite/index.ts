import { inviteErrorMessage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { InviteService } from './service';

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const inviteRoutes: FastifyPluginAsync = async (app) => {
  const invites = new InviteService(app.db);

  app.post('/api/invite', async (request, reply) => {
    const me = request.user;
    if (me?.kind !== 'guardian') return reply.code(403).send({ message: 'This action is unauthorized.' });
    // Spec 1 §6: a provisional member (role 7) cannot get an invitation code.
    if (me.role === 7) {
      const status = 'error';
      return reply.code(400).send({ status, code: null, message: inviteErrorMessage(status) });
    }
    return { status: 'success', code: await invites.codeFor(me.id) };
  });
};
