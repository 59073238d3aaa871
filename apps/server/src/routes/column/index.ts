import { lectureOfCourse } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { ARTICLE_CSP, renderArticle, renderCover, renderMissing } from './article';
import { staffColumnRoutes } from './staff';

const guardians = { preHandler: requireCapability('usePortal') };

/** Private: the column list (spec 1 §2 "Columns"), the family's courses and their columns. */
export const columnRoutes: FastifyPluginAsync = async (app) => {
  // The classroom side (issue 33), in its own scope: it reads multipart bodies and answers staff sessions only.
  await app.register(staffColumnRoutes);
  route(app, 'getColumns', async (request) => app.services.columns.list(request.viewer.familyId, request.query), {
    ...guardians,
    fieldMessages: {
      page: 'ページ番号は1以上の数字で指定してください。',
      sortOrder: '並び順は新しい順か古い順を指定してください。',
    },
  });
};

/** Public: a column's own page, the URL its card and the bell open in a new tab. */
export const columnArticleRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'getColumnArticle', async (request, reply) => {
    const article = await app.services.columns.article(request.params.columnId);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ARTICLE_CSP);
    return reply.code(article ? 200 : 404).send(article ? renderArticle(article) : renderMissing());
  });
  route(app, 'getColumnImage', async (request, reply) => {
    const article = await app.services.columns.article(request.params.columnId);
    if (!article) return reply.code(404).send({ message: 'コラムが見つかりません。' });
    // A cover staff uploaded (issue 33), redrawn as JPEG when it was stored; else the drawn one.
    const cover = article.imageKey ? await app.services.storage.read(article.imageKey) : null;
    if (cover) return reply.header('content-type', 'image/jpeg').header('cache-control', 'no-cache').send(cover);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderCover(article.id, lectureOfCourse(article.courseCd) ?? ''));
  });
};
