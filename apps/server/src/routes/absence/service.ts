import {
  type AbsenceKind,
  type AbsenceReason,
  type AbsenceStatus,
  absenceTiming,
  canRequestTransfer,
  DEFAULT_ABSENCE_CUTOFF,
  isTransferCandidate,
  jstDate,
  jstIsoDate,
  jstTime,
  type TransferStatus,
  transferWindow,
} from '@portal/domain';
import { ja } from '@portal/messages';
import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { COURSES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import {
  absenceReports,
  absenceSettings,
  attendances,
  classrooms,
  families,
  kids,
  lessons,
  notifications,
  staffClassrooms,
  users,
} from '../../db/schema';
import type { Mail, Mailer } from '../../services/mail';
import { familyScheduleTag, notificationsTag, type ReadCache } from '../../services/read-cache';
import { wordsIn } from '../../wording';

export type AbsenceReportView = {
  id: number;
  kidId: number;
  kidName: string;
  familyName: string;
  lessonId: number;
  classroomId: number;
  classroomName: string;
  courseName: string;
  className: string;
  date: string;
  hour: string;
  kind: AbsenceKind;
  reason: AbsenceReason;
  note: string;
  late: boolean;
  status: AbsenceStatus;
  staffNote: string;
  createdAt: string;
  decidedAt: string | null;
  transfer: TransferView | null;
  transferable: boolean;
};

/** The transfer asked for after an absence (issue 33, ADR 051): the lesson, and the classroom's answer. */
export type TransferView = {
  lessonId: number;
  date: string;
  hour: string;
  className: string;
  status: TransferStatus;
  note: string;
};

export type AbsenceSummary = {
  id: number;
  kind: AbsenceKind;
  status: AbsenceStatus;
  late: boolean;
  transferStatus: TransferStatus | null;
  transferable: boolean;
};

export type AbsenceSettingsView = {
  classroomId: number;
  classroomName: string;
  cutoffTime: string;
  transfersOffered: boolean;
  transferWindowMonths: number;
};

export type TransferCandidate = {
  lessonId: number;
  date: string;
  hour: string;
  className: string;
  courseName: string;
  freeSeats: number;
};

const transferLessons = alias(lessons, 'transfer_lessons');

export type NewReport = { kidId: number; lessonId: number; kind: AbsenceKind; reason: AbsenceReason; note: string };

const courseName = (code: string) => COURSES.find((c) => c.code === code)?.name ?? code;
const hourOf = (l: { startsAt: Date; endsAt: Date }) => `${jstTime(l.startsAt)}〜${jstTime(l.endsAt)}`;
const words = wordsIn('ja');

/**
 * Absence reports (issue 33, ADR 046): a guardian reports for the family's own child and a lesson the child
 * takes; the staff of the lesson's classroom confirm or refuse; the family is told in the bell (type 3, which
 * opens the calendar) and by mail when their class reminder setting is on.
 */
export class AbsenceService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly mailer: Mailer,
    private readonly cache: ReadCache,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private select() {
    return this.db
      .select({
        report: absenceReports,
        kid: { id: kids.id, lastName: kids.lastName, firstName: kids.firstName, familyId: kids.familyId },
        familyName: families.name,
        lesson: lessons,
        classroomName: classrooms.name,
        transferLesson: {
          id: transferLessons.id,
          startsAt: transferLessons.startsAt,
          endsAt: transferLessons.endsAt,
          className: transferLessons.className,
        },
        transfersOffered: absenceSettings.transfersOffered,
        transferWindowMonths: absenceSettings.transferWindowMonths,
      })
      .from(absenceReports)
      .innerJoin(kids, eq(kids.id, absenceReports.kidId))
      .innerJoin(families, eq(families.id, kids.familyId))
      .innerJoin(lessons, eq(lessons.id, absenceReports.lessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .leftJoin(transferLessons, eq(transferLessons.id, absenceReports.transferLessonId))
      .leftJoin(absenceSettings, eq(absenceSettings.classroomId, lessons.classroomId));
  }

  private static view(row: Awaited<ReturnType<AbsenceService['select']>>[number]): AbsenceReportView {
    const { report, kid, lesson } = row;
    return {
      id: report.id,
      kidId: kid.id,
      kidName: `${kid.lastName} ${kid.firstName}`,
      familyName: row.familyName,
      lessonId: lesson.id,
      classroomId: lesson.classroomId,
      classroomName: row.classroomName,
      courseName: courseName(lesson.courseCode),
      className: lesson.className,
      date: jstIsoDate(lesson.startsAt),
      hour: hourOf(lesson),
      kind: report.kind,
      reason: report.reason,
      note: report.note,
      late: report.late,
      status: report.status,
      staffNote: report.staffNote,
      createdAt: report.createdAt.toISOString(),
      decidedAt: report.decidedAt?.toISOString() ?? null,
      transfer:
        report.transferStatus && row.transferLesson
          ? {
              lessonId: row.transferLesson.id,
              date: jstIsoDate(row.transferLesson.startsAt),
              hour: hourOf(row.transferLesson),
              className: row.transferLesson.className,
              status: report.transferStatus,
              note: report.transferNote,
            }
          : null,
      transferable: canRequestTransfer({
        kind: report.kind,
        status: report.status,
        transferStatus: report.transferStatus,
        transfersOffered: row.transfersOffered ?? false,
      }),
    };
  }

  /** A classroom's cut-off; a classroom that never set one has the default. */
  async cutoffOf(classroomId: number): Promise<string> {
    const [row] = await this.db
      .select({ cutoff: absenceSettings.cutoffTime })
      .from(absenceSettings)
      .where(eq(absenceSettings.classroomId, classroomId));
    return row?.cutoff ?? DEFAULT_ABSENCE_CUTOFF;
  }

  /** Sets a classroom's absence settings (the seed and, later, the staff's settings page). */
  async configure(
    classroomId: number,
    settings: { cutoffTime?: string; transfersOffered?: boolean; transferWindowMonths?: number },
  ) {
    await this.db
      .insert(absenceSettings)
      .values({ classroomId, ...settings })
      .onConflictDoUpdate({ target: absenceSettings.classroomId, set: settings });
  }

  /**
   * A guardian's report. `missing`: not the family's child, or a lesson the child does not take (both answer
   * alike, so ids cannot be probed); `closed`: the lesson has started; `duplicate`: reported already.
   */
  async report(
    viewer: { id: number; familyId: number | null },
    input: NewReport,
  ): Promise<{ refused: 'missing' | 'closed' | 'duplicate' } | { report: AbsenceReportView }> {
    if (viewer.familyId === null) return { refused: 'missing' };
    const [found] = await this.db
      .select({ lesson: lessons })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
      .where(
        and(
          eq(attendances.kidId, input.kidId),
          eq(attendances.lessonId, input.lessonId),
          eq(kids.familyId, viewer.familyId),
          eq(lessons.recess, false),
        ),
      );
    if (!found) return { refused: 'missing' };
    const now = this.now();
    const timing = absenceTiming(now, found.lesson.startsAt, await this.cutoffOf(found.lesson.classroomId));
    if (timing === 'closed') return { refused: 'closed' };
    const [inserted] = await this.db
      .insert(absenceReports)
      .values({ ...input, reportedBy: viewer.id, late: timing === 'late', createdAt: now })
      .onConflictDoNothing({ target: [absenceReports.kidId, absenceReports.lessonId] })
      .returning({ id: absenceReports.id });
    if (!inserted) return { refused: 'duplicate' };
    const report = await this.byId(inserted.id);
    if (!report) throw new Error('absence report vanished after insert');
    await this.tellStaff(report);
    return { report };
  }

  private async byId(id: number) {
    const [row] = await this.select().where(eq(absenceReports.id, id));
    return row ? AbsenceService.view(row) : null;
  }

  /**
   * The family's reports: coming lessons first (soonest first), then past ones (newest first); null for a child
   * of another family, who is as unknown here as a child that does not exist.
   */
  async forFamily(familyId: number | null, kidId?: number): Promise<AbsenceReportView[] | null> {
    if (familyId === null) return kidId === undefined ? [] : null;
    if (kidId !== undefined) {
      const [own] = await this.db
        .select({ id: kids.id })
        .from(kids)
        .where(and(eq(kids.id, kidId), eq(kids.familyId, familyId)));
      if (!own) return null;
    }
    const rows = await this.select()
      .where(and(eq(kids.familyId, familyId), kidId === undefined ? undefined : eq(kids.id, kidId)))
      .orderBy(asc(lessons.startsAt), asc(absenceReports.id));
    const now = this.now().getTime();
    const coming = rows.filter((r) => r.lesson.startsAt.getTime() >= now);
    const past = rows.filter((r) => r.lesson.startsAt.getTime() < now).reverse();
    return [...coming, ...past].map(AbsenceService.view);
  }

  /** The summaries the calendar and the attendance history show, by `${kidId}|${lessonId}`. */
  async summaries(kidIds: readonly number[]): Promise<Map<string, AbsenceSummary>> {
    if (kidIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: absenceReports.id,
        kidId: absenceReports.kidId,
        lessonId: absenceReports.lessonId,
        kind: absenceReports.kind,
        status: absenceReports.status,
        late: absenceReports.late,
        transferStatus: absenceReports.transferStatus,
        transfersOffered: absenceSettings.transfersOffered,
      })
      .from(absenceReports)
      .innerJoin(lessons, eq(lessons.id, absenceReports.lessonId))
      .leftJoin(absenceSettings, eq(absenceSettings.classroomId, lessons.classroomId))
      .where(inArray(absenceReports.kidId, [...kidIds]));
    return new Map(
      rows.map((r) => [
        `${r.kidId}|${r.lessonId}`,
        {
          id: r.id,
          kind: r.kind,
          status: r.status,
          late: r.late,
          transferStatus: r.transferStatus,
          transferable: canRequestTransfer({ ...r, transfersOffered: r.transfersOffered ?? false }),
        },
      ]),
    );
  }

  private async staffRooms(staffId: number) {
    return (
      await this.db
        .select({ id: staffClassrooms.classroomId })
        .from(staffClassrooms)
        .where(eq(staffClassrooms.userId, staffId))
    ).map((r) => r.id);
  }

  /** The reports for the lessons of the staff member's classrooms, earliest lesson first. */
  async forStaff(
    staffId: number,
    filter: { date?: string; status?: AbsenceStatus | 'all' },
  ): Promise<AbsenceReportView[]> {
    const rooms = await this.staffRooms(staffId);
    if (rooms.length === 0) return [];
    const conditions = [inArray(lessons.classroomId, rooms)];
    if (filter.status && filter.status !== 'all') conditions.push(eq(absenceReports.status, filter.status));
    if (filter.date) {
      const [y, m, d] = filter.date.split('-').map(Number) as [number, number, number];
      conditions.push(gte(lessons.startsAt, jstDate(y, m, d)), lt(lessons.startsAt, jstDate(y, m, d + 1)));
    }
    const rows = await this.select()
      .where(and(...conditions))
      .orderBy(asc(lessons.startsAt), asc(kids.id));
    return rows.map(AbsenceService.view);
  }

  /**
   * A staff answer. `missing` also for a report of a classroom the staff member does not work for; `answered`
   * once confirmed or refused. A confirmed absence marks the child absent for the lesson.
   */
  async decide(
    staffId: number,
    id: number,
    answer: { decision: 'confirm' | 'refuse'; staffNote: string },
  ): Promise<{ refused: 'missing' | 'answered' } | { report: AbsenceReportView }> {
    const rooms = await this.staffRooms(staffId);
    const [row] = await this.select().where(eq(absenceReports.id, id));
    if (!row || !rooms.includes(row.lesson.classroomId)) return { refused: 'missing' };
    const status = answer.decision === 'confirm' ? 'confirmed' : 'refused';
    const now = this.now();
    const updated = await this.db.transaction(async (tx) => {
      const done = await tx
        .update(absenceReports)
        .set({ status, staffNote: answer.staffNote, decidedBy: staffId, decidedAt: now })
        .where(and(eq(absenceReports.id, id), eq(absenceReports.status, 'pending')))
        .returning({ id: absenceReports.id });
      if (done.length === 0) return false;
      if (status === 'confirmed' && row.report.kind === 'absent') {
        // Staff may still set the lesson's attendance themselves; a transfer already set stays.
        await tx
          .update(attendances)
          .set({ status: 2 })
          .where(
            and(
              eq(attendances.kidId, row.kid.id),
              eq(attendances.lessonId, row.lesson.id),
              sql`(${attendances.status} is null or ${attendances.status} = 1)`,
            ),
          );
      }
      const guardians = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.familyId, row.kid.familyId), eq(users.kind, 'guardian')));
      if (guardians.length > 0) {
        await tx
          .insert(notifications)
          .values(guardians.map((g) => ({ userId: g.id, type: 3, url: '/schedule/calendar', publishedAt: now })));
      }
      return true;
    });
    if (!updated) return { refused: 'answered' };
    // A confirmed absence takes the lesson off home's "next lessons".
    this.cache.invalidate(familyScheduleTag(row.kid.familyId));
    const report = await this.byId(id);
    if (!report) throw new Error('absence report vanished after its answer');
    await this.tellFamily(report, row.kid.familyId);
    return { report };
  }

  /** The report of the viewer's family, or null (another family's report is as unknown as a missing one). */
  private async ownRow(familyId: number | null, id: number) {
    if (familyId === null) return null;
    const [row] = await this.select().where(and(eq(absenceReports.id, id), eq(kids.familyId, familyId)));
    return row ?? null;
  }

  /**
   * Seats taken per lesson (ADR 051): the enrolled children who have not transferred away, the children
   * transferred into it, and the transfers asked for into it that wait for an answer.
   */
  private async takenSeats(db: Pick<Database, 'select'>, lessonIds: readonly number[]): Promise<Map<number, number>> {
    const taken = new Map<number, number>();
    if (lessonIds.length === 0) return taken;
    const ids = [...lessonIds];
    const count = sql<number>`count(*)::int`;
    const groups = await Promise.all([
      db
        .select({ id: attendances.lessonId, n: count })
        .from(attendances)
        .where(and(inArray(attendances.lessonId, ids), sql`${attendances.status} is distinct from 3`))
        .groupBy(attendances.lessonId),
      db
        .select({ id: attendances.transferLessonId, n: count })
        .from(attendances)
        .where(inArray(attendances.transferLessonId, ids))
        .groupBy(attendances.transferLessonId),
      db
        .select({ id: absenceReports.transferLessonId, n: count })
        .from(absenceReports)
        .where(and(inArray(absenceReports.transferLessonId, ids), eq(absenceReports.transferStatus, 'requested')))
        .groupBy(absenceReports.transferLessonId),
    ]);
    for (const row of groups.flat()) {
      if (row.id !== null) taken.set(row.id, (taken.get(row.id) ?? 0) + Number(row.n));
    }
    return taken;
  }

  /** The lessons of the absent lesson's classroom and course in the window that the child does not take already. */
  private async windowLessons(row: NonNullable<Awaited<ReturnType<AbsenceService['ownRow']>>>, months: number) {
    const { from, to } = transferWindow(row.lesson.startsAt, months);
    const mine = this.db
      .select({ id: attendances.lessonId })
      .from(attendances)
      .where(eq(attendances.kidId, row.kid.id));
    const into = this.db
      .select({ id: attendances.transferLessonId })
      .from(attendances)
      .where(and(eq(attendances.kidId, row.kid.id), sql`${attendances.transferLessonId} is not null`));
    return this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.classroomId, row.lesson.classroomId),
          eq(lessons.courseCode, row.lesson.courseCode),
          eq(lessons.recess, false),
          gt(lessons.startsAt, this.now()),
          gte(lessons.startsAt, from),
          lt(lessons.startsAt, to),
          ne(lessons.id, row.lesson.id),
          notInArray(lessons.id, mine),
          notInArray(lessons.id, into),
        ),
      )
      .orderBy(asc(lessons.startsAt));
  }

  /**
   * Issue 33 (ADR 051): whether the family may ask for a transfer after this report, the classroom's window, and
   * the lessons with a free seat in it. Null for a report of another family.
   */
  async transferOptions(familyId: number | null, id: number) {
    const row = await this.ownRow(familyId, id);
    if (!row) return null;
    const months = row.transferWindowMonths ?? 1;
    const { from, to } = transferWindow(row.lesson.startsAt, months);
    const offered = AbsenceService.view(row).transferable;
    const candidates = offered ? await this.windowLessons(row, months) : [];
    const taken = await this.takenSeats(
      this.db,
      candidates.map((l) => l.id),
    );
    const now = this.now();
    const lessonsOpen: TransferCandidate[] = candidates
      .filter((l) =>
        isTransferCandidate({
          now,
          absence: { lessonId: row.lesson.id, startsAt: row.lesson.startsAt },
          candidate: {
            id: l.id,
            startsAt: l.startsAt,
            recess: l.recess,
            capacity: l.capacity,
            taken: taken.get(l.id) ?? 0,
          },
          windowMonths: months,
        }),
      )
      .map((l) => ({
        lessonId: l.id,
        date: jstIsoDate(l.startsAt),
        hour: hourOf(l),
        className: l.className,
        courseName: courseName(l.courseCode),
        freeSeats: Math.max(0, l.capacity - (taken.get(l.id) ?? 0)),
      }));
    return {
      offered,
      windowFrom: jstIsoDate(from),
      windowTo: jstIsoDate(new Date(to.getTime() - 1)),
      lessons: lessonsOpen,
    };
  }

  /**
   * Issue 33 (ADR 051): the family asks for another lesson instead of the absent one; the seat is theirs until the
   * classroom answers. The candidate lesson's row is locked first, so two families asking for the last seat at
   * once are counted one after the other.
   */
  async requestTransfer(
    viewer: { id: number; familyId: number | null },
    id: number,
    lessonId: number,
  ): Promise<
    | { refused: 'missing' | 'notOffered' | 'notAbsence' | 'already' | 'notCandidate' | 'full' }
    | { report: AbsenceReportView }
  > {
    const row = await this.ownRow(viewer.familyId, id);
    if (!row) return { refused: 'missing' };
    if (!row.transfersOffered) return { refused: 'notOffered' };
    if (row.report.kind !== 'absent' || row.report.status === 'refused') return { refused: 'notAbsence' };
    if (row.report.transferStatus === 'requested' || row.report.transferStatus === 'accepted')
      return { refused: 'already' };
    const months = row.transferWindowMonths ?? 1;
    const open = await this.windowLessons(row, months);
    if (!open.some((l) => l.id === lessonId)) return { refused: 'notCandidate' };
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
      if (!lesson) return 'notCandidate' as const;
      const taken = (await this.takenSeats(tx, [lessonId])).get(lessonId) ?? 0;
      const candidate = { id: lesson.id, startsAt: lesson.startsAt, recess: lesson.recess, capacity: lesson.capacity };
      const absence = { lessonId: row.lesson.id, startsAt: row.lesson.startsAt };
      if (!isTransferCandidate({ now, absence, candidate: { ...candidate, taken: 0 }, windowMonths: months }))
        return 'notCandidate' as const;
      if (!isTransferCandidate({ now, absence, candidate: { ...candidate, taken }, windowMonths: months }))
        return 'full' as const;
      const done = await tx
        .update(absenceReports)
        .set({ transferLessonId: lessonId, transferStatus: 'requested', transferNote: '' })
        .where(
          and(
            eq(absenceReports.id, id),
            or(sql`${absenceReports.transferStatus} is null`, eq(absenceReports.transferStatus, 'refused')),
          ),
        )
        .returning({ id: absenceReports.id });
      return done.length === 0 ? ('already' as const) : ('requested' as const);
    });
    if (outcome !== 'requested') return { refused: outcome };
    const report = await this.byId(id);
    if (!report) throw new Error('absence report vanished after its transfer request');
    await this.tellStaffTransfer(report);
    return { report };
  }

  /**
   * Issue 33 (ADR 051): the staff answer to a transfer. Accepting marks the absent lesson transferred to the new
   * one (what the calendar and the attendance history read) and confirms a still-pending absence; refusing frees
   * the seat. `missing` for another classroom's report, `none` when no transfer waits for an answer.
   */
  async decideTransfer(
    staffId: number,
    id: number,
    answer: { decision: 'accept' | 'refuse'; note: string },
  ): Promise<{ refused: 'missing' | 'none' } | { report: AbsenceReportView }> {
    const rooms = await this.staffRooms(staffId);
    const [row] = await this.select().where(eq(absenceReports.id, id));
    if (!row || !rooms.includes(row.lesson.classroomId)) return { refused: 'missing' };
    const accepted = answer.decision === 'accept';
    const now = this.now();
    const updated = await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(absenceReports)
        .set({ transferStatus: accepted ? 'accepted' : 'refused', transferNote: answer.note })
        .where(and(eq(absenceReports.id, id), eq(absenceReports.transferStatus, 'requested')))
        .returning({ lessonId: absenceReports.transferLessonId });
      if (!done?.lessonId) return false;
      if (accepted) {
        await tx
          .update(absenceReports)
          .set({ status: 'confirmed', decidedBy: staffId, decidedAt: now })
          .where(and(eq(absenceReports.id, id), eq(absenceReports.status, 'pending')));
        await tx
          .update(attendances)
          .set({ status: 3, transferLessonId: done.lessonId, transferStatus: null })
          .where(and(eq(attendances.kidId, row.kid.id), eq(attendances.lessonId, row.lesson.id)));
      }
      const guardians = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.familyId, row.kid.familyId), eq(users.kind, 'guardian')));
      if (guardians.length > 0) {
        await tx
          .insert(notifications)
          .values(guardians.map((g) => ({ userId: g.id, type: 3, url: '/schedule/calendar', publishedAt: now })));
      }
      return true;
    });
    if (!updated) return { refused: 'none' };
    // An accepted transfer moves the child's next lesson on home to the new date.
    this.cache.invalidate(familyScheduleTag(row.kid.familyId));
    const report = await this.byId(id);
    if (!report) throw new Error('absence report vanished after its transfer answer');
    await this.tellFamilyTransfer(report, row.kid.familyId);
    return { report };
  }

  /**
   * The family takes back a transfer request the classroom has not answered yet: the seat is free again and the
   * absence may be transferred anew. `missing` for another family's report, `none` when nothing waits (answered,
   * never asked for, or withdrawn already). The classroom's staff are told by mail.
   */
  async withdrawTransfer(
    familyId: number | null,
    id: number,
  ): Promise<{ refused: 'missing' | 'none' } | { report: AbsenceReportView }> {
    const row = await this.ownRow(familyId, id);
    if (!row) return { refused: 'missing' };
    const before = AbsenceService.view(row);
    const done = await this.db
      .update(absenceReports)
      .set({ transferLessonId: null, transferStatus: null, transferNote: '' })
      .where(and(eq(absenceReports.id, id), eq(absenceReports.transferStatus, 'requested')))
      .returning({ id: absenceReports.id });
    if (done.length === 0) return { refused: 'none' };
    const report = await this.byId(id);
    if (!report) throw new Error('absence report vanished after its transfer was withdrawn');
    // `before` still names the lesson given back (tellStaffWithdrawn says nothing without one).
    await this.tellStaffWithdrawn(before);
    return { report };
  }

  /** Issue 33 (ADR 051): the absence settings of each classroom the staff member works at, by name. */
  async settingsForStaff(staffId: number): Promise<AbsenceSettingsView[]> {
    const rows = await this.db
      .select({
        classroomId: classrooms.id,
        classroomName: classrooms.name,
        cutoffTime: absenceSettings.cutoffTime,
        transfersOffered: absenceSettings.transfersOffered,
        transferWindowMonths: absenceSettings.transferWindowMonths,
      })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .leftJoin(absenceSettings, eq(absenceSettings.classroomId, classrooms.id))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(asc(classrooms.id));
    return rows.map((r) => ({
      classroomId: r.classroomId,
      classroomName: r.classroomName,
      cutoffTime: r.cutoffTime ?? DEFAULT_ABSENCE_CUTOFF,
      transfersOffered: r.transfersOffered ?? false,
      transferWindowMonths: r.transferWindowMonths ?? 1,
    }));
  }

  /** Sets the settings of a classroom the staff member works at; null for any other classroom. */
  async updateSettings(
    staffId: number,
    classroomId: number,
    settings: { cutoffTime: string; transfersOffered: boolean; transferWindowMonths: number },
  ): Promise<AbsenceSettingsView | null> {
    const rooms = await this.staffRooms(staffId);
    if (!rooms.includes(classroomId)) return null;
    await this.configure(classroomId, settings);
    return (await this.settingsForStaff(staffId)).find((s) => s.classroomId === classroomId) ?? null;
  }

  /** Every staff member of the lesson's classroom gets the family's transfer request by mail. */
  private async tellStaffTransfer(r: AbsenceReportView) {
    if (!r.transfer) return;
    const values = {
      ...this.mailValues(r),
      family: r.familyName,
      toDate: r.transfer.date.replaceAll('-', '/'),
      toHour: r.transfer.hour,
      url: `${this.publicUrl}/staff/absences?date=${r.date}`,
    };
    await this.send(
      (await this.staffMails(r.classroomId)).map((to) => ({
        to,
        subject: words('transferMail.toStaffSubject', values),
        text: words('transferMail.toStaffBody', values),
      })),
      'transfer request',
      r.id,
    );
  }

  /** Every staff member of the lesson's classroom hears that the family withdrew its request (the seat is free). */
  private async tellStaffWithdrawn(r: AbsenceReportView) {
    if (!r.transfer) return;
    const values = {
      ...this.mailValues(r),
      family: r.familyName,
      toDate: r.transfer.date.replaceAll('-', '/'),
      toHour: r.transfer.hour,
      url: `${this.publicUrl}/staff/absences?date=${r.date}`,
    };
    await this.send(
      (await this.staffMails(r.classroomId)).map((to) => ({
        to,
        subject: words('transferMail.withdrawnSubject', values),
        text: words('transferMail.withdrawnBody', values),
      })),
      'transfer withdrawal',
      r.id,
    );
  }

  /** The family's guardians: the bell (cache dropped) and, with the class reminder setting on, a mail. */
  private async tellFamilyTransfer(r: AbsenceReportView, familyId: number) {
    if (!r.transfer) return;
    const guardians = await this.db
      .select({ id: users.id, email: users.email, settings: users.notificationSettings })
      .from(users)
      .where(and(eq(users.familyId, familyId), eq(users.kind, 'guardian')));
    for (const g of guardians) this.cache.invalidate(notificationsTag(g.id));
    const values = {
      ...this.mailValues(r),
      toDate: r.transfer.date.replaceAll('-', '/'),
      toHour: r.transfer.hour,
      status: words(`transfer.statuses.${r.transfer.status}`),
      note: r.transfer.note ? words('absenceMail.staffNoteLine', { note: r.transfer.note }) : '',
      url: `${this.publicUrl}/schedule/calendar`,
    };
    await this.send(
      guardians
        .filter((g) => g.settings?.class_reminder === 1)
        .map((g) => ({
          to: g.email,
          subject: words('transferMail.toFamilySubject', values),
          text: words('transferMail.toFamilyBody', values),
        })),
      'transfer answer',
      r.id,
    );
  }

  private async staffMails(classroomId: number) {
    const staff = await this.db
      .select({ email: users.email })
      .from(staffClassrooms)
      .innerJoin(users, eq(users.id, staffClassrooms.userId))
      .where(and(eq(staffClassrooms.classroomId, classroomId), sql`${users.deactivatedAt} is null`));
    return staff.map((s) => s.email);
  }

  private async send(mails: Mail[], what: string, reportId: number) {
    for (const mail of mails) {
      await this.mailer.send(mail).catch((error: unknown) => {
        // The report or answer is stored; a refusing mail server must not turn it into an error.
        this.log.warn({ err: error, reportId }, `absence ${what} mail not sent`);
      });
    }
  }

  private mailValues(r: AbsenceReportView) {
    return {
      kind: words(`absence.kinds.${r.kind}`),
      kid: r.kidName,
      date: r.date.replaceAll('-', '/'),
      hour: r.hour,
      course: r.courseName,
      classroom: r.classroomName,
    };
  }

  /** Every staff member of the lesson's classroom gets the report by mail. */
  private async tellStaff(r: AbsenceReportView) {
    const staff = await this.db
      .select({ email: users.email })
      .from(staffClassrooms)
      .innerJoin(users, eq(users.id, staffClassrooms.userId))
      .where(and(eq(staffClassrooms.classroomId, r.classroomId), sql`${users.deactivatedAt} is null`));
    const values = {
      ...this.mailValues(r),
      family: r.familyName,
      reason: words(`absence.reasons.${r.reason}`),
      note: r.note || '—',
      late: r.late ? words('absenceMail.lateLine') : '',
      url: `${this.publicUrl}/staff/absences?date=${r.date}`,
    };
    await this.send(
      staff.map((s) => ({
        to: s.email,
        subject: words('absenceMail.toStaffSubject', values),
        text: words('absenceMail.toStaffBody', values),
      })),
      'report',
      r.id,
    );
  }

  /** The family's guardians: the bell (cache dropped) and, with the class reminder setting on, a mail. */
  private async tellFamily(r: AbsenceReportView, familyId: number) {
    const guardians = await this.db
      .select({ id: users.id, email: users.email, settings: users.notificationSettings })
      .from(users)
      .where(and(eq(users.familyId, familyId), eq(users.kind, 'guardian')));
    for (const g of guardians) this.cache.invalidate(notificationsTag(g.id));
    const values = {
      ...this.mailValues(r),
      status: words(`absence.statuses.${r.status}`),
      note: r.staffNote ? words('absenceMail.staffNoteLine', { note: r.staffNote }) : '',
      url: `${this.publicUrl}/schedule/calendar`,
    };
    await this.send(
      guardians
        .filter((g) => g.settings?.class_reminder === 1)
        .map((g) => ({
          to: g.email,
          subject: words('absenceMail.toFamilySubject', values),
          text: words('absenceMail.toFamilyBody', values),
        })),
      'answer',
      r.id,
    );
  }
}

/** The refusals' texts, the catalogue's Japanese (worded in the request's language on the way out). */
export const ABSENCE_MESSAGES = ja.absenceRefusals;
