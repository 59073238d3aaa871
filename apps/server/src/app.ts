import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import cookies from './plugins/cookies';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import rateLimit from './plugins/rate-limit';
import services from './plugins/services';
import session from './plugins/session';
import { accountRoutes } from './routes/account';
import { announcementRoutes } from './routes/announcement';
import { authRoutes } from './routes/auth';
import { documentRoutes } from './routes/document';
import { faqRoutes } from './routes/faq';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { informationRoutes } from './routes/information';
import { inviteRoutes } from './routes/invite';
import { notificationRoutes } from './routes/notification';
import { termRoutes } from './routes/term';
import { userRoutes } from './routes/user';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    /** The clock every expiry and seeded date is computed from (tests inject their own). */
    now: () => Date;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean | object;
  now?: () => Date;
};

/** Builds the app: external plugins first, then routes, then the portal and its SPA fallback. */
export async function buildApp({
  config,
  database,
  logger = false,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  // Fastify's overloads reject the union type; each of its members is a valid trustProxy value.
  const app = Fastify({ logger, trustProxy: config.trustProxy as boolean });
  app.decorate('db', database.db);
  app.decorate('now', now);
  await app.register(errors);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookies);
  await app.register(session, { policy: config.session, secure: config.production });
  await app.register(csrf, { secure: config.production });
  await app.register(rateLimit);
  await app.register(services, { config });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes);
  await app.register(termRoutes);
  // Everything registered in here answers 401 without a live session.
  await app.register(async (privateScope) => {
    privateScope.addHook('onRequest', app.authenticate);
    await privateScope.register(accountRoutes, { termsAgreementEnableDate: config.termsAgreementEnableDate });
    await privateScope.register(userRoutes);
    await privateScope.register(announcementRoutes);
    await privateScope.register(informationRoutes);
    await privateScope.register(documentRoutes);
    await privateScope.register(faqRoutes);
    await privateScope.register(homeRoutes);
    await privateScope.register(notificationRoutes);
    await privateScope.register(inviteRoutes);
  });

  await app.register(fastifyStatic, {
    root: config.portalDist,
    wildcard: false,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.code(404).send({ message: 'Not Found' });
    }
    // Client routes fall back to the SPA shell.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return app;
}
