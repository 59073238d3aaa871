import {
  type AbsenceKind,
  type AbsenceReason,
  type AbsenceStatus,
  absenceTiming,
  DEFAULT_ABSENCE_CUTOFF,
  jstDate,
  jstIsoDate,
  jstTime,
} from '@portal/domain';
import { ja } from '@portal/messages';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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
import { notificationsTag, type ReadCache } from '../../services/read-cache';
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
};

export type AbsenceSummary = { id: number; kind: AbsenceKind; status: AbsenceStatus; late: boolean };

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
      })
      .from(absenceReports)
      .innerJoin(kids, eq(kids.id, absenceReports.kidId))
      .innerJoin(families, eq(families.id, kids.familyId))
      .innerJoin(lessons, eq(lessons.id, absenceReports.lessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId));
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
      })
      .from(absenceReports)
      .where(inArray(absenceReports.kidId, [...kidIds]));
    return new Map(
      rows.map((r) => [`${r.kidId}|${r.lessonId}`, { id: r.id, kind: r.kind, status: r.status, late: r.late }]),
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
    const report = await this.byId(id);
    if (!report) throw new Error('absence report vanished after its answer');
    await this.tellFamily(report, row.kid.familyId);
    return { report };
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
