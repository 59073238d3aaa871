import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };

/** Private: the related-documents cards and their click counter. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const documents = app.services.documents;

  route(app, 'getDocuments', async () => documents.list(), guardians);

  route(
    app,
    'countDocumentClick',
    async (request, reply) => {
      if (!(await documents.countClick(request.body.id))) {
        return reply.code(404).send({ message: '指定された資料が見つかりませんでした。' });
      }
      return { success: true };
    },
    { ...guardians, fieldMessages: { id: '資料を指定してください。' } },
  );
};
