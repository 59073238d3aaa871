import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AccountService } from '../routes/account/service';
import { AuthService } from '../routes/auth/service';
import { UserService } from '../routes/user/service';

export type Services = { auth: AuthService; users: UserService; account: AccountService };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('services', {
      auth: new AuthService(app.db, app.now),
      users: new UserService(app.db),
      account: new AccountService(app.db, app.now, config.termsAgreementEnableDate),
    });
  },
  { name: 'services', dependencies: ['session'] },
);
