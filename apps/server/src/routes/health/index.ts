import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Reports the database too, so a load balancer stops sending traffic when it is gone.
  route(app, 'getHealth', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' } as const;
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
};
