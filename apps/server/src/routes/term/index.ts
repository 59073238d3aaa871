import { TERMS_TYPES } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { TERM_TYPE_KINDS, TermsService } from './service';

/** Public: the terms pages are readable before signing in (spec 2 §2.6). */
export const termRoutes: FastifyPluginAsync = async (app) => {
  const terms = new TermsService(app.db, app.now);

  app.get<{ Querystring: { type?: string } }>('/api/term', async (request, reply) => {
    // Spec 1 §9: the types are domain's TERMS_TYPES.
    const type = TERMS_TYPES.find((t) => t.id === Number(request.query.type))?.id;
    if (type === undefined) {
      return reply
        .code(422)
        .send({ message: '規約の種類が正しくありません。', errors: { type: ['規約の種類が正しくありません。'] } });
    }
    const term = await terms.current(TERM_TYPE_KINDS[type]);
    if (!term) return reply.code(404).send({ success: false, message: '規約が見つかりませんでした。' });
    return { success: true, term };
  });
};
