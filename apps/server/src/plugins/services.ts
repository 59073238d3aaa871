import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AccountService } from '../routes/account/service';
import { AssessmentService } from '../routes/assessment/service';
import { PasswordService } from '../routes/auth/passwords';
import { AuthService } from '../routes/auth/service';
import { ColumnService } from '../routes/column/service';
import { DocumentService } from '../routes/document/service';
import { FaqService } from '../routes/faq/service';
import { HomeService } from '../routes/home/service';
import { FamilyInvitationService } from '../routes/invitation/service';
import { InviteService } from '../routes/invite/service';
import { LmsService } from '../routes/lms/service';
import { GuestLinkService } from '../routes/membership/guest';
import { printApplicationPdf } from '../routes/membership/pdf';
import { MembershipService } from '../routes/membership/service';
import { NewsService } from '../routes/news/service';
import { NotificationService } from '../routes/notification/service';
import { CalendarFeedService } from '../routes/schedule/feed';
import { ScheduleService } from '../routes/schedule/service';
import { StaffTeamService } from '../routes/staffTeam/service';
import { TermsService } from '../routes/term/service';
import { BookingService } from '../routes/trial/service';
import { UserService } from '../routes/user/service';
import { createMailer, type Mailer } from '../services/mail';
import { ReadCache } from '../services/read-cache';
import { createStorage, type FileStorage } from '../services/storage';

/** Every service, built once on the app's database, clock and file storage: the one way routes reach them. */
function createServices(
  app: Pick<FastifyInstance, 'sessions' | 'log'> & {
    db: ConstructorParameters<typeof UserService>[0];
    now: () => Date;
  },
  config: Config,
  storage: FileStorage,
  mailer: Mailer,
) {
  const { db, now } = app;
  // One cache for every service, so a write in one area can drop what another area read (ADR 035).
  const cache = new ReadCache(now);
  const passwords = new PasswordService(db, now, mailer, config.publicUrl, app.sessions, app.log);
  return {
    storage,
    mailer,
    cache,
    auth: new AuthService(db, now),
    /** The origin of every mailed link and the calendar feed (PUBLIC_URL), never a request's Host header. */
    publicUrl: config.publicUrl,
    /** Production marks every cookie Secure, whatever scheme a TLS proxy forwards. */
    secureCookies: config.production,
    passwords,
    invitations: new FamilyInvitationService(db, now, mailer, config.publicUrl, app.log),
    staffTeam: new StaffTeamService(db, now, mailer, passwords, app.sessions, app.log),
    bookings: new BookingService(db, now, cache),
    users: new UserService(db, storage, cache),
    account: new AccountService(db, now, config.termsAgreementEnableDate, cache),
    documents: new DocumentService(db, cache),
    faq: new FaqService(db, cache),
    home: new HomeService(db, now, cache),
    invites: new InviteService(db),
    columns: new ColumnService(db, now),
    lms: new LmsService(db, now, storage),
    news: {
      announcement: new NewsService('announcement', db, now, storage, cache),
      information: new NewsService('information', db, now, storage, cache),
    },
    notifications: new NotificationService(db, cache),
    schedule: new ScheduleService(db, now),
    calendarFeeds: new CalendarFeedService(db, now),
    terms: new TermsService(db, now),
    assessment: new AssessmentService(db, now, cache),
    membership: new MembershipService(db, now, cache),
    membershipGuests: new GuestLinkService(db, now),
    /** The application form printed by Chromium; a test that asks only who may get it swaps the printer. */
    pdf: { print: printApplicationPdf },
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const storage = await createStorage(config.storage);
    app.addHook('onClose', () => storage.close());
    const mailer = createMailer(config.mail, app.log);
    app.addHook('onClose', () => mailer.close());
    app.decorate('services', createServices(app, config, storage, mailer));
  },
  { name: 'services', dependencies: ['session'] },
);
