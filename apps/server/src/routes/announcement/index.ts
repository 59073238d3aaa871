import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validationError } from '../validation';
import { DEFAULT_PER_PAGE, listQuerySchema, notFound, sendAttachment, viewerOf } from './common';
import { AnnouncementService } from './service';

const idQuery = z.object({
  announcementsId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const downloadQuery = z.object({ path: z.string().max(200), name: z.string().max(255) });

/** The detail screen goes Home on a 400; the message says no more than "not found". */
const noSuchAnnouncement = { message: 'お知らせが見つかりません。' } as const;

/** Private: the caller's scope has the authenticate hook. */
export const announcementRoutes: FastifyPluginAsync = async (app) => {
  const service = new AnnouncementService(app.db, app.now);

  app.get('/api/announcement/list', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(422).send(validationError(parsed.error));
    return service.list(viewer, parsed.data, parsed.data.perPage ?? DEFAULT_PER_PAGE);
  });

  app.get('/api/announcement/imp/list', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    return service.important(viewer);
  });

  app.get('/api/announcement', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = idQuery.safeParse(request.query);
    const detail = parsed.success ? await service.open(viewer, parsed.data.announcementsId) : null;
    if (!detail) return reply.code(400).send(noSuchAnnouncement);
    return detail;
  });

  app.get('/api/announcement/files', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = idQuery.safeParse(request.query);
    const list = parsed.success ? await service.files(viewer, parsed.data.announcementsId) : null;
    if (!list) return reply.code(404).send(noSuchAnnouncement);
    return list;
  });

  app.get('/api/announcement/files/download', async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const parsed = downloadQuery.safeParse(request.query);
    const file = parsed.success ? await service.download(viewer, parsed.data.path) : null;
    if (!file) return reply.code(404).send(notFound);
    return sendAttachment(reply, file);
  });
};
