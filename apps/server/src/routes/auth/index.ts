import { signInSchema } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { validationError } from '../validation';

export const authRoutes: FastifyPluginAsync = async (app) => {
  // The domain's sign-in schema states the body, with the same messages as the portal's form.
  route(
    app,
    'login',
    async (request, reply) => {
      const parsed = signInSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(422).send(validationError(parsed.error));
      const { email, password } = parsed.data;

      const result = await app.services.auth.signIn(email, password, request.ip);
      if (result.kind === 'locked') {
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ message: app.services.auth.lockedMessage(minutes) });
      }
      if (result.kind === 'invalid') {
        return reply.code(422).send({ message: result.message, errors: { email: [result.message] } });
      }
      const user = await app.services.users.withKids(result.userId);
      if (!user) throw new Error(`signed-in guardian ${result.userId} has no portal profile`);
      await app.startSession(request, reply, result.userId);
      return { success: true as const, data: user };
    },
    // A ceiling per address on top of the lockout: every attempt costs an argon2 verification.
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, bodyByDomain: true },
  );

  // A plain form submit (the spec: "Logout submits a form"), so it answers with a redirect, not JSON.
  route(app, 'logout', async (request, reply) => {
    await app.endSession(request, reply);
    return reply.redirect('/login', 302);
  });
};
