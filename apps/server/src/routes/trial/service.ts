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
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { classrooms, lectures, publicBookings, trialBookings, trialEvents, users } from '../../db/schema';
import { type ReadCache, trialsTag } from '../../services/read-cache';
import { inJapanese } from '../../wording';
import { lookupPostalCode } from '../lookup/postal';
import { QUESTIONNAIRE_IDS } from './questionnaire';

/** A trial event lasts this long; the form's header shows its start and end. */
export const TRIAL_LESSON_MINUTES = 60;

const CONSULT_PREFIX = 'consultInput.';

export type BookingKind = 'trial' | 'consult';

/** The 422 body, Laravel's shape, each domain code worded in Japanese. */
export type FieldErrors = { message: string; errors: Record<string, string[]> };

export type BookingOutcome =
  | { kind: 'booked'; bookingId: number; resubmit: boolean; mail: ConfirmationMail | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'missing' }
  | { kind: 'full' };

export type ConfirmationMail = { to: string; subject: string; text: string };

class NoSeat extends Error {}

/** Wire input (flat addition{id} keys) to the domain form's values, so the server checks what the form checks. */
function toFormValues(input: Record<string, unknown>) {
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

function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  kind: BookingKind,
): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // Spec 2 §5.7: kid.{n}.field and consultInput.field; the trial's keys are the same without the prefix.
    const consultKey = consultServerErrorKey(issue.path);
    const key =
      kind === 'consult' || !consultKey.startsWith(CONSULT_PREFIX)
        ? consultKey
        : consultKey.slice(CONSULT_PREFIX.length);
    const list = errors[key] ?? [];
    const message = inJapanese(issue.message);
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  const first = Object.values(errors)[0]?.[0] ?? '入力内容をご確認ください。';
  return { message: first, errors };
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

  async emailExists(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    return row !== undefined;
  }

  /** Spec 2 §5.6 / §5.7 and the look-ups of §5.4, the same rules the form runs before it is sent. */
  private async check(kind: BookingKind, input: Record<string, unknown>, loginEmail: string | null) {
    const schema: z.ZodType = kind === 'trial' ? trialFormSchema : withAccountEmail(consultationFormSchema, loginEmail);
    const parsed = await schema.safeParseAsync(toFormValues(input));
    const issues: { path: PropertyKey[]; message: string }[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    const values = (parsed.success ? parsed.data : {}) as z.infer<typeof trialFormSchema> & { kozaCd?: string };
    if (parsed.success) {
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
    }
    if (issues.length > 0) return { ok: false as const, errors: fieldErrors(issues, kind) };
    return { ok: true as const, values };
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
      input: Record<string, unknown>;
      storeId: string;
      lessonId?: string;
      mediumCode?: string | null;
    },
    loginEmail: string | null,
  ): Promise<BookingOutcome> {
    const checked = await this.check(kind, body.input, loginEmail);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const values = checked.values;
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
        // The booking shows in the trial list of the guardian who signs in with this email.
        const [guardian] = await tx
          .select({ familyId: users.familyId })
          .from(users)
          .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${email}`));
        if (guardian?.familyId) {
          const [row] = await tx
            .insert(trialBookings)
            .values({
              familyId: guardian.familyId,
              classroomId: target.classroomId,
              lectureId: target.lectureId,
              trialCode: `${kind === 'consult' ? 'C' : 'T'}${jstIsoDate(this.now()).replaceAll('-', '')}${String(booking.id).padStart(4, '0')}`,
              status: 'UKETSUKE',
              consultation: kind === 'consult',
              heldAt: target.heldAt,
            })
            .returning({ id: trialBookings.id });
          if (row) {
            bookedFamily = guardian.familyId;
            await tx.update(publicBookings).set({ trialBookingId: row.id }).where(eq(publicBookings.id, booking.id));
          }
        }
        return {
          kind: 'booked' as const,
          bookingId: booking.id,
          resubmit: false,
          mail: confirmationMail(kind, values, target),
        };
      });
      if (bookedFamily !== null) this.cache.invalidate(trialsTag(bookedFamily));
      return outcome;
    } catch (error) {
      if (error instanceof NoSeat) return { kind: 'full' };
      throw error;
    }
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

function confirmationMail(
  kind: BookingKind,
  values: { email: string; lastName: string; firstName: string; kids: readonly unknown[] },
  target: { classroomName: string; lectureName: string; heldAt: Date | null },
): ConfirmationMail {
  const what = kind === 'trial' ? '体験授業' : '個別相談';
  const when = target.heldAt
    ? `${jstIsoDate(target.heldAt)} ${jstTime(target.heldAt)}〜\n`
    : '日時は教室からご連絡します。\n';
  return {
    to: values.email,
    subject: `【${target.classroomName}】${what}のお申し込みを受け付けました`,
    text:
      `${values.lastName} ${values.firstName} 様\n\n${what}のお申し込みありがとうございます。\n` +
      `教室：${target.classroomName}\n講座：${target.lectureName}\n${when}お子さま：${values.kids.length}名\n`,
  };
}
