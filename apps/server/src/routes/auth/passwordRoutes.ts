import { changePasswordSchema, forgotPasswordSchema, newPasswordSchema } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { SESSION_COOKIE } from '../../plugins/session';
import { PASSWORD_MESSAGES } from './passwords';

/** Each request for a reset mail, or each link tried, from one address (the mails per account are counted apart). */
const PER_ADDRESS = { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } } as const;

/** Public: a forgotten password, and the page a mailed password link opens (issue 32). */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const passwords = app.services.passwords;

  route(
    app,
    'requestPasswordReset',
    async (_request, _reply, form) => {
      await passwords.requestReset(form.email);
      return { success: true };
    },
    { ...PER_ADDRESS, form: { schema: forgotPasswordSchema } },
  );

  route(
    app,
    'getPasswordLink',
    async (request, reply) => {
      const opened = await passwords.open(request.query.token);
      if (!opened.ok)
        return reply.code(410).send({ message: PASSWORD_MESSAGES.refusal[opened.reason], reason: opened.reason });
      return opened.info;
    },
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
  );

  route(
    app,
    'setPasswordByLink',
    async (_request, reply, form) => {
      const result = await passwords.setByLink(form.token, form.password);
      if (!result.ok)
        return reply.code(410).send({ message: PASSWORD_MESSAGES.refusal[result.reason], reason: result.reason });
      return result.info;
    },
    { ...PER_ADDRESS, form: { schema: newPasswordSchema } },
  );
};

/** Private: the caller's scope authenticates; guardians and staff change their own password. */
export const passwordChangeRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'changePassword',
    async (request, reply, form) => {
      const user = request.user;
      if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
      const changed = await app.services.passwords.change(
        user.id,
        form.currentPassword,
        form.password,
        request.cookies[SESSION_COOKIE],
      );
      if (!changed) {
        const message = PASSWORD_MESSAGES.wrongCurrent;
        return reply.code(422).send({ message, errors: { currentPassword: [message] } });
      }
      return { success: true };
    },
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } }, form: { schema: changePasswordSchema } },
  );
};
