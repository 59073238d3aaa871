import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, listQuerySchema, notFound, sendAttachment, viewerOf } from '../announcement/common';
import { validationError } from '../validation';
import { InformationService } from './service';

const idQuery = z.object({
  informationsId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const labelQuery = z.object({ isHome: z.enum(['0', '1']).optional() });
const downloadQuery = z.object({ path: z.string().max(200), name: z.string().max(255) });

/** The detail screen goes Home on a 400; the message says no more than "not found". */
const noSuchInformation = { message: 'インフォメーションが見つかりません。' } as const;

/** Private: the caller's scope has the authenticate hook. */
export const informationRoutes: FastifyPluginAsync = async (app) => {
  const service = new InformationService(app.db, app.now);

  app.get('/api/information/label', async (request, reply) => {
    if (!viewerOf(request, reply)) return reply;
    const parsed = labelQuery.safeParse(request.query);
    if (!parsed.success) {
      return reply.code(422).send({
        message: '表示先の指定が正しくありません。',
        errors: { isHome: ['表示先の指定が正しくありません。'] },
      });
    }
    return service.labels(parsed.data.isHome === '1');
  });

  app.get('/api/information/list', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(422).send(validationError(parsed.error));
    return service.list(viewer, parsed.data, parsed.data.perPage ?? DEFAULT_PER_PAGE);
  });

  app.get('/api/information/imp/list', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    return service.important(viewer);
  });

  app.get('/api/information', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = idQuery.safeParse(request.query);
    const detail = parsed.success ? await service.open(viewer, parsed.data.informationsId) : null;
    if (!detail) return reply.code(400).send(noSuchInformation);
    return detail;
  });

  app.get('/api/information/files', async (request, reply) => {
    if (!viewerOf(request, reply)) return reply;
    const parsed = idQuery.safeParse(request.query);
    const list = parsed.success ? await service.files(parsed.data.informationsId) : null;
    if (!list) return reply.code(404).send(noSuchInformation);
    return list;
  });

  app.get('/api/information/files/download', async (request, reply) => {
    if (!viewerOf(request, reply)) return reply;
    const parsed = downloadQuery.safeParse(request.query);
    const file = parsed.success ? await service.download(parsed.data.path) : null;
    if (!file) return reply.code(404).send(notFound);
    return sendAttachment(reply, file);
  });
};
