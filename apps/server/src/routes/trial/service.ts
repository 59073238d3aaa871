import { createHash, randomBytes } from 'node:crypto';
import {
  bookingAddress,
  CONSULTATION_LECTURES,
  codes,
  consultationFormSchema,
  consultServerErrorKey,
  jstIsoDate,
  jstTime,
  LECTURES,
  trialFormSchema,
  withAccountEmail,
} from '@portal/domain';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { domainViolation, type Violation } from '../../contract/messages';
import type { Database } from '../../db/client';
import { classrooms, lectures, publicBookings, trialBookings, trialEvents, users } from '../../db/schema';
import type { Language } from '../../language';
import { type ReadCache, trialsTag } from '../../services/read-cache';
import { wordsIn } from '../../wording';
import { lookupPostalCode } from '../lookup/postal';
import { QUESTIONNAIRE_IDS } from './questionnaire';

/** A trial event lasts this long; the form's header shows its start and end. */
export const TRIAL_LESSON_MINUTES = 60;

const CONSULT_PREFIX = 'consultInput.';

export type BookingKind = 'trial' | 'consult';

/** The 422 body, Laravel's shape, each domain code worded in the request's language. */
export type FieldErrors = Violation;

/** A booking form as the domain's schema gives it (`bookingForm`). */
export type BookingValues = z.infer<typeof trialFormSchema> & { kozaCd?: string };

export type BookingOutcome =
  | { kind: 'booked'; bookingId: number; resubmit: boolean; mail: ConfirmationMail | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'missing' }
  | { kind: 'full' }
  /** Issue 31 item 19: too many signed-out bookings to one email lately. */
  | { kind: 'tooManyForEmail' };

/** Issue 31 item 19: how long a mailed link adds a signed-out booking to the family's trial list. */
export const BOOKING_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** The window in which signed-out bookings to one email are counted against the per-email ceiling. */
export const BOOKINGS_PER_EMAIL_WINDOW_MS = 24 * 60 * 60_000;

export type BookingConfirmation =
  | { kind: 'added' | 'alreadyAdded'; consultation: boolean; classroomName: string }
  | { kind: 'wrong' | 'expired' };

export type ConfirmationMail = { to: string; subject: string; text: string };

class NoSeat extends Error {}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Wire input (flat addition{id} keys) to the domain form's values, so the server checks what the form checks. */
export function toFormValues(input: Record<string, unknown>) {
  const additions: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (/^addition\d+$/.test(key) && typeof value === 'string') additions[key] = value;
  }
  const kids = Array.isArray(input.kids) ? input.kids : [];
  return {
    ...input,
    kids: kids.map((k: Record<string, unknown>) => ({ ...k, schoolGrade: k.schoolGrade })),
    additions,
    questions: input.questions ?? '',
    inviteCode: input.inviteCode ?? '',
  };
}

/** Spec 2 §5.7: an error's key is kid.{n}.field and consultInput.field; the trial's keys are the same without the prefix. */
const errorKeyOf = (kind: BookingKind) => (path: readonly PropertyKey[]) => {
  const consultKey = consultServerErrorKey(path);
  return kind === 'consult' || !consultKey.startsWith(CONSULT_PREFIX)
    ? consultKey
    : consultKey.slice(CONSULT_PREFIX.length);
};

/**
 * Spec 2 §5.6 / §5.7: the booking form's rule, the same the form runs before it is sent (checked by `route()`
 * on the body's `input`); a signed-in guardian's consultation is booked with the email they sign in with.
 */
export function bookingForm(kind: BookingKind, loginEmail: (request: FastifyRequest) => Promise<string | null>) {
  return {
    schema: async (request: FastifyRequest): Promise<z.ZodType<BookingValues>> =>
      kind === 'trial'
        ? trialFormSchema
        : (withAccountEmail(consultationFormSchema, await loginEmail(request)) as z.ZodType<BookingValues>),
    values: ({ body }: { body: { input: unknown } }) => toFormValues(body.input as Record<string, unknown>),
    field: errorKeyOf(kind),
  };
}

const lectureIdOf = (code: string) => LECTURES.find((l) => l.code === code)?.id;

/** Trial events, the public bookings made for them, and the guardian's trial list row a booking adds. */
export class BookingService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache: ReadCache,
  ) {}

  /** Spec 2 §3.5: the event a /trial link names, while it is ahead and has a seat; null otherwise. */
  async findTrial(storeId: string, lessonId: string, code: string | undefined) {
    const [row] = await this.db
      .select({
        classroomName: classrooms.name,
        heldAt: trialEvents.heldAt,
        lectureName: lectures.name,
        capacity: trialEvents.capacity,
        booked: trialEvents.booked,
      })
      .from(trialEvents)
      .innerJoin(classrooms, eq(classrooms.id, trialEvents.classroomId))
      .innerJoin(lectures, eq(lectures.id, trialEvents.lectureId))
      .where(
        and(
          eq(classrooms.classroomNo, storeId),
          eq(trialEvents.lessonCode, lessonId),
          gt(trialEvents.heldAt, this.now()),
          lt(trialEvents.booked, trialEvents.capacity),
        ),
      );
    if (!row) return null;
    const end = new Date(row.heldAt.getTime() + TRIAL_LESSON_MINUTES * 60_000);
    return {
      taikenkai: {
        classroom: { classroomName: row.classroomName },
        kaisaiYmd: jstIsoDate(row.heldAt),
        kaisaiTime: `${jstTime(row.heldAt)}〜${jstTime(end)}`,
        koza: { kozaName: row.lectureName },
        lessonId,
        mkStoreId: storeId,
        mkBaitaiCd: code ?? null,
      },
      storeId,
    };
  }

  /** Spec 2 §3.6: a classroom and the courses a consultation may be about (no HALS, the spec's order). */
  async findConsult(storeId: string, code: string | undefined) {
    const [room] = await this.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.classroomNo, storeId));
    if (!room) return null;
    return {
      classroom: { class: { classroom_name: room.name, mkStoreId: storeId, mkBaitaiCd: code ?? null } },
      taikenIf: { storeId },
      kozaList: CONSULTATION_LECTURES.map((kozaCd) => ({
        kozaCd,
        kozaName: LECTURES.find((l) => l.code === kozaCd)?.label ?? kozaCd,
      })),
    };
  }

  async inviteCodeExists(code: string): Promise<boolean> {
    const trimmed = code.trim().toUpperCase();
    if (trimmed === '') return false;
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, trimmed));
    return row !== undefined;
  }

  /** The look-ups of spec 2 §5.4 on a form the domain's schema has checked: what the schema cannot know. */
  private async check(kind: BookingKind, input: Record<string, unknown>, values: BookingValues, language: Language) {
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (!QUESTIONNAIRE_IDS.includes(values.questionnaire)) {
      issues.push({ path: ['questionnaire'], message: codes.select('questionnaire') });
    }
    if (lookupPostalCode(values.zipcode).length === 0) {
      issues.push({ path: ['zipcode'], message: codes.postalCodeNotFound });
    }
    if (values.inviteCode !== '' && !(await this.inviteCodeExists(values.inviteCode))) {
      issues.push({ path: ['inviteCode'], message: codes.inviteCodeNotFound });
    }
    const address = bookingAddress(values);
    if (address && input.prefectureId !== address.prefectureId) {
      issues.push({ path: ['prefectureCity'], message: codes.cityAfterPrefecture });
    }
    const asIssues = issues.map((i) => ({ ...i, code: 'custom' as const, input: undefined }) as z.core.$ZodIssue);
    return issues.length > 0 ? domainViolation(asIssues, language, errorKeyOf(kind)) : null;
  }

  /**
   * Books a trial seat (one per child) or a consultation, once per submission id: a resubmit with the
   * same id books nothing more and answers as the first did. The seat count only grows through an update
   * guarded by the capacity, so of many bookings for the last seat exactly one wins.
   */
  async book(
    kind: BookingKind,
    body: {
      submissionId: string;
      /** The body's input as sent, and as the domain's schema gave it (`bookingForm`). */
      input: Record<string, unknown>;
      values: BookingValues;
      storeId: string;
      lessonId?: string;
      mediumCode?: string | null;
    },
    language: Language = 'ja',
    {
      signedIn = false,
      perEmailLimit = Number.POSITIVE_INFINITY,
      publicUrl = '',
    }: {
      /** Made by the guardian signed in with this email (the form forces it): their list shows it at once. */
      signedIn?: boolean;
      /** Signed-out bookings to one email within BOOKINGS_PER_EMAIL_WINDOW_MS. */
      perEmailLimit?: number;
      /** The origin of the mailed confirmation link (PUBLIC_URL). */
      publicUrl?: string;
    } = {},
  ): Promise<BookingOutcome> {
    const refused = await this.check(kind, body.input, body.values, language);
    if (refused) return { kind: 'invalid', errors: refused };
    const values = body.values;
    const address = bookingAddress(values);

    const [target] =
      kind === 'trial'
        ? await this.db
            .select({
              classroomId: trialEvents.classroomId,
              classroomName: classrooms.name,
              lectureId: trialEvents.lectureId,
              lectureName: lectures.name,
              eventId: trialEvents.id,
              heldAt: trialEvents.heldAt,
            })
            .from(trialEvents)
            .innerJoin(classrooms, eq(classrooms.id, trialEvents.classroomId))
            .innerJoin(lectures, eq(lectures.id, trialEvents.lectureId))
            .where(
              and(
                eq(classrooms.classroomNo, body.storeId),
                eq(trialEvents.lessonCode, body.lessonId ?? ''),
                gt(trialEvents.heldAt, this.now()),
              ),
            )
        : await this.db
            .select({ classroomId: classrooms.id, classroomName: classrooms.name })
            .from(classrooms)
            .where(eq(classrooms.classroomNo, body.storeId))
            .then((rows) =>
              rows.map((r) => {
                const lectureId = lectureIdOf(values.kozaCd ?? '') ?? 1;
                return {
                  ...r,
                  lectureId,
                  lectureName: LECTURES.find((l) => l.id === lectureId)?.label ?? '',
                  eventId: null,
                  heldAt: null,
                };
              }),
            );
    if (!target) return { kind: 'missing' };

    const email = values.email.trim().toLowerCase();
    const seats = values.kids.length;
    // Issue 31 item 19: anyone may type anyone's email; a stranger cannot fill someone's mailbox with bookings.
    if (!signedIn && (await this.recentBookingsTo(email)) >= perEmailLimit) {
      const [again] = await this.db
        .select({ id: publicBookings.id })
        .from(publicBookings)
        .where(eq(publicBookings.submissionId, body.submissionId));
      if (!again) return { kind: 'tooManyForEmail' };
    }
    // The family whose Home lists this booking; its cached list is dropped once the booking is committed.
    let bookedFamily: number | null = null;
    try {
      const outcome = await this.db.transaction(async (tx) => {
        const [booking] = await tx
          .insert(publicBookings)
          .values({
            submissionId: body.submissionId,
            consultation: kind === 'consult',
            classroomId: target.classroomId,
            trialEventId: target.eventId,
            lectureId: target.lectureId,
            email,
            guardianName: `${values.lastName} ${values.firstName}`,
            kidCount: seats,
            mediumCode: body.mediumCode ?? null,
            input: { ...values, ...address },
          })
          .onConflictDoNothing({ target: publicBookings.submissionId })
          .returning({ id: publicBookings.id });
        if (!booking) {
          const [first] = await tx
            .select({ id: publicBookings.id })
            .from(publicBookings)
            .where(eq(publicBookings.submissionId, body.submissionId));
          return { kind: 'booked' as const, bookingId: first?.id ?? 0, resubmit: true, mail: null };
        }
        if (target.eventId !== null) {
          const seated = await tx
            .update(trialEvents)
            .set({ booked: sql`${trialEvents.booked} + ${seats}` })
            .where(
              and(eq(trialEvents.id, target.eventId), sql`${trialEvents.booked} + ${seats} <= ${trialEvents.capacity}`),
            )
            .returning({ id: trialEvents.id });
          if (seated.length === 0) throw new NoSeat();
        }
        // The booking shows in the trial list of the guardian who signs in with this email: at once when they
        // made it signed in, otherwise once they open the link mailed to that address (issue 31 item 19).
        const familyId = await guardianFamilyOf(tx, email);
        let confirmUrl: string | null = null;
        if (familyId !== null && signedIn) {
          bookedFamily = (await this.addToTrialList(tx, booking.id, familyId)) ? familyId : null;
        } else if (familyId !== null) {
          const token = randomBytes(32).toString('base64url');
          await tx
            .update(publicBookings)
            .set({ confirmTokenHash: sha256(token) })
            .where(eq(publicBookings.id, booking.id));
          confirmUrl = `${publicUrl}/trial/confirm?token=${token}`;
        }
        return {
          kind: 'booked' as const,
          bookingId: booking.id,
          resubmit: false,
          mail: confirmationMail(kind, values, target, confirmUrl, language),
        };
      });
      if (bookedFamily !== null) this.cache.invalidate(trialsTag(bookedFamily));
      return outcome;
    } catch (error) {
      if (error instanceof NoSeat) return { kind: 'full' };
      throw error;
    }
  }

  /** Signed-out bookings to the email within the per-email window. */
  private async recentBookingsTo(email: string): Promise<number> {
    const since = new Date(this.now().getTime() - BOOKINGS_PER_EMAIL_WINDOW_MS);
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(publicBookings)
      .where(and(eq(publicBookings.email, email), gt(publicBookings.createdAt, since)));
    return row?.count ?? 0;
  }

  /** The family's trial-list row for a public booking; false when the booking already has one. */
  private async addToTrialList(tx: Transaction, bookingId: number, familyId: number): Promise<boolean> {
    const [booking] = await tx
      .select({
        classroomId: publicBookings.classroomId,
        lectureId: publicBookings.lectureId,
        consultation: publicBookings.consultation,
        heldAt: trialEvents.heldAt,
        createdAt: publicBookings.createdAt,
      })
      .from(publicBookings)
      .leftJoin(trialEvents, eq(trialEvents.id, publicBookings.trialEventId))
      .where(and(eq(publicBookings.id, bookingId), isNull(publicBookings.trialBookingId)));
    if (!booking) return false;
    const [row] = await tx
      .insert(trialBookings)
      .values({
        familyId,
        classroomId: booking.classroomId,
        lectureId: booking.lectureId,
        trialCode: `${booking.consultation ? 'C' : 'T'}${jstIsoDate(booking.createdAt).replaceAll('-', '')}${String(bookingId).padStart(4, '0')}`,
        status: 'UKETSUKE',
        consultation: booking.consultation,
        heldAt: booking.heldAt,
      })
      .returning({ id: trialBookings.id });
    if (!row) return false;
    await tx.update(publicBookings).set({ trialBookingId: row.id }).where(eq(publicBookings.id, bookingId));
    return true;
  }

  /**
   * Issue 31 item 19: the mailed link of a signed-out booking adds it to the trial list of the family whose
   * guardian signs in with its email. Opening it again says it is there already.
   */
  async confirm(token: string): Promise<BookingConfirmation> {
    if (!/^[\w-]{43}$/.test(token)) return { kind: 'wrong' };
    const [booking] = await this.db
      .select({
        id: publicBookings.id,
        email: publicBookings.email,
        consultation: publicBookings.consultation,
        classroomName: classrooms.name,
        trialBookingId: publicBookings.trialBookingId,
        createdAt: publicBookings.createdAt,
      })
      .from(publicBookings)
      .innerJoin(classrooms, eq(classrooms.id, publicBookings.classroomId))
      .where(eq(publicBookings.confirmTokenHash, sha256(token)));
    if (!booking) return { kind: 'wrong' };
    const shown = { consultation: booking.consultation, classroomName: booking.classroomName };
    if (booking.trialBookingId !== null) return { kind: 'alreadyAdded', ...shown };
    if (booking.createdAt.getTime() + BOOKING_CONFIRM_TTL_MS < this.now().getTime()) return { kind: 'expired' };
    let familyId: number | null = null;
    const added = await this.db.transaction(async (tx) => {
      familyId = await guardianFamilyOf(tx, booking.email);
      return familyId !== null && (await this.addToTrialList(tx, booking.id, familyId));
    });
    if (familyId !== null) this.cache.invalidate(trialsTag(familyId));
    return { kind: added ? 'added' : 'alreadyAdded', ...shown };
  }

  /** The classroom side: the bookings of the classrooms a staff member works for, newest first. */
  async bookingsFor(classroomIds: readonly number[]) {
    if (classroomIds.length === 0) return [];
    return this.db
      .select({
        id: publicBookings.id,
        consultation: publicBookings.consultation,
        classroomName: classrooms.name,
        lectureName: lectures.name,
        heldAt: trialEvents.heldAt,
        guardianName: publicBookings.guardianName,
        email: publicBookings.email,
        kidCount: publicBookings.kidCount,
        createdAt: publicBookings.createdAt,
      })
      .from(publicBookings)
      .innerJoin(classrooms, eq(classrooms.id, publicBookings.classroomId))
      .innerJoin(lectures, eq(lectures.id, publicBookings.lectureId))
      .leftJoin(trialEvents, eq(trialEvents.id, publicBookings.trialEventId))
      .where(sql`${publicBookings.classroomId} in ${classroomIds}`)
      .orderBy(desc(publicBookings.createdAt), asc(publicBookings.id));
  }
}

/** The family of the guardian who signs in with the email, if there is one. */
async function guardianFamilyOf(tx: Database | Transaction, email: string): Promise<number | null> {
  const [guardian] = await tx
    .select({ familyId: users.familyId })
    .from(users)
    .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${email}`));
  return guardian?.familyId ?? null;
}

function confirmationMail(
  kind: BookingKind,
  values: { email: string; lastName: string; firstName: string; kids: readonly unknown[] },
  target: { classroomName: string; lectureName: string; heldAt: Date | null },
  confirmUrl: string | null,
  /** The language the booking was made in (the page's, else the browser's): the mail is in it (issue 31 item 34). */
  language: Language = 'ja',
): ConfirmationMail {
  const t = wordsIn(language);
  const what = t(`bookingMail.${kind}`);
  const classroom = target.classroomName;
  const when = target.heldAt
    ? t('bookingMail.when', { date: jstIsoDate(target.heldAt), time: jstTime(target.heldAt) })
    : t('bookingMail.whenLater');
  const lines = [
    t('bookingMail.greeting', { lastName: values.lastName, firstName: values.firstName }),
    '',
    t('bookingMail.thanks', { what }),
    t('bookingMail.classroom', { classroom }),
    t('bookingMail.lecture', { lecture: target.lectureName }),
    when,
    t('bookingMail.kids', { count: String(values.kids.length) }),
    ...(confirmUrl ? ['', t('bookingMail.confirm'), confirmUrl, t('bookingMail.notYou')] : []),
  ];
  return { to: values.email, subject: t('bookingMail.subject', { classroom, what }), text: `${lines.join('\n')}\n` };
}
