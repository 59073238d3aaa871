import { emailAddress } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validationError } from '../validation';

const LoginBody = z.object({
  // Spec 2 §5.3: what an email address is, its length and its messages are domain's rule.
  email: emailAddress(),
  password: z
    .string({ error: 'パスワードを入力してください。' })
    .min(1, 'パスワードを入力してください。')
    .max(256, 'パスワードは256文字以内で入力してください。'),
});

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/login',
    // A ceiling per address on top of the lockout: every attempt costs an argon2 verification.
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = LoginBody.safeParse(request.body ?? {});
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
      return { success: true, data: user };
    },
  );

  // A plain form submit (the spec: "Logout submits a form"), so it answers with a redirect, not JSON.
  app.post('/logout', async (request, reply) => {
    await app.endSession(request, reply);
    return reply.redirect('/login', 302);
  });
};
