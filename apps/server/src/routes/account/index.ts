import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { CONSENT_MESSAGES, TERMS_KINDS } from './service';

const guardians = { preHandler: requireCapability('usePortal') };

/** Private: the caller's scope has the authenticate hook. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const account = app.services.account;

  route(app, 'getAuthed', async () => ({ success: true }));

  route(app, 'getAccountConfig', async () => account.config());

  route(app, 'getConsentStatus', async (request) => account.consentStatus(request.viewer), guardians);

  route(
    app,
    'getMultipleConsentData',
    async (request) => ({ success: true, data: await account.consentData(request.viewer) }),
    guardians,
  );

  route(
    app,
    'postMultipleConsent',
    async (request, reply) => {
      const body = request.body;
      const flags = {
        privacy: body.agree_privacy ?? false,
        lynx: body.agree_lynx ?? false,
        steam: body.agree_steam ?? false,
      };
      const { missing } = await account.agree(request.viewer, flags);
      if (missing.length > 0) {
        const errors = Object.fromEntries(
          TERMS_KINDS.filter((k) => missing.includes(k)).map((k) => [`agree_${k}`, [CONSENT_MESSAGES[k]]]),
        );
        return reply.code(422).send({ message: CONSENT_MESSAGES[missing[0] ?? 'privacy'], errors });
      }
      return { success: true, message: '規約への同意を受け付けました。' };
    },
    guardians,
  );
};
