import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { SESSION_COOKIE } from '../../plugins/session';
import { checkCredentials, SIGN_IN_FORM, SIGN_IN_RATE_LIMIT } from './credentials';

export const authRoutes: FastifyPluginAsync = async (app) => {
  // The domain's sign-in schema states the body, with the same messages as the portal's form.
  route(
    app,
    'login',
    async (request, reply, form) => {
      const userId = await checkCredentials(app, request, reply, 'guardian', form);
      if (userId === null) return reply;
      const user = await app.services.users.withKids(userId);
      if (!user) throw new Error(`signed-in guardian ${userId} has no portal profile`);
      await app.startSession(request, reply, userId);
      return { success: true as const, data: user };
    },
    { ...SIGN_IN_RATE_LIMIT, form: SIGN_IN_FORM },
  );

  // A plain form submit (the spec: "Logout submits a form"), so it answers with a redirect, not JSON.
  route(app, 'logout', async (request, reply) => {
    // This device stops receiving the user's pushes (issue 34); a failure there never keeps anyone signed in.
    const sessionId = request.cookies[SESSION_COOKIE];
    // Staff sign in on their own page (issue 33): signing out leads them back there, not to the guardians' sign-in.
    const staff = sessionId ? (await app.sessions.resolve(sessionId))?.kind === 'staff' : false;
    if (sessionId) {
      await app.push
        .forgetSession(sessionId)
        .catch((error: unknown) => request.log.error({ err: error }, 'the push subscription could not be removed'));
    }
    await app.endSession(request, reply);
    return reply.redirect(staff ? '/staff/login' : '/login', 302);
  });
};
