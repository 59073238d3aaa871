import { signInSchema } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { languageOf } from '../../language';
import { wordsIn } from '../../wording';
import { STAFF_TEAM_MESSAGES } from '../staffTeam/service';

/** The sign-in body's rule: the domain's schema, the same messages as the form (checked by `route()`). */
export const SIGN_IN_FORM = { schema: signInSchema } as const;

/** Every sign-in costs an argon2 verification: a ceiling per address on top of the account lockout. */
export const SIGN_IN_RATE_LIMIT = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } } as const;

/**
 * Checks the credentials of a sign-in form (already checked against `SIGN_IN_FORM`) for one kind of account. A
 * refusal is answered here (422 for wrong credentials, 429 while locked, 403 for a deactivated account); the user's id comes back only when the
 * caller may start the session.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'guardian' | 'staff',
  { email, password }: z.output<typeof signInSchema>,
): Promise<number | null> {
  const result = await app.services.auth.signIn(email, password, request.ip, kind);
  if (result.kind === 'locked') {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    await reply
      .code(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({ message: wordsIn(languageOf(request))('serverAnswers.signIn.locked', { minutes }) });
    return null;
  }
  if (result.kind === 'deactivated') {
    await reply.code(403).send({ message: STAFF_TEAM_MESSAGES.signInDeactivated });
    return null;
  }
  if (result.kind === 'invalid') {
    await reply.code(422).send({ message: result.message, errors: { email: [result.message] } });
    return null;
  }
  return result.userId;
}
