import { faqKeywordWords } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };

// The provider's backend answers a record it cannot show with 400; the portal then returns to FAQ top.
const missing = (reply: FastifyReply) =>
  reply.code(400).send({ message: 'お探しのよくある質問は見つかりませんでした。' });

/** A malformed id names nothing either. */
const byId = { ...guardians, invalid: missing };

/** Private: the FAQ of the guardian site (site 3) and its keyword search. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const faq = app.services.faq;

  route(app, 'getFaqCategories', async () => faq.categories(), guardians);

  route(
    app,
    'getFaqSections',
    async (request, reply) => (await faq.sections(request.params.id)) ?? missing(reply),
    byId,
  );

  route(
    app,
    'getFaqArticles',
    async (request, reply) => (await faq.articles(request.params.id)) ?? missing(reply),
    byId,
  );

  route(app, 'getFaqArticle', async (request, reply) => (await faq.article(request.params.id)) ?? missing(reply), byId);

  route(
    app,
    'searchFaqArticles',
    async (request, reply) => {
      // The contract bounds the length; a keyword of spaces only has no words to search for.
      const keyWord = request.query.keyWord;
      if (faqKeywordWords(keyWord).length === 0) {
        return reply.code(422).send(fieldViolation('keyWord', 'キーワードを入力してください。'));
      }
      return faq.search(keyWord);
    },
    guardians,
  );
};
