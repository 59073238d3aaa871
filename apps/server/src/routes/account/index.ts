import { ja } from '@portal/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../contract/route';
import { requireCapability } from '../../roles';
import { CONSENT_MESSAGES, TERMS_KINDS } from './service';

const guardians = { preHandler: requireCapability('usePortal') };

/** Any session but a staff member's (a guardian of any role; the consent pages come before the role matters). */
const guardianSession = {
  preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user?.kind === 'staff') return reply.code(403).send({ message: ja.staffTeamRefusals.guardianOnly });
  },
};

/** Private: the caller's scope has the authenticate hook. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const account = app.services.account;

  // Issue 32: the guardian portal's session check and config are a guardian's; a staff session is told to use the
  // staff pages (403), so the portal sends staff to /staff instead of loading a guardian's pages for them.
  route(app, 'getAuthed', async () => ({ success: true }), guardianSession);

  route(app, 'getAccountConfig', async () => account.config(), guardianSession);

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
