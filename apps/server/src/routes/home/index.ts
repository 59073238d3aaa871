import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };

/**
 * Private: the home page's reads (spec 1 §7): carousel, next lessons, trial bookings, membership
 * applications and assessment tests, each for the signed-in guardian's own family only.
 */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  const home = app.services.home;

  route(app, 'getCarousel', async ({ viewer }) => home.carousel(viewer.role), guardians);

  route(
    app,
    'getAttendanceSchedule',
    async ({ viewer }) => ({ data: viewer.familyId === null ? [] : await home.nextLessons(viewer.familyId) }),
    guardians,
  );

  route(
    app,
    'getAppliedTrials',
    async ({ viewer }) => (viewer.familyId === null ? [] : home.trials(viewer.familyId)),
    guardians,
  );

  route(
    app,
    'getMembershipList',
    async ({ viewer }) => (viewer.familyId === null ? {} : home.memberships(viewer.familyId)),
    guardians,
  );

  route(
    app,
    'getAssessmentTakeList',
    async ({ viewer }) => (viewer.familyId === null ? [] : home.assessments(viewer.familyId)),
    guardians,
  );
};
