import type { FastifyPluginAsync } from 'fastify';

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/user', async (request, reply) => {
    const user = request.user && (await app.services.users.withKids(request.user.id));
    if (!user) return reply.code(403).send({ message: 'This action is unauthorized.' });
    return user;
  });
};
