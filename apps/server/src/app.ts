import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config';
import contract from './contract/route';
import type { DatabaseHandle } from './db/client';
import { languageOf } from './language';
import cookies from './plugins/cookies';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import inputGuard from './plugins/input-guard';
import { requestLogging, withSafeRequestLogs } from './plugins/logging';
import noStore from './plugins/no-store';
import { portalPage } from './plugins/portal-page';
import promptClose from './plugins/prompt-close';
import push from './plugins/push';
import rateLimit from './plugins/rate-limit';
import services from './plugins/services';
import session from './plugins/session';
import { storybookNotBuilt, storybookRoutes } from './plugins/storybook';
import realtime from './realtime';
import { accountRoutes } from './routes/account';
import { assessmentRoutes } from './routes/assessment';
import { authRoutes } from './routes/auth';
import { passwordChangeRoutes, passwordRoutes } from './routes/auth/passwordRoutes';
import { chatRoutes } from './routes/chat';
import { chatMailJob } from './routes/chat/mailJob';
import { columnArticleRoutes, columnRoutes } from './routes/column';
import { documentRoutes } from './routes/document';
import { faqRoutes } from './routes/faq';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { invitationRoutes, staffInvitationRoutes } from './routes/invitation';
import { inviteRoutes } from './routes/invite';
import { lessonRecordRoutes } from './routes/lessonRecord';
import { lmsRoutes } from './routes/lms';
import { lookupRoutes } from './routes/lookup';
import { membershipRoutes, staffMembershipRoutes } from './routes/membership';
import { newsRoutes } from './routes/news';
import { notificationRoutes } from './routes/notification';
import { pushRoutes } from './routes/push';
import { calendarFeedRoutes, scheduleRoutes } from './routes/schedule';
import { staffLessonRoutes } from './routes/staffLessons';
import { staffSessionRoutes } from './routes/staffSession';
import { staffTeamRoutes } from './routes/staffTeam';
import { termRoutes } from './routes/term';
import { trialRoutes } from './routes/trial';
import { staffAuthRoutes, staffRoutes } from './routes/trial/staff';
import { unbuiltRoutes } from './routes/unbuilt';
import { userRoutes } from './routes/user';
import { wordsIn } from './wording';

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
  const app = Fastify({
    logger: withSafeRequestLogs(logger),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy as boolean,
    // A path Fastify cannot route (a broken escape, a parameter over its length): its own answer names the path
    // in English; this one is worded from the catalogue, the code kept (400 or 414).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message = wordsIn(languageOf(request as FastifyRequest))('serverRefusals.badAddress');
      return (reply as FastifyReply).code(status).send({ message });
    },
  });
  app.decorate('db', database.db);
  app.decorate('now', now);
  await app.register(requestLogging);
  await app.register(errors);
  // Before any route: a closing server ends the sockets not in use at once (issue 30: SIGTERM waited 10 s and more).
  await app.register(promptClose);
  await app.register(contract, { validateResponses: !config.production });

  // Issue 31 item 25: a page may use none of the browser's powerful features but full screen and picture-in-picture
  // (the lesson videos' own controls); nothing framed or injected can ask for a camera, a location or a payment.
  const PERMISSIONS_POLICY = [
    'accelerometer=()',
    'autoplay=(self)',
    'bluetooth=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=(self)',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'picture-in-picture=(self)',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ');
  // Helmet's middleware built once: @fastify/helmet built it anew on every request (5% of a busy server's CPU).
  const securityHeaders = helmet({
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
    // The same as frame-ancestors 'none', for browsers that know only the older header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.production,
  });
  // An API answer is never shown as a document: it carries the headers OWASP's REST cheat sheet asks of an API
  // (no framing, no sniffing, HSTS) and a CSP that allows nothing, not the ones that steer a page (issue 18:
  // thirteen headers were most of the bytes of a small answer).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return securityHeaders(request.raw, reply.raw, () => done());
    }
    reply.headers(apiHeaders);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookies);
  await app.register(session, { policy: config.session, secure: config.production });
  await app.register(csrf, { secure: config.production });
  await app.register(rateLimit);
  await app.register(inputGuard);
  await app.register(noStore);
  await app.register(services, { config });
  await app.register(realtime, { config: config.realtime });
  await app.register(chatMailJob, { intervalMs: config.chatMailIntervalMs });
  await app.register(push, { config: config.push });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(invitationRoutes);
  await app.register(termRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(trialRoutes, {
    submitLimit: config.publicSubmitLimit,
    perEmailLimit: config.publicSubmitPerEmail,
  });
  await app.register(lookupRoutes);
  await app.register(staffAuthRoutes);
  await app.register(columnArticleRoutes);
  await app.register(membershipRoutes);
  await app.register(unbuiltRoutes, { public: true });
  // Everything registered in here answers 401 without a live session.
  await app.register(async (privateScope) => {
    privateScope.addHook('onRequest', app.authenticate);
    await privateScope.register(accountRoutes);
    await privateScope.register(passwordChangeRoutes);
    await privateScope.register(userRoutes);
    await privateScope.register(newsRoutes);
    await privateScope.register(documentRoutes);
    await privateScope.register(faqRoutes);
    await privateScope.register(homeRoutes);
    await privateScope.register(notificationRoutes);
    await privateScope.register(pushRoutes);
    await privateScope.register(inviteRoutes);
    await privateScope.register(scheduleRoutes);
    await privateScope.register(staffRoutes);
    await privateScope.register(columnRoutes);
    await privateScope.register(lmsRoutes);
    await privateScope.register(assessmentRoutes);
    await privateScope.register(chatRoutes);
    await privateScope.register(staffMembershipRoutes);
    await privateScope.register(staffInvitationRoutes);
    await privateScope.register(staffSessionRoutes);
    await privateScope.register(staffTeamRoutes);
    await privateScope.register(staffLessonRoutes);
    await privateScope.register(lessonRecordRoutes);
    await privateScope.register(unbuiltRoutes, { public: false });
  });

  if (!config.production && existsSync(config.storybookDist)) {
    await app.register(storybookRoutes, { prefix: '/storybook', root: config.storybookDist });
  } else if (!config.production) {
    await app.register(storybookNotBuilt, { prefix: '/storybook' });
  }

  await portalPage(app, { root: config.portalDist, renderer: config.portalRenderer });

  return app;
}
