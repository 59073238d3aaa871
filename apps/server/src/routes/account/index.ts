import type { FastifyPluginAsync } from 'fastify';

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
};
