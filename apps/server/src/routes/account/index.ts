import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CONSENT_MESSAGES, TERMS_KINDS } from './service';

const consentBody = z.object({
  agree_privacy: z.boolean().optional().default(false),
  agree_lynx: z.boolean().optional().default(false),
  agree_steam: z.boolean().optional().default(false),
});

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const accountRoutes: FastifyPluginAsync<{ termsAgreementEnableDate: string }> = async (
  app,
  { termsAgreementEnableDate },
) => {
  app.get('/api/account/authed', async () => ({ success: true }));

  app.get('/api/account/config', async () => ({ success: true, data: { termsAgreementEnableDate } }));

  app.get('/api/account/consent-status', async (request) => {
    const user = request.user;
    if (!user) throw new Error('authenticate hook missing');
    return { success: true, requiresConsent: await app.services.account.requiresConsent(user) };
  });

  app.get('/api/account/multiple-consent-data', async (request) => {
    const user = request.user;
    if (!user) throw new Error('authenticate hook missing');
    return { success: true, data: await app.services.account.consentData(user) };
  });

  app.post('/api/account/multiple-consent', async (request, reply) => {
    const user = request.user;
    if (!user) throw new Error('authenticate hook missing');
    const parsed = consentBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(422).send({ message: '入力内容の形式が正しくありません。', errors: {} });
    }
    const flags = { privacy: parsed.data.agree_privacy, lynx: parsed.data.agree_lynx, steam: parsed.data.agree_steam };
    const { missing } = await app.services.account.agree(user, flags);
    if (missing.length > 0) {
      const errors = Object.fromEntries(
        TERMS_KINDS.filter((k) => missing.includes(k)).map((k) => [`agree_${k}`, [CONSENT_MESSAGES[k]]]),
      );
      return reply.code(422).send({ message: CONSENT_MESSAGES[missing[0] ?? 'privacy'], errors });
    }
    return { success: true, message: '規約への同意を受け付けました。' };
  });
};
