import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '../auth/service';

/**
 * Saving the profile with another address answers whether that address already has an account (it
 * is the sign-in name, so it must stay unique). ADR 011: at most this many attempts to change the
 * address per account and hour, so the save cannot be used to test a list of addresses.
 */
export const EMAIL_CHANGE_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 } as const;

export const EMAIL_CHANGE_MESSAGES = {
  /** Neutral: says the address cannot be used, not that somebody has it. */
  unavailable: 'このメールアドレスはご利用いただけません。別のメールアドレスを入力してください。',
  limited: (minutes: number) =>
    `メールアドレスの変更が続いたため、一時的に変更を制限しています。${minutes}分ほど時間をおいてから、もう一度お試しください。`,
} as const;

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? normaliseEmail(body.email) : null;
};

/** Route config for the profile save: counts only the saves that change the address, per account. */
export function emailChangeRateLimit(app: FastifyInstance): RateLimitOptions {
  return {
    max: EMAIL_CHANGE_LIMIT.max,
    timeWindow: EMAIL_CHANGE_LIMIT.timeWindowMs,
    // After the body is parsed and the session resolved (the private scope authenticates on request).
    hook: 'preHandler',
    keyGenerator: (request) => `email-change:${request.user?.id ?? request.ip}`,
    allowList: async (request) => {
      const email = bodyEmail(request);
      if (email === null || !request.user) return true;
      return email === (await app.services.users.emailOf(request.user.id));
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: EMAIL_CHANGE_MESSAGES.limited(Math.max(1, Math.ceil(context.ttl / 60_000))),
    }),
  };
}
