import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validationError } from '../validation';
import { DocumentService } from './service';

const clickBody = z.object({
  id: z
    .number({ error: '資料を指定してください。' })
    .int('資料を指定してください。')
    .positive('資料を指定してください。')
    .max(2_147_483_647, '資料を指定してください。'),
});

/** Private: the related-documents cards and their click counter. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const documents = new DocumentService(app.db);

  app.get('/api/document', async () => documents.list());

  app.post('/api/document/click_count', async (request, reply) => {
    const parsed = clickBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send(validationError(parsed.error));
    if (!(await documents.countClick(parsed.data.id))) {
      return reply.code(404).send({ message: '指定された資料が見つかりませんでした。' });
    }
    return { success: true };
  });
};
