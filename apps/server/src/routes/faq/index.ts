import { FAQ_KEYWORD_MAX, faqKeywordWords } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { FaqService } from './service';

const NOT_FOUND = 'お探しのよくある質問は見つかりませんでした。';

/** A path id: a positive integer, else null. */
function pathId(value: unknown): number | null {
  const n = Number(value);
  return typeof value === 'string' && /^\d{1,9}$/.test(value) && n > 0 ? n : null;
}

// The provider's backend answers a record it cannot show with 400; the portal then returns to FAQ top.
const missing = (reply: FastifyReply) => reply.code(400).send({ message: NOT_FOUND });

/** Private: the FAQ of the guardian site (site 3) and its keyword search. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const faq = new FaqService(app.db);

  app.get('/api/faq/categories/3', async () => faq.categories());

  app.get<{ Params: { id: string } }>('/api/faq/section/list/3/:id', async (request, reply) => {
    const id = pathId(request.params.id);
    const sections = id === null ? null : await faq.sections(id);
    return sections ?? missing(reply);
  });

  app.get<{ Params: { id: string } }>('/api/faq/article/list/3/:id', async (request, reply) => {
    const id = pathId(request.params.id);
    const articles = id === null ? null : await faq.articles(id);
    return articles ?? missing(reply);
  });

  app.get<{ Params: { id: string } }>('/api/faq/article/detail/3/:id', async (request, reply) => {
    const id = pathId(request.params.id);
    const article = id === null ? null : await faq.article(id);
    return article ?? missing(reply);
  });

  app.get<{ Querystring: { keyWord?: string | string[] } }>('/api/faq/article/search/3', async (request, reply) => {
    const keyWord = request.query.keyWord;
    const problem =
      typeof keyWord !== 'string' || faqKeywordWords(keyWord).length === 0
        ? 'キーワードを入力してください。'
        : keyWord.length > FAQ_KEYWORD_MAX
          ? `キーワードは${FAQ_KEYWORD_MAX}文字以内で入力してください。`
          : null;
    if (problem !== null || typeof keyWord !== 'string') {
      const message = problem ?? 'キーワードを入力してください。';
      return reply.code(422).send({ message, errors: { keyWord: [message] } });
    }
    return faq.search(keyWord);
  });
};
