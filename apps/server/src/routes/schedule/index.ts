import type { FastifyPluginAsync } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };

/** Another family's child answers exactly like a missing one, so ids cannot be probed. */
const NO_CHILD = { message: 'お子さまの情報が見つかりません。' } as const;
/** The calendar reaches back and ahead this far; further months hold no lessons and only cost queries. */
const YEARS = { min: 2000, max: 2100 } as const;

/** Private: attendance history and the lesson calendar (spec 1 §2, §7), the viewer's own children only. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const schedule = app.services.schedule;

  route(
    app,
    'getAttendanceList',
    async (request, reply) => {
      const [kid] = await schedule.ownKids(request.viewer.familyId, [request.query.kidId]);
      if (!kid) return reply.code(404).send(NO_CHILD);
      return { data: await schedule.attendance(kid.id) };
    },
    { ...guardians, fieldMessages: { kidId: 'お子さまの指定が正しくありません。' } },
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
      return { data: await schedule.calendar(ordered, y, Number(month)) };
    },
    {
      ...guardians,
      fieldMessages: {
        'kid_ids[]': 'お子さまの指定が正しくありません。',
        year: '年は4桁の数字で指定してください。',
        month: '月は01から12の2桁で指定してください。',
      },
    },
  );
};
