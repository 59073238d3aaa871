import { ja } from '@portal/messages';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../contract/route';
import { users } from '../../db/schema';
import { languageOf } from '../../language';
import { SESSION_COOKIE } from '../../plugins/session';
import { PUBLIC_RATE_LIMITS } from './limits';
import { TRIAL_QUESTIONNAIRE } from './questionnaire';
import { type BookingOutcome, bookingForm } from './service';

const finds = { config: { rateLimit: PUBLIC_RATE_LIMITS.find } };

// The catalogue's Japanese: a refusal goes out in the request's language (plugins/errors.ts; issue 31 item 34).
export const BOOKING_MESSAGES = ja.serverAnswers.booking;

/** Public: /trial and /consult need no sign-in (spec 2 §6); a signed-in guardian may use them too. */
export const trialRoutes: FastifyPluginAsync<{ submitLimit: number; perEmailLimit: number }> = async (
  app,
  { submitLimit, perEmailLimit },
) => {
  const submits = { config: { rateLimit: { ...PUBLIC_RATE_LIMITS.submit, max: submitLimit } } };
  /** Spec 2 §5.7: a signed-in guardian books with the email they sign in with. */
  const loginEmail = async (request: FastifyRequest) => {
    // Public route: the session is read here, not required (an expired one simply counts as a visitor).
    const id = request.cookies[SESSION_COOKIE];
    const user = id ? await app.sessions.resolve(id) : null;
    if (user?.kind !== 'guardian') return null;
    const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    return row?.email ?? null;
  };
  /** The booking's options: whether the signed-in guardian made it (the form forced their email). */
  const bookingOptions = async (request: FastifyRequest) => ({
    signedIn: (await loginEmail(request)) !== null,
    perEmailLimit,
    publicUrl: app.services.publicUrl,
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: BookingOutcome, missing: string) => {
    switch (outcome.kind) {
      case 'invalid':
        return reply.code(422).send(outcome.errors);
      case 'missing':
        return reply.code(404).send({ message: missing });
      case 'full':
        return reply.code(409).send({ message: BOOKING_MESSAGES.full });
      case 'tooManyForEmail':
        return reply.code(429).send({ message: BOOKING_MESSAGES.tooManyForEmail });
      case 'booked':
        // The booking is stored; a mail server that refuses must not turn it into an error for the family.
        if (outcome.mail) {
          await app.services.mailer.send(outcome.mail).catch((error: unknown) => {
            request.log.warn({ err: error, bookingId: outcome.bookingId }, 'booking confirmation mail not sent');
          });
        }
        return { status: 'success' };
    }
  };

  route(
    app,
    'findTrial',
    async (request, reply) => {
      const { store_id, lesson_id, code } = request.query;
      const found = await app.services.bookings.findTrial(store_id, lesson_id, code);
      return found ?? reply.code(404).send({ message: BOOKING_MESSAGES.trialMissing });
    },
    finds,
  );

  route(app, 'getTrialQuestionnaire', async () => TRIAL_QUESTIONNAIRE, finds);

  route(
    app,
    'postTrial',
    async (request, reply, values) => {
      const { trial, input, submissionId } = request.body;
      const outcome = await app.services.bookings.book(
        'trial',
        {
          submissionId,
          input: input as Record<string, unknown>,
          values,
          storeId: trial.mkStoreId ?? '',
          lessonId: trial.lessonId ?? '',
          mediumCode: trial.mkBaitaiCd ?? null,
        },
        languageOf(request),
        await bookingOptions(request),
      );
      return answer(request, reply, outcome, BOOKING_MESSAGES.trialMissing);
    },
    { ...submits, form: bookingForm('trial', loginEmail) },
  );

  route(
    app,
    'findConsult',
    async (request, reply) => {
      const found = await app.services.bookings.findConsult(request.query.store_id, request.query.code);
      return found ?? reply.code(404).send({ message: BOOKING_MESSAGES.classroomMissing });
    },
    finds,
  );

  route(
    app,
    'postConsult',
    async (request, reply, values) => {
      const { consult, input, submissionId } = request.body;
      const outcome = await app.services.bookings.book(
        'consult',
        {
          submissionId,
          input: input as Record<string, unknown>,
          values,
          storeId: consult.mkStoreId ?? '',
          mediumCode: consult.mkBaitaiCd ?? null,
        },
        languageOf(request),
        await bookingOptions(request),
      );
      return answer(request, reply, outcome, BOOKING_MESSAGES.classroomMissing);
    },
    { ...submits, form: bookingForm('consult', loginEmail) },
  );

  // Issue 31 item 19: the mailed link of a booking made signed out puts it in the family's trial list.
  route(
    app,
    'confirmTrialBooking',
    async (request, reply) => {
      const outcome = await app.services.bookings.confirm(request.body.token);
      switch (outcome.kind) {
        case 'wrong':
          return reply.code(404).send({ message: BOOKING_MESSAGES.confirmWrong });
        case 'expired':
          return reply.code(410).send({ message: BOOKING_MESSAGES.confirmExpired });
        default:
          return {
            added: outcome.kind === 'added',
            consultation: outcome.consultation,
            classroomName: outcome.classroomName,
          };
      }
    },
    finds,
  );
};
