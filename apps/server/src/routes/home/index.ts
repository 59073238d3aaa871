import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HomeService } from './service';

/** The signed-in guardian's family; the authenticate hook guarantees a user, guardians always have one. */
function familyOf(request: FastifyRequest): number | null {
  return request.user?.familyId ?? null;
}

/**
 * Private: the home page's reads (spec 1 §7): carousel, next lessons, trial bookings, membership
 * applications and assessment tests, each for the signed-in guardian's own family only.
 */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  const home = new HomeService(app.db, app.now);

  app.get('/api/carousel', async () => home.carousel());

  app.get('/api/attendance/schedule', async (request) => {
    const familyId = familyOf(request);
    return { data: familyId === null ? [] : await home.nextLessons(familyId) };
  });

  app.get('/api/trial/applied', async (request) => {
    const familyId = familyOf(request);
    return familyId === null ? [] : home.trials(familyId);
  });

  app.get('/api/membership/online/list', async (request) => {
    const familyId = familyOf(request);
    return familyId === null ? {} : home.memberships(familyId);
  });

  app.get('/api/assessment/take', async (request) => {
    const familyId = familyOf(request);
    return familyId === null ? [] : home.assessments(familyId);
  });
};
