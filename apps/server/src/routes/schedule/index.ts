import { ja } from '@portal/messages';
import type { FastifyPluginAsync } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { sendPrivateFile } from '../../plugins/private-file';
import { requireCapability } from '../../roles';
import { absenceRoutes, absenceService } from '../absence';

const guardians = { preHandler: requireCapability('usePortal') };

/** Another family's child answers exactly like a missing one, so ids cannot be probed. */
const NO_CHILD = { message: 'お子さまの情報が見つかりません。' } as const;
/** The calendar reaches back and ahead this far; further months hold no lessons and only cost queries. */
const YEARS = { min: 2000, max: 2100 } as const;

/** Private: attendance history and the lesson calendar (spec 1 §2, §7), the viewer's own children only. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const schedule = app.services.schedule;
  // Absence reports (issue 33, ADR 046) live beside the schedule they annotate.
  const absence = absenceService(app);
  await app.register(absenceRoutes, { service: absence });

  route(
    app,
    'getAttendanceList',
    async (request, reply) => {
      const [kid] = await schedule.ownKids(request.viewer.familyId, [request.query.kidId]);
      if (!kid) return reply.code(404).send(NO_CHILD);
      return { data: await schedule.attendance(kid.id, await absence.summaries([kid.id])) };
    },
    { ...guardians, fieldMessages: { kidId: ja.serverRefusals.childChoice } },
  );

  route(
    app,
    'getScheduleCalendar',
    async (request, reply) => {
      const { year, month } = request.query;
      const ids = [...new Set(request.query['kid_ids[]'])];
      const y = Number(year);
      if (y < YEARS.min || y > YEARS.max) {
        return reply
          .code(422)
          .send(fieldViolation('year', `年は${YEARS.min}年から${YEARS.max}年の間で指定してください。`));
      }
      const children = await schedule.ownKids(request.viewer.familyId, ids);
      if (children.length !== ids.length) return reply.code(404).send(NO_CHILD);
      // Keep the order the portal asked in: it decides each child's colour.
      const ordered = ids.flatMap((id) => children.filter((k) => k.id === id));
      return { data: await schedule.calendar(ordered, y, Number(month), await absence.summaries(ids)) };
    },
    {
      ...guardians,
      fieldMessages: {
        'kid_ids[]': ja.serverRefusals.childChoice,
        year: '年は4桁の数字で指定してください。',
        month: '月は01から12の2桁で指定してください。',
      },
    },
  );

  const feeds = app.services.calendarFeeds;

  route(app, 'getCalendarFeed', async (request) => feeds.status(request.viewer.familyId), guardians);

  route(
    app,
    'createCalendarFeed',
    async (request, reply) => {
      if (request.viewer.familyId === null) return reply.code(404).send(NO_CHILD);
      const token = await feeds.issue(request.viewer.familyId);
      // PUBLIC_URL, not the Host header a proxy may pass on from anyone (issue 32).
      return { url: `${app.services.publicUrl}/api/schedule/feed/${token}` };
    },
    guardians,
  );

  route(
    app,
    'revokeCalendarFeed',
    async (request) => {
      if (request.viewer.familyId !== null) await feeds.revoke(request.viewer.familyId);
      return { success: true };
    },
    guardians,
  );
};

/** A revoked, mistyped or guessed token: the answer says no more than that. */
const NO_FEED = { message: 'カレンダーが見つかりません。' } as const;

/** Public: the family's ICS feed, for calendar apps that cannot sign in; the secret token is the credential. */
export const calendarFeedRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'getCalendarFeedIcs',
    async (request, reply) => {
      const ics = await app.services.calendarFeeds.ics(request.params.token);
      if (ics === null) return reply.code(404).send(NO_FEED);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="manabi-lessons.ics"')
        .header('referrer-policy', 'no-referrer');
      return sendPrivateFile(request, reply, ics);
    },
    { invalid: (reply) => reply.code(404).send(NO_FEED) },
  );
};
