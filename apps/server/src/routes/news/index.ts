import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { DEFAULT_PER_PAGE, type ListQuery, notFound, sendAttachment } from './common';
import type { NewsKind } from './service';
import { staffNewsRoutes } from './staff';

/** What differs between the two kinds of news on the wire: the operations and the "not found" words. */
const KINDS = {
  announcement: {
    ops: {
      list: 'getAnnouncementList',
      important: 'getImportantAnnouncements',
      detail: 'getAnnouncement',
      files: 'getAnnouncementFiles',
      download: 'getAnnouncementFileDownload',
    },
    idOf: (q: { announcementsId: number }) => q.announcementsId,
    missing: { message: 'お知らせが見つかりません。' },
  },
  information: {
    ops: {
      list: 'getInformationList',
      important: 'getImportantInformation',
      detail: 'getInformation',
      files: 'getInformationFiles',
      download: 'getInformationFileDownload',
    },
    idOf: (q: { informationsId: number }) => q.informationsId,
    missing: { message: 'インフォメーションが見つかりません。' },
  },
} as const;

const guardians = { preHandler: requireCapability('usePortal') };

/** The list filters' one rule the contract cannot state: the period does not end before it starts. */
const periodProblem = (q: ListQuery) =>
  q.startDate && q.endDate && q.startDate > q.endDate
    ? fieldViolation('endDate', '終了日は開始日以降の日付を指定してください。')
    : null;

function registerKind(app: FastifyInstance, kind: NewsKind) {
  const news = app.services.news[kind];
  const { ops, idOf, missing } = KINDS[kind];
  const id = (query: unknown) => idOf(query as never);

  route(
    app,
    ops.list,
    async (request, reply) => {
      const problem = periodProblem(request.query);
      if (problem) return reply.code(422).send(problem);
      return news.list(request.viewer, request.query, request.query.perPage ?? DEFAULT_PER_PAGE);
    },
    guardians,
  );
  route(app, ops.important, async (request) => news.important(request.viewer), guardians);
  // The detail screen goes Home on a 400; the message says no more than "not found".
  route(
    app,
    ops.detail,
    async (request, reply) => (await news.open(request.viewer, id(request.query))) ?? reply.code(400).send(missing),
    guardians,
  );
  route(
    app,
    ops.files,
    async (request, reply) => (await news.files(request.viewer, id(request.query))) ?? reply.code(404).send(missing),
    guardians,
  );
  route(
    app,
    ops.download,
    async (request, reply) => {
      const file = await news.download(request.viewer, request.query.path);
      return file ? sendAttachment(reply, file) : reply.code(404).send(notFound);
    },
    guardians,
  );
}

/** Private: the reading areas (spec 1 §7), announcements and information alike. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  // Issue 33: the classroom's side of the same items, in the same private scope.
  await app.register(staffNewsRoutes);
  registerKind(app, 'announcement');
  registerKind(app, 'information');
  route(
    app,
    'getInformationLabels',
    async (request) => app.services.news.information.labels(request.query.isHome === 1),
    guardians,
  );
};
