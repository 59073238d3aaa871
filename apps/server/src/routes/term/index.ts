import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { TERM_TYPE_KINDS } from './service';

/** Public: the terms pages are readable before signing in (spec 2 §2.6). */
export const termRoutes: FastifyPluginAsync = async (app) => {
  // Spec 1 §9: the contract's types are domain's TERMS_TYPES.
  route(
    app,
    'getTerm',
    async (request, reply) => {
      const term = await app.services.terms.current(TERM_TYPE_KINDS[request.query.type]);
      if (!term) return reply.code(404).send({ success: false, message: '規約が見つかりませんでした。' });
      return { success: true, term };
    },
    { fieldMessages: { type: '規約の種類が正しくありません。' } },
  );
};
