import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CERTIFICATION_MAX_ATTEMPTS,
  CERTIFICATION_TTL_MS,
  courseDisplayName,
  type createMembershipInputSchema,
  jstIsoDate,
  MEMBERSHIP_STATUS,
  SIGNATURE_MAX_BYTES,
  signatureLook,
  subscriptionCodeOf,
} from '@portal/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { COURSES, LECTURES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import {
  classrooms,
  families,
  kids,
  type MembershipCostLine,
  type MembershipDiscount,
  membershipApplications,
  membershipCertificationCodes,
  membershipGuestLinks,
  membershipSelections,
  membershipSignatures,
  publicBookings,
  users,
} from '../../db/schema';
import { membershipsTag, type ReadCache } from '../../services/read-cache';
import { CoursePriceService } from './prices';

type ApplicationRow = typeof membershipApplications.$inferSelect;

/** What an application's answers hold (set by the classroom when it is created). */
export type MembershipAnswers = {
  lectures?: { lecture?: string; course?: string; startMonth?: string; studyDay?: number; studyTime?: string }[];
  child?: { lastName?: string; firstName?: string; lastNameKana?: string; firstNameKana?: string; gender?: number };
  /** Set when the classroom creates the application: who it is for (a family without an account has no user). */
  guardian?: { lastName?: string; firstName?: string; email?: string };
  /** The trial booking the classroom created it from. */
  publicBookingId?: number;
  desiredWeek1?: number;
  desiredTime1?: number;
};

export type MembershipInput = ReturnType<ReturnType<typeof createMembershipInputSchema>['parse']>;

/** What a trial booking keeps of its form (the trial area's values with the address split). */
type TrialInput = {
  kids?: {
    lastName?: string;
    firstName?: string;
    lastNameKana?: string;
    firstNameKana?: string;
    schoolGrade?: number;
  }[];
  lastName?: string;
  firstName?: string;
  lastNameKana?: string;
  firstNameKana?: string;
  telNumber?: string;
  email?: string;
  zipcode?: string;
  prefectureId?: number;
  city?: string;
  block?: string;
};

/** Spec 2 §9.4: the entry fee and the weekly lesson fee before tax, until the classroom sets other costs. */
export const DEFAULT_COSTS: MembershipCostLine[] = [
  { id: 1, feeTypeId: 1, costName: '入会金', cost: 10_000, costTax: 11_000 },
  { id: 2, feeTypeId: 2, costName: '月謝', cost: 6_000, costTax: 6_600 },
];

/** A sign-time failure the route words for the guardian (422). */
export type SignFailure = 'notPng' | 'tooLarge' | 'blank' | 'notDrawn' | 'notCertified' | 'wrongStatus';

/** Signatures are drawn on a canvas a few hundred pixels wide; anything far larger is not one. */
const MAX_SIGNATURE_SIDE = 2000;
/** How long a verified code lets the guardian send the signature. */
const SIGN_WINDOW_MS = 30 * 60 * 1000;

/** JSON with sorted keys: jsonb hands keys back in its own order, and the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const codeHash = (applicationId: number, code: string) => sha256(`${applicationId}:${code}`);

/**
 * The online membership application (spec 2 §2, §4, §7): the application a guardian picked, its
 * content and costs, the input, the certification code and the signature with its audit record.
 */
export class MembershipService {
  /** Issue 33 (ADR 048): the classrooms' price tables, which price the applications the classroom creates. */
  readonly prices: CoursePriceService;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    /** Home lists the family's applications from the cache: every status change here drops that list. */
    private readonly cache: ReadCache,
  ) {
    this.prices = new CoursePriceService(db, now);
  }

  /** The family's application with this id and receipt number, or null (another family's is null too). */
  async ownApplication(familyId: number, kidId: number, subscriptionCode: string): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(membershipApplications)
      .where(and(eq(membershipApplications.id, kidId), eq(membershipApplications.familyId, familyId)));
    if (!row || subscriptionCodeOf(row.id, jstIsoDate(row.submittedAt)) !== subscriptionCode) return null;
    return row;
  }

  /** The family's application with this id (the signature names it by id only). */
  async ownById(familyId: number, id: number): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(membershipApplications)
      .where(and(eq(membershipApplications.id, id), eq(membershipApplications.familyId, familyId)));
    return row ?? null;
  }

  async select(userId: number, applicationId: number): Promise<void> {
    const selectedAt = this.now();
    await this.db
      .insert(membershipSelections)
      .values({ userId, applicationId, selectedAt })
      .onConflictDoUpdate({ target: membershipSelections.userId, set: { applicationId, selectedAt } });
  }

  /** The application the guardian picked, still the family's own (a family change drops it). */
  async selected(userId: number, familyId: number): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select({ application: membershipApplications })
      .from(membershipSelections)
      .innerJoin(membershipApplications, eq(membershipApplications.id, membershipSelections.applicationId))
      .where(and(eq(membershipSelections.userId, userId), eq(membershipApplications.familyId, familyId)));
    return row?.application ?? null;
  }

  async byId(id: number): Promise<ApplicationRow | null> {
    const [row] = await this.db.select().from(membershipApplications).where(eq(membershipApplications.id, id));
    return row ?? null;
  }

  /** Spec 2 §3.4: the online detail: child, guardian, the course lines, costs and discounts. */
  async detail(app: ApplicationRow) {
    const [room] = await this.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, app.classroomId));
    const answers = (app.answers ?? {}) as MembershipAnswers;
    const input = app.input as MembershipInput | null;
    const entryDate = jstIsoDate(app.submittedAt);
    const kid = input?.kidForm;
    const guardian = input?.guardianForm;
    const [live] =
      app.statusId === MEMBERSHIP_STATUS.awaitingFinalCheck ? await this.liveCodes(app.id, this.now()) : [];
    return {
      kidData: {
        lastName: kid?.lastName ?? answers.child?.lastName ?? '',
        firstName: kid?.firstName ?? answers.child?.firstName ?? '',
        lastNameKana: kid?.lastNameKana ?? answers.child?.lastNameKana ?? '',
        firstNameKana: kid?.firstNameKana ?? answers.child?.firstNameKana ?? '',
        genderId: (kid?.genderId ?? answers.child?.gender ?? 1) as 1 | 2,
        birthday: kid?.birthday ?? '',
        schoolName: kid?.schoolName ?? null,
        schoolGrade: (kid?.schoolGrade ?? 0) as 0,
      },
      guardianData: {
        lastName: guardian?.lastName ?? answers.guardian?.lastName ?? '',
        firstName: guardian?.firstName ?? answers.guardian?.firstName ?? '',
        lastNameKana: guardian?.lastNameKana ?? '',
        firstNameKana: guardian?.firstNameKana ?? '',
        zipcode: guardian?.zipcode ?? '',
        prefectureId: guardian?.prefectureId ?? 13,
        city: guardian?.city ?? '',
        block: guardian?.block ?? '',
        building: guardian?.building || null,
        telNumber: guardian?.telNumber ?? '',
        telNumberBackup: guardian?.telNumberBackup || null,
        email: guardian?.email ?? answers.guardian?.email ?? '',
        birthYear: guardian?.birthYear ?? null,
        jobId: (guardian?.jobId ?? 99) as 99,
      },
      membershipData: (answers.lectures ?? []).map((line) => {
        const course = COURSES.find((c) => c.code === line.course);
        const lecture = LECTURES.find((l) => l.code === line.lecture || l.id === course?.lectureId);
        return {
          entryDate,
          lectureName: lecture?.name ?? '',
          courseName: course ? courseDisplayName(course.code) : '',
          startMonth: line.startMonth ?? '',
          classroomName: room?.name ?? '',
          statusId: app.statusId,
        };
      }),
      // Written by the classroom side within the contract's fee types and lectures.
      membershipCosts: app.costs as (MembershipCostLine & { feeTypeId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 99 })[],
      discounts: app.discounts as (MembershipDiscount & { lectureId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 })[],
      // Issue 30: the identity of the live code (when it was issued), never the code: the portal keeps what was
      // typed over a reload under it, and drops it once the classroom issues another.
      certificationIssuedAt: live?.createdAt.toISOString() ?? null,
    };
  }

  /**
   * Spec 2 §7 form-data: the prefill. The input sent before wins; otherwise the guardian's profile (signed
   * in) and what the classroom knows of the child, completed by the latest trial booking made with the
   * same email (issue 16, beyond the spec).
   */
  async formData(userId: number | null, app: ApplicationRow | null, guestEmail?: string) {
    const [user] = userId === null ? [] : await this.db.select().from(users).where(eq(users.id, userId));
    const answers = (app?.answers ?? {}) as MembershipAnswers;
    const input = app?.input as MembershipInput | null;
    const email = user?.email ?? guestEmail ?? answers.guardian?.email ?? null;
    const trial = input ? null : await this.trialPrefill(email, answers.publicBookingId);
    const trialKid = trial?.kids?.[0];
    const kidForm = input?.kidForm ?? {
      lastName: answers.child?.lastName ?? trialKid?.lastName ?? null,
      firstName: answers.child?.firstName ?? trialKid?.firstName ?? null,
      lastNameKana: answers.child?.lastNameKana ?? trialKid?.lastNameKana ?? null,
      firstNameKana: answers.child?.firstNameKana ?? trialKid?.firstNameKana ?? null,
      genderId: answers.child?.gender ?? null,
      schoolGrade: trialKid?.schoolGrade ?? null,
    };
    const userForm = input?.guardianForm ?? {
      lastName: user?.lastName ?? answers.guardian?.lastName ?? trial?.lastName ?? null,
      firstName: user?.firstName ?? answers.guardian?.firstName ?? trial?.firstName ?? null,
      lastNameKana: user?.lastNameKana || trial?.lastNameKana || null,
      firstNameKana: user?.firstNameKana || trial?.firstNameKana || null,
      birthYear: user?.birthYear ?? null,
      genderId: user?.genderId ?? null,
      telNumber: user?.telNumber ?? trial?.telNumber ?? null,
      telNumberBackup: user?.telNumberBackup ?? null,
      email,
      emailBackup: user?.emailBackup ?? null,
      zipcode: user?.zipcode ?? trial?.zipcode ?? null,
      prefectureId: user?.prefectureId ?? trial?.prefectureId ?? null,
      city: user?.city ?? trial?.city ?? null,
      block: user?.block ?? trial?.block ?? null,
      building: user?.building ?? null,
    };
    return { success: true, kidForm, userForm };
  }

  /** The trial booking the application came from, else the latest one made with the email. */
  private async trialPrefill(email: string | null, bookingId: number | undefined): Promise<TrialInput | null> {
    const where =
      bookingId !== undefined
        ? eq(publicBookings.id, bookingId)
        : email
          ? sql`lower(${publicBookings.email}) = ${email.trim().toLowerCase()}`
          : null;
    if (!where) return null;
    const [row] = await this.db
      .select({ input: publicBookings.input })
      .from(publicBookings)
      .where(where)
      .orderBy(desc(publicBookings.createdAt), desc(publicBookings.id))
      .limit(1);
    return (row?.input as TrialInput | undefined) ?? null;
  }

  /** A trial booking of one of the classrooms, as the classroom creates an application from it. */
  async trialBooking(id: number, classroomIds: readonly number[]) {
    const [row] = await this.db.select().from(publicBookings).where(eq(publicBookings.id, id));
    if (!row || !classroomIds.includes(row.classroomId)) return null;
    return { ...row, input: row.input as TrialInput };
  }

  /**
   * Issue 16: the classroom creates an application (status 2) for a family: the family of the guardian
   * account with this email, or a new family without an account (which then gets the mailed link).
   */
  async create(input: {
    classroomId: number;
    answers: MembershipAnswers & { guardian: { lastName: string; firstName: string; email: string } };
  }): Promise<{ application: ApplicationRow; noAccount: boolean }> {
    const email = input.answers.guardian.email.trim().toLowerCase();
    // Issue 33: priced from the classroom's table; a course without a price keeps the terms' two figures.
    const line = input.answers.lectures?.[0];
    const priced = line?.course
      ? await this.prices.costsFor(input.classroomId, line.course, line.startMonth ?? '')
      : null;
    return this.db
      .transaction(async (tx) => {
        const [account] = await tx
          .select({ familyId: users.familyId })
          .from(users)
          .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${email}`));
        let familyId = account?.familyId ?? null;
        if (familyId === null) {
          const [family] = await tx
            .insert(families)
            .values({ name: `${input.answers.guardian.lastName}家` })
            .returning({ id: families.id });
          familyId = family?.id ?? null;
        }
        if (familyId === null) throw new Error('family insert returned nothing');
        const [application] = await tx
          .insert(membershipApplications)
          .values({
            familyId,
            classroomId: input.classroomId,
            statusId: MEMBERSHIP_STATUS.awaitingInput,
            submittedAt: this.now(),
            answers: { ...input.answers, guardian: { ...input.answers.guardian, email } },
            costs: priced?.costs ?? DEFAULT_COSTS,
            discounts: priced?.discounts ?? [],
          })
          .returning();
        if (!application) throw new Error('application insert returned nothing');
        return { application, noAccount: !account };
      })
      .then((created) => {
        this.cache.invalidate(membershipsTag(created.application.familyId));
        return created;
      });
  }

  /**
   * Issue 33: an application in progress (statuses 2, 3, 5) at the classroom for the same child (the guardian's
   * email and the child's name) and the same course, which a second one would duplicate.
   */
  async inProgressDuplicate(
    classroomId: number,
    email: string,
    child: { lastName: string; firstName: string },
    course: string,
  ): Promise<ApplicationRow | null> {
    const normalized = email.trim().toLowerCase();
    const [account] = await this.db
      .select({ familyId: users.familyId })
      .from(users)
      .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${normalized}`));
    const rows = await this.db
      .select()
      .from(membershipApplications)
      .where(
        and(
          eq(membershipApplications.classroomId, classroomId),
          sql`${membershipApplications.statusId} in (${MEMBERSHIP_STATUS.awaitingInput}, ${MEMBERSHIP_STATUS.inputSent}, ${MEMBERSHIP_STATUS.awaitingFinalCheck})`,
          sql`${membershipApplications.answers}->'lectures'->0->>'course' = ${course}`,
        ),
      );
    const name = (s?: string) => (s ?? '').replace(/\s/g, '');
    return (
      rows.find((row) => {
        const answers = row.answers as MembershipAnswers;
        const sameFamily =
          (account?.familyId != null && row.familyId === account.familyId) ||
          answers.guardian?.email?.toLowerCase() === normalized;
        return (
          sameFamily &&
          name(answers.child?.lastName) === name(child.lastName) &&
          name(answers.child?.firstName) === name(child.firstName)
        );
      }) ?? null
    );
  }

  /** Whether the application's family has a guardian account (otherwise it is reached by the mailed link). */
  async hasAccount(familyId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.familyId, familyId), eq(users.kind, 'guardian')))
      .limit(1);
    return row !== undefined;
  }

  /** Whether an email is a guardian account's sign-in (spec 2 §8: a no-account applicant must not use it). */
  async emailRegistered(email: string): Promise<boolean> {
    // Issue 31 item 18: a guardian's account only; whether an address belongs to staff is never told.
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'guardian'), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Stores the input and moves the application on (2 → 3). Sending the same input again answers as
   * the first time did (a double submit stores one application); a changed input after sending is refused.
   */
  async submitInput(app: ApplicationRow, input: MembershipInput): Promise<'stored' | 'same' | 'closed'> {
    if (app.statusId === MEMBERSHIP_STATUS.inputSent) {
      return canonicalJson(app.input) === canonicalJson(input) ? 'same' : 'closed';
    }
    if (app.statusId !== MEMBERSHIP_STATUS.awaitingInput) return 'closed';
    const updated = await this.db
      .update(membershipApplications)
      .set({ input, inputSentAt: this.now(), statusId: MEMBERSHIP_STATUS.inputSent })
      .where(
        and(
          eq(membershipApplications.id, app.id),
          eq(membershipApplications.statusId, MEMBERSHIP_STATUS.awaitingInput),
        ),
      )
      .returning({ id: membershipApplications.id });
    this.cache.invalidate(membershipsTag(app.familyId));
    // Two sends at once: the one that lost the race finds the stored input.
    if (updated.length === 0) {
      const fresh = await this.byId(app.id);
      return fresh && canonicalJson(fresh.input) === canonicalJson(input) ? 'same' : 'closed';
    }
    return 'stored';
  }

  /** Staff: moves a sent input to the final check and issues a new random code (returned once). */
  async issueCode(applicationId: number, staffId: number): Promise<{ code: string; expiresAt: Date } | null> {
    const app = await this.byId(applicationId);
    if (!app || (app.statusId !== MEMBERSHIP_STATUS.inputSent && app.statusId !== MEMBERSHIP_STATUS.awaitingFinalCheck))
      return null;
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + CERTIFICATION_TTL_MS);
    let familyId: number | null = null;
    await this.db.transaction(async (tx) => {
      // A new code replaces the old ones: only the newest can be used.
      await tx
        .update(membershipCertificationCodes)
        .set({ expiresAt: now })
        .where(
          and(
            eq(membershipCertificationCodes.applicationId, applicationId),
            gt(membershipCertificationCodes.expiresAt, now),
          ),
        );
      await tx.insert(membershipCertificationCodes).values({
        applicationId,
        codeHash: codeHash(applicationId, code),
        expiresAt,
        issuedBy: staffId,
      });
      const [changed] = await tx
        .update(membershipApplications)
        .set({ statusId: MEMBERSHIP_STATUS.awaitingFinalCheck })
        .where(eq(membershipApplications.id, applicationId))
        .returning({ familyId: membershipApplications.familyId });
      familyId = changed?.familyId ?? null;
    });
    // After the commit: a read in between would cache the old status again.
    if (familyId !== null) this.cache.invalidate(membershipsTag(familyId));
    return { code, expiresAt };
  }

  /**
   * Spec 2 §7 certification: whether the code is the live one of the application. Each wrong try
   * counts; after 5 the code is dead and the classroom must issue a new one.
   */
  async certify(app: ApplicationRow, code: string): Promise<'ok' | 'wrong' | 'locked'> {
    if (app.statusId !== MEMBERSHIP_STATUS.awaitingFinalCheck) return 'wrong';
    const now = this.now();
    const [live] = await this.liveCodes(app.id, now);
    if (!live) return 'wrong';
    // Issue 30 item 18: a dead code says so (even the right code is refused), so the family asks for a new one.
    if (live.attempts >= CERTIFICATION_MAX_ATTEMPTS) return 'locked';
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(codeHash(app.id, code), 'hex');
    if (timingSafeEqual(expected, given)) {
      await this.db
        .update(membershipCertificationCodes)
        .set({ verifiedAt: now })
        .where(eq(membershipCertificationCodes.id, live.id));
      return 'ok';
    }
    // Counted in SQL so parallel guesses cannot share one try.
    const [counted] = await this.db
      .update(membershipCertificationCodes)
      .set({ attempts: sql`${membershipCertificationCodes.attempts} + 1` })
      .where(eq(membershipCertificationCodes.id, live.id))
      .returning({ attempts: membershipCertificationCodes.attempts });
    return (counted?.attempts ?? 0) >= CERTIFICATION_MAX_ATTEMPTS ? 'locked' : 'wrong';
  }

  /** Staff: the applications whose live code is locked by too many wrong tries (a new code must be issued). */
  async lockedCodes(applicationIds: readonly number[]): Promise<Set<number>> {
    if (applicationIds.length === 0) return new Set();
    const rows = await this.db
      .select({ applicationId: membershipCertificationCodes.applicationId })
      .from(membershipCertificationCodes)
      .where(
        and(
          sql`${membershipCertificationCodes.applicationId} in ${applicationIds}`,
          isNull(membershipCertificationCodes.usedAt),
          gt(membershipCertificationCodes.expiresAt, this.now()),
          sql`${membershipCertificationCodes.attempts} >= ${CERTIFICATION_MAX_ATTEMPTS}`,
        ),
      );
    return new Set(rows.map((r) => r.applicationId));
  }

  /** Staff: the signature audit records of the applications (when, from where, over which content). */
  async auditRecords(applicationIds: readonly number[]) {
    const rows =
      applicationIds.length === 0
        ? []
        : await this.db
            .select({
              applicationId: membershipSignatures.applicationId,
              signedAt: membershipSignatures.signedAt,
              ip: membershipSignatures.ip,
              userAgent: membershipSignatures.userAgent,
              contentSha256: membershipSignatures.contentSha256,
            })
            .from(membershipSignatures)
            .where(sql`${membershipSignatures.applicationId} in ${applicationIds}`);
    return new Map(rows.map((r) => [r.applicationId, r]));
  }

  private liveCodes(applicationId: number, now: Date) {
    return this.db
      .select()
      .from(membershipCertificationCodes)
      .where(
        and(
          eq(membershipCertificationCodes.applicationId, applicationId),
          isNull(membershipCertificationCodes.usedAt),
          gt(membershipCertificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(membershipCertificationCodes.id))
      .limit(1);
  }

  /** Issue 16: the SHA-256 of what the guardian signs: the receipt number, the course lines, costs and input. */
  contentDigest(app: ApplicationRow, entryDate: string): string {
    const content = {
      subscriptionCode: subscriptionCodeOf(app.id, jstIsoDate(app.submittedAt)),
      entryDate,
      lectures: (app.answers as MembershipAnswers).lectures ?? [],
      costs: app.costs,
      discounts: app.discounts,
      input: app.input,
    };
    return sha256(canonicalJson(content));
  }

  /**
   * Spec 2 §7 sign: checks the picture is a PNG of a drawn signature (not blank, not too large),
   * re-encodes it (nothing but pixels is kept) and completes the application with the audit record.
   */
  async sign(
    app: ApplicationRow,
    dataUrl: string,
    entryDate: string,
    audit: { ip: string; userAgent: string },
  ): Promise<{ ok: true } | { ok: false; reason: SignFailure }> {
    if (app.statusId !== MEMBERSHIP_STATUS.awaitingFinalCheck) return { ok: false, reason: 'wrongStatus' };
    const now = this.now();
    const [live] = await this.liveCodes(app.id, now);
    if (!live?.verifiedAt || now.getTime() - live.verifiedAt.getTime() > SIGN_WINDOW_MS)
      return { ok: false, reason: 'notCertified' };
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    if (base64.length > Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4) return { ok: false, reason: 'tooLarge' };
    const raw = Buffer.from(base64, 'base64');
    if (raw.length > SIGNATURE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
    let png: Buffer;
    try {
      const image = sharp(raw, { limitInputPixels: MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE });
      const meta = await image.metadata();
      if (meta.format !== 'png') return { ok: false, reason: 'notPng' };
      if ((meta.width ?? 0) > MAX_SIGNATURE_SIDE || (meta.height ?? 0) > MAX_SIGNATURE_SIDE)
        return { ok: false, reason: 'tooLarge' };
      const { data: pixels, info } = await sharp(raw).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      // Issue 31 item 24: not only not blank, but strokes on the pad (a photo or a filled shape is no signature).
      const look = signatureLook(
        new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length),
        info.width,
        info.height,
      );
      if (look !== 'drawn') return { ok: false, reason: look };
      png = await sharp(raw).png({ compressionLevel: 9 }).toBuffer();
    } catch {
      return { ok: false, reason: 'notPng' };
    }
    const digest = this.contentDigest(app, entryDate);
    const done = await this.db.transaction(async (tx) => {
      const used = await tx
        .update(membershipCertificationCodes)
        .set({ usedAt: now })
        .where(and(eq(membershipCertificationCodes.id, live.id), isNull(membershipCertificationCodes.usedAt)))
        .returning({ id: membershipCertificationCodes.id });
      if (used.length === 0) return false;
      await tx.insert(membershipSignatures).values({
        applicationId: app.id,
        png,
        contentSha256: digest,
        entryDate,
        signedAt: now,
        ip: audit.ip,
        userAgent: audit.userAgent.slice(0, 512),
      });
      await tx
        .update(membershipApplications)
        .set({ statusId: MEMBERSHIP_STATUS.completed })
        .where(eq(membershipApplications.id, app.id));
      // A no-account applicant's mailed link is used up with the application (issue 16).
      await tx
        .update(membershipGuestLinks)
        .set({ usedAt: now })
        .where(and(eq(membershipGuestLinks.applicationId, app.id), isNull(membershipGuestLinks.usedAt)));
      return true;
    });
    this.cache.invalidate(membershipsTag(app.familyId));
    return done ? { ok: true } : { ok: false, reason: 'notCertified' };
  }

  async signature(applicationId: number) {
    const [row] = await this.db
      .select()
      .from(membershipSignatures)
      .where(eq(membershipSignatures.applicationId, applicationId));
    return row ?? null;
  }

  /** Staff: the applications of the staff member's classrooms, newest first. */
  async forClassrooms(classroomIds: readonly number[]) {
    if (classroomIds.length === 0) return [];
    const rows = await this.db
      .select({ app: membershipApplications, classroomName: classrooms.name, familyName: families.name })
      .from(membershipApplications)
      .innerJoin(classrooms, eq(classrooms.id, membershipApplications.classroomId))
      .innerJoin(families, eq(families.id, membershipApplications.familyId))
      .where(sql`${membershipApplications.classroomId} in ${classroomIds}`)
      .orderBy(desc(membershipApplications.submittedAt));
    return rows;
  }

  /** Whether a family has a child row already (staff create applications for families). */
  async familyExists(familyId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
    return row !== undefined;
  }

  kidsOf(familyId: number) {
    return this.db.select().from(kids).where(eq(kids.familyId, familyId));
  }
}
