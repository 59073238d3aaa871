import { signInSchema } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from '../validation';

/** Every sign-in costs an argon2 verification: a ceiling per address on top of the account lockout. */
export const SIGN_IN_RATE_LIMIT = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } } as const;

/**
 * Checks a sign-in body (the domain's schema, the same messages as the form) for one kind of account. A
 * refusal is answered here (422 for bad input or credentials, 429 while locked); the user's id comes back only
 * when the caller may start the session.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'guardian' | 'staff',
): Promise<number | null> {
  const parsed = signInSchema.safeParse(request.body ?? {});
  if (!parsed.success) {
    await reply.code(422).send(validationError(parsed.error));
    return null;
  }
  const { email, password } = parsed.data;
  const result = await app.services.auth.signIn(email, password, request.ip, kind);
  if (result.kind === 'locked') {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    await reply
      .code(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({ message: app.services.auth.lockedMessage(minutes) });
    return null;
  }
  if (result.kind === 'invalid') {
    await reply.code(422).send({ message: result.message, errors: { email: [result.message] } });
    return null;
  }
  return result.userId;
}
