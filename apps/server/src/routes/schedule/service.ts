import { jstIsoDate, jstParts, jstTime } from '@portal/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COURSES, LECTURES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import { attendances, classrooms, kids, lessons } from '../../db/schema';
import type { AbsenceSummary } from '../absence/service';

export type AttendanceStatus = 1 | 2 | 3;

export type AttendanceItem = {
  kozaName: string;
  attendanceStatus: AttendanceStatus;
  date: string;
  dayOfWeek: number;
  hour: string;
  classroomName: string;
  className: string;
  transfer: { date: string; classroomName: string; attendanceStatus: AttendanceStatus } | null;
  /** The family's absence report for the lesson (issue 33). */
  absence?: AbsenceSummary | null;
};

/** A child's absence reports by `${kidId}|${lessonId}` (AbsenceService.summaries). */
type Reports = ReadonlyMap<string, AbsenceSummary>;

/** The report's field, only on a lesson that has one (a provider's backend sends none). */
const absenceOf = (reports: Reports, kidId: number, lessonId: number) => {
  const absence = reports.get(`${kidId}|${lessonId}`);
  return absence ? { absence } : {};
};

export type ScheduleItem = {
  id: number;
  date: number;
  name: string;
  hour: string;
  kozaName: string;
  courseName: string;
  recessFlag: 0 | 1;
  transferFlag: 0 | 1 | 2;
  transferDate: string | null;
  transferHour: string | null;
  originDate: string | null;
  originHour: string | null;
  kidId: number;
  absence?: AbsenceSummary | null;
};

const JST_MS = 9 * 3_600_000;
const courseOf = (code: string) => COURSES.find((c) => c.code === code);
const courseName = (code: string) => courseOf(code)?.name ?? code;
const lectureName = (code: string) => LECTURES.find((l) => l.id === courseOf(code)?.lectureId)?.name ?? '';
const hourOf = (l: { startsAt: Date; endsAt: Date }) => `${jstTime(l.startsAt)}〜${jstTime(l.endsAt)}`;

/** The instants a Japanese calendar month starts and ends at. */
export function jstMonthBounds(year: number, month: number) {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - JST_MS),
    to: new Date(Date.UTC(year, month, 1) - JST_MS),
  };
}

/** Attendance history and the lesson calendar (spec 1 §2, §4), read only for the viewer's own family. */
export class ScheduleService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The family's children among `kidIds` (the others belong to someone else or do not exist). */
  async ownKids(familyId: number | null, kidIds: readonly number[]) {
    if (familyId === null || kidIds.length === 0) return [];
    return this.db
      .select({ id: kids.id, lastName: kids.lastName, firstName: kids.firstName })
      .from(kids)
      .where(and(eq(kids.familyId, familyId), inArray(kids.id, [...kidIds])));
  }

  /**
   * A child's held lessons, newest first. A transfer is listed once the lesson it moved to has been held,
   * since its badge follows that lesson's own status (spec 1 §4).
   */
  async attendance(kidId: number, reports: Reports = new Map()): Promise<AttendanceItem[]> {
    const original = alias(lessons, 'original');
    const moved = alias(lessons, 'moved');
    const rows = await this.db
      .select({
        status: attendances.status,
        transferStatus: attendances.transferStatus,
        lesson: original,
        moved,
      })
      .from(attendances)
      .innerJoin(original, eq(original.id, attendances.lessonId))
      .leftJoin(moved, eq(moved.id, attendances.transferLessonId))
      .where(and(eq(attendances.kidId, kidId), lt(original.startsAt, this.now())));
    const roomNames = await this.roomNames();
    const items: { at: number; item: AttendanceItem }[] = [];
    for (const { status, transferStatus, lesson, moved: to } of rows) {
      if (status !== 1 && status !== 2 && status !== 3) continue;
      let transfer: AttendanceItem['transfer'] = null;
      if (status === 3) {
        if (!to || (transferStatus !== 1 && transferStatus !== 2)) continue;
        transfer = {
          date: jstIsoDate(to.startsAt),
          classroomName: roomNames.get(to.classroomId) ?? '',
          attendanceStatus: transferStatus,
        };
      }
      items.push({
        at: lesson.startsAt.getTime(),
        item: {
          kozaName: courseName(lesson.courseCode),
          attendanceStatus: status,
          date: jstIsoDate(lesson.startsAt),
          dayOfWeek: jstParts(lesson.startsAt).weekday + 1,
          hour: hourOf(lesson),
          classroomName: roomNames.get(lesson.classroomId) ?? '',
          className: lesson.className,
          transfer,
          ...absenceOf(reports, kidId, lesson.id),
        },
      });
    }
    return items.sort((a, b) => b.at - a.at).map((i) => i.item);
  }

  /**
   * The children's lessons in one Japanese month: their own lessons (a transferred one flagged 1 with the
   * new date), the lessons they moved to (flagged 2 with the original date), and the recess days of their
   * classes. Sorted by day, then time, then child order.
   */
  async calendar(
    children: readonly { id: number; lastName: string; firstName: string }[],
    year: number,
    month: number,
    reports: Reports = new Map(),
  ) {
    const { from, to } = jstMonthBounds(year, month);
    const ids = children.map((k) => k.id);
    if (ids.length === 0) return [];
    const original = alias(lessons, 'original');
    const moved = alias(lessons, 'moved');
    const rows = await this.db
      .select({ kidId: attendances.kidId, status: attendances.status, lesson: original, moved })
      .from(attendances)
      .innerJoin(original, eq(original.id, attendances.lessonId))
      .leftJoin(moved, eq(moved.id, attendances.transferLessonId))
      .where(inArray(attendances.kidId, ids));
    const inMonth = (at: Date) => at >= from && at < to;
    const items: { at: number; order: number; item: ScheduleItem }[] = [];
    const nameOf = new Map(children.map((k, i) => [k.id, { name: `${k.lastName} ${k.firstName}`, order: i }]));
    const push = (kidId: number, lesson: typeof lessons.$inferSelect, extra: Partial<ScheduleItem>) => {
      const kid = nameOf.get(kidId);
      if (!kid) return;
      items.push({
        at: lesson.startsAt.getTime(),
        order: kid.order,
        item: {
          id: lesson.id,
          date: jstParts(lesson.startsAt).day,
          name: kid.name,
          hour: hourOf(lesson),
          kozaName: lectureName(lesson.courseCode),
          courseName: courseName(lesson.courseCode),
          recessFlag: lesson.recess ? 1 : 0,
          transferFlag: 0,
          transferDate: null,
          transferHour: null,
          originDate: null,
          originHour: null,
          kidId,
          ...absenceOf(reports, kidId, lesson.id),
          ...extra,
        },
      });
    };
    // The classes each child belongs to: their recess days show even though nobody attends them.
    const classes = new Map<number, Set<string>>();
    const listed = new Set<string>();
    for (const { kidId, status, lesson, moved: target } of rows) {
      const key = `${lesson.classroomId}|${lesson.courseCode}|${lesson.className}`;
      classes.set(kidId, (classes.get(kidId) ?? new Set()).add(key));
      listed.add(`${kidId}|${lesson.id}`);
      if (status === 3 && target) {
        if (inMonth(lesson.startsAt)) {
          // For the child the lesson moved rather than closed: 振替元 with the new date says more than 休講.
          push(kidId, lesson, {
            recessFlag: 0,
            transferFlag: 1,
            transferDate: jstIsoDate(target.startsAt),
            transferHour: hourOf(target),
          });
        }
        if (inMonth(target.startsAt)) {
          push(kidId, target, {
            transferFlag: 2,
            originDate: jstIsoDate(lesson.startsAt),
            originHour: hourOf(lesson),
          });
        }
      } else if (inMonth(lesson.startsAt)) {
        push(kidId, lesson, {});
      }
    }
    const recess = await this.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.recess, true), gte(lessons.startsAt, from), lt(lessons.startsAt, to)));
    for (const lesson of recess) {
      const key = `${lesson.classroomId}|${lesson.courseCode}|${lesson.className}`;
      for (const [kidId, keys] of classes) {
        if (keys.has(key) && !listed.has(`${kidId}|${lesson.id}`)) push(kidId, lesson, {});
      }
    }
    return items.sort((a, b) => a.at - b.at || a.order - b.order).map((i) => i.item);
  }

  private async roomNames() {
    return new Map(
      (await this.db.select({ id: classrooms.id, name: classrooms.name }).from(classrooms)).map((r) => [r.id, r.name]),
    );
  }
}
