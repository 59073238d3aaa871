import {
  type AttendanceMark,
  addDaysIso,
  attendanceStatusOf,
  jstIsoDate,
  lessonInstants,
  lessonWallClock,
  type RosterStatus,
  rosterStatusOf,
  type StaffLessonValues,
  weekStartOf,
} from '@portal/domain';
import { ja } from '@portal/messages';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COURSES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import { absenceReports, attendances, classrooms, families, kids, lessons, staffClassrooms } from '../../db/schema';
import type { ReadCache } from '../../services/read-cache';
import type { AbsenceService, AbsenceSummary } from '../absence/service';

export type StaffLessonView = {
  id: number;
  classroomId: number;
  courseCode: string;
  courseName: string;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  recess: boolean;
  capacity: number;
  enrolled: number;
  present: number;
  absent: number;
  reported: number;
};

export type RosterChildView = {
  kidId: number;
  kidName: string;
  familyName: string;
  status: RosterStatus;
  transferDate: string | null;
  absence: AbsenceSummary | null;
};

export type StaffLessonWeekView = {
  classroomId: number;
  weekStart: string;
  classrooms: { id: number; name: string }[];
  courses: { code: string; name: string }[];
  lessons: StaffLessonView[];
};

export type RosterView = { lesson: StaffLessonView; classroomName: string; children: RosterChildView[] };

/** Why a write or read was refused: a classroom or lesson not the staff member's (403), none at all (404), … */
export type LessonRefusal = 'notYours' | 'missing' | 'recess' | 'transferred' | 'notEnrolled' | 'course' | 'inUse';

/** A class's members are the children with one of its lessons from this far back on (ADR 052). */
const MEMBERS_SINCE_MS = 90 * 86_400_000;

const courseName = (code: string) => COURSES.find((c) => c.code === code)?.name ?? code;
/** The home's next lessons of a family (HomeService, ADR 035), dropped on every write that moves them. */
const familyScheduleTag = (familyId: number) => `schedule:family:${familyId}`;

/**
 * The classroom side of the lesson calendar (issue 33, ADR 052): a week of a classroom's lessons, a lesson written
 * or cancelled (recess), its roster and the attendance marks, only for the staff of the lesson's classroom. The
 * guardians' calendar, attendance history and feed read the same rows uncached; their home's next lessons are
 * dropped for each family touched.
 */
export class StaffLessonService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache: ReadCache,
    private readonly absence: AbsenceService,
  ) {}

  /** The staff member's classrooms, in id order. */
  async rooms(staffId: number) {
    return this.db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(asc(classrooms.id));
  }

  private async counts(lessonIds: number[]) {
    if (lessonIds.length === 0) return new Map<number, { enrolled: number; present: number; absent: number }>();
    const rows = await this.db
      .select({
        lessonId: attendances.lessonId,
        enrolled: sql<number>`count(*)::int`,
        present: sql<number>`count(*) filter (where ${attendances.status} = 1)::int`,
        absent: sql<number>`count(*) filter (where ${attendances.status} = 2)::int`,
      })
      .from(attendances)
      .where(inArray(attendances.lessonId, lessonIds))
      .groupBy(attendances.lessonId);
    return new Map(rows.map((r) => [r.lessonId, r]));
  }

  private async reportCounts(lessonIds: number[]) {
    if (lessonIds.length === 0) return new Map<number, number>();
    const rows = await this.db
      .select({ lessonId: absenceReports.lessonId, reported: sql<number>`count(*)::int` })
      .from(absenceReports)
      .where(inArray(absenceReports.lessonId, lessonIds))
      .groupBy(absenceReports.lessonId);
    return new Map(rows.map((r) => [r.lessonId, r.reported]));
  }

  private async views(rows: (typeof lessons.$inferSelect)[]): Promise<StaffLessonView[]> {
    const ids = rows.map((l) => l.id);
    const [counts, reports] = await Promise.all([this.counts(ids), this.reportCounts(ids)]);
    return rows.map((l) => {
      const c = counts.get(l.id);
      return {
        id: l.id,
        classroomId: l.classroomId,
        courseCode: l.courseCode,
        courseName: courseName(l.courseCode),
        className: l.className,
        ...lessonWallClock(l.startsAt, l.endsAt),
        recess: l.recess,
        capacity: l.capacity,
        enrolled: c?.enrolled ?? 0,
        present: c?.present ?? 0,
        absent: c?.absent ?? 0,
        reported: reports.get(l.id) ?? 0,
      };
    });
  }

  /** One week of a classroom; `notYours` for a classroom the staff member does not work for. */
  async week(
    staffId: number,
    query: { classroomId?: number; week?: string },
  ): Promise<{ refused: LessonRefusal } | { data: StaffLessonWeekView }> {
    const rooms = await this.rooms(staffId);
    const classroomId = query.classroomId ?? rooms[0]?.id;
    if (classroomId === undefined || !rooms.some((r) => r.id === classroomId)) return { refused: 'notYours' };
    const weekStart = weekStartOf(query.week ?? jstIsoDate(this.now()));
    const from = lessonInstants(weekStart, '00:00', '00:01').startsAt;
    const to = lessonInstants(addDaysIso(weekStart, 7), '00:00', '00:01').startsAt;
    const rows = await this.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.classroomId, classroomId), gte(lessons.startsAt, from), lt(lessons.startsAt, to)))
      .orderBy(asc(lessons.startsAt), asc(lessons.id));
    return {
      data: {
        classroomId,
        weekStart,
        classrooms: rooms,
        courses: COURSES.map((c) => ({ code: c.code, name: c.name })),
        lessons: await this.views(rows),
      },
    };
  }

  /** The lesson if it is one of the staff member's classrooms'. */
  private async own(
    staffId: number,
    lessonId: number,
  ): Promise<{ refused: LessonRefusal } | { lesson: typeof lessons.$inferSelect; classroomName: string }> {
    const [lesson] = await this.db.select().from(lessons).where(eq(lessons.id, lessonId));
    if (!lesson) return { refused: 'missing' };
    const rooms = await this.rooms(staffId);
    if (!rooms.some((r) => r.id === lesson.classroomId)) return { refused: 'notYours' };
    return { lesson, classroomName: rooms.find((r) => r.id === lesson.classroomId)?.name ?? '' };
  }

  private async lessonView(id: number) {
    const [row] = await this.db.select().from(lessons).where(eq(lessons.id, id));
    if (!row) throw new Error(`lesson ${id} vanished`);
    const [view] = await this.views([row]);
    return view as StaffLessonView;
  }

  /** Drops the home's next lessons of every family with a child in the lessons. */
  private async forgetFamilies(lessonIds: number[]) {
    if (lessonIds.length === 0) return;
    const rows = await this.db
      .selectDistinct({ familyId: kids.familyId })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .where(inArray(attendances.lessonId, lessonIds));
    this.cache.invalidate(...rows.map((r) => familyScheduleTag(r.familyId)));
  }

  private static known(code: string) {
    return COURSES.some((c) => c.code === code);
  }

  /**
   * A new lesson, or recess day, of one of the staff member's classrooms. A lesson enrols the class's members (the
   * children with a lesson of the same classroom, course and class from 90 days back on); a recess day nobody.
   */
  async create(
    staffId: number,
    classroomId: number,
    form: StaffLessonValues,
  ): Promise<{ refused: LessonRefusal } | { lesson: StaffLessonView }> {
    const rooms = await this.rooms(staffId);
    if (!rooms.some((r) => r.id === classroomId)) return { refused: 'notYours' };
    if (!StaffLessonService.known(form.courseCode)) return { refused: 'course' };
    const { startsAt, endsAt } = lessonInstants(form.date, form.startTime, form.endTime);
    const id = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(lessons)
        .values({
          classroomId,
          courseCode: form.courseCode,
          className: form.className,
          startsAt,
          endsAt,
          recess: form.recess,
          capacity: form.capacity,
        })
        .returning({ id: lessons.id });
      if (!inserted) throw new Error('lesson insert returned nothing');
      if (!form.recess) {
        const members = await tx
          .selectDistinct({ kidId: attendances.kidId })
          .from(attendances)
          .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
          .where(
            and(
              eq(lessons.classroomId, classroomId),
              eq(lessons.courseCode, form.courseCode),
              eq(lessons.className, form.className),
              gte(lessons.startsAt, new Date(this.now().getTime() - MEMBERS_SINCE_MS)),
            ),
          );
        if (members.length > 0) {
          await tx
            .insert(attendances)
            .values(members.map((m) => ({ kidId: m.kidId, lessonId: inserted.id })))
            .onConflictDoNothing();
        }
      }
      return inserted.id;
    });
    await this.forgetFamilies([id]);
    return { lesson: await this.lessonView(id) };
  }

  /** Changes a lesson; `recess: true` cancels it (休講) for the class, `false` opens it again. */
  async update(
    staffId: number,
    lessonId: number,
    form: StaffLessonValues,
  ): Promise<{ refused: LessonRefusal } | { lesson: StaffLessonView }> {
    const found = await this.own(staffId, lessonId);
    if ('refused' in found) return { refused: found.refused };
    if (!StaffLessonService.known(form.courseCode)) return { refused: 'course' };
    const { startsAt, endsAt } = lessonInstants(form.date, form.startTime, form.endTime);
    await this.db
      .update(lessons)
      .set({
        courseCode: form.courseCode,
        className: form.className,
        startsAt,
        endsAt,
        recess: form.recess,
        capacity: form.capacity,
      })
      .where(eq(lessons.id, lessonId));
    await this.forgetFamilies([lessonId]);
    return { lesson: await this.lessonView(lessonId) };
  }

  /**
   * Deletes a lesson entered by mistake: only while nothing hangs off it (no mark, no transfer into or out of it, no
   * absence report), so no family's history loses a line; otherwise `inUse` (cancel it as a recess day instead).
   * The children's empty places go with it (cascade), and their families' next lessons are dropped.
   */
  async remove(staffId: number, lessonId: number): Promise<{ refused: LessonRefusal } | { deleted: true }> {
    const found = await this.own(staffId, lessonId);
    if ('refused' in found) return { refused: found.refused };
    // Read before the delete takes the children's rows with it.
    const families = await this.db
      .selectDistinct({ familyId: kids.familyId })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .where(eq(attendances.lessonId, lessonId));
    // One statement, so a mark or report written meanwhile either blocks it or is never reached.
    const deleted = await this.db
      .delete(lessons)
      .where(
        and(
          eq(lessons.id, lessonId),
          sql`not exists (select 1 from ${attendances} where (${attendances.lessonId} = ${lessonId} and ${attendances.status} is not null) or ${attendances.transferLessonId} = ${lessonId})`,
          sql`not exists (select 1 from ${absenceReports} where ${absenceReports.lessonId} = ${lessonId} or ${absenceReports.transferLessonId} = ${lessonId})`,
        ),
      )
      .returning({ id: lessons.id });
    if (deleted.length === 0) return { refused: 'inUse' };
    this.cache.invalidate(...families.map((r) => familyScheduleTag(r.familyId)));
    return { deleted: true };
  }

  /** The lesson's children (name order) with their marks, transfers and absence reports. */
  async roster(staffId: number, lessonId: number): Promise<{ refused: LessonRefusal } | { data: RosterView }> {
    const found = await this.own(staffId, lessonId);
    if ('refused' in found) return { refused: found.refused };
    const moved = alias(lessons, 'moved');
    const rows = await this.db
      .select({
        kidId: kids.id,
        lastName: kids.lastName,
        firstName: kids.firstName,
        kana: sql<string>`${kids.lastNameKana} || ${kids.firstNameKana}`,
        familyName: families.name,
        status: attendances.status,
        movedAt: moved.startsAt,
      })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .innerJoin(families, eq(families.id, kids.familyId))
      .leftJoin(moved, eq(moved.id, attendances.transferLessonId))
      .where(eq(attendances.lessonId, lessonId));
    rows.sort((a, b) => a.kana.localeCompare(b.kana, 'ja') || a.kidId - b.kidId);
    const reports = await this.absence.summaries(rows.map((r) => r.kidId));
    const children: RosterChildView[] = rows.map((r) => ({
      kidId: r.kidId,
      kidName: `${r.lastName} ${r.firstName}`,
      familyName: r.familyName,
      status: rosterStatusOf(r.status),
      transferDate: r.status === 3 && r.movedAt ? jstIsoDate(r.movedAt) : null,
      absence: reports.get(`${r.kidId}|${lessonId}`) ?? null,
    }));
    return {
      data: { lesson: await this.lessonView(lessonId), classroomName: found.classroomName, children },
    };
  }

  /** Marks one enrolled child; a recess day and a transferred child's place take no mark. */
  async mark(
    staffId: number,
    lessonId: number,
    input: { kidId: number; mark: AttendanceMark },
  ): Promise<{ refused: LessonRefusal } | { child: RosterChildView }> {
    const found = await this.own(staffId, lessonId);
    if ('refused' in found) return { refused: found.refused };
    if (found.lesson.recess) return { refused: 'recess' };
    const updated = await this.db
      .update(attendances)
      .set({ status: attendanceStatusOf(input.mark) })
      .where(
        and(
          eq(attendances.lessonId, lessonId),
          eq(attendances.kidId, input.kidId),
          sql`${attendances.status} is distinct from 3`,
        ),
      )
      .returning({ id: attendances.id });
    if (updated.length === 0) {
      const [row] = await this.db
        .select({ status: attendances.status })
        .from(attendances)
        .where(and(eq(attendances.lessonId, lessonId), eq(attendances.kidId, input.kidId)));
      return { refused: row ? 'transferred' : 'notEnrolled' };
    }
    await this.forgetFamilies([lessonId]);
    const roster = await this.roster(staffId, lessonId);
    const child = 'data' in roster ? roster.data.children.find((c) => c.kidId === input.kidId) : undefined;
    if (!child) throw new Error(`kid ${input.kidId} left lesson ${lessonId} while marked`);
    return { child };
  }
}

/** The refusals' texts, the catalogue's Japanese (worded in the request's language on the way out). */
export const STAFF_LESSON_MESSAGES = ja.staffLessonRefusals;
