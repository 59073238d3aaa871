import { jstIsoDate, jstYearMonth, lectureOfCourse } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments, kids, lmsCourses, lmsLessons, lmsProgress } from '../../db/schema';
import type { FileStorage } from '../../services/storage';

/** Spec 1 §2 "Video lessons" is for the robot courses: the robot classroom and robot programming. */
const isRobotCourse = (courseCd: string) => ['ROBO', 'ROBOPRO'].includes(lectureOfCourse(courseCd) ?? '');

type RobotKid = { id: number; seitoNo: string; name: string; courseCd: string; classroomId: number; startedOn: string };
type CourseRow = typeof lmsCourses.$inferSelect;

/** A lesson with what the player needs, once the viewer may watch it. */
export type PlayableLesson = {
  id: number;
  lessonName: string;
  lmsCode: string;
  courseCd: string;
  videoKey: string;
  videoType: string;
  captions: { start: number; end: number; text: string }[];
};

/**
 * The lessons a family sees (issue 33, ADR 054): not withdrawn, and the provider's (no classroom) or made by a
 * classroom where one of the given children takes the course.
 */
function shownTo(classroomIds: number[]): SQL {
  return and(
    isNull(lmsLessons.withdrawnAt),
    classroomIds.length
      ? or(isNull(lmsLessons.classroomId), inArray(lmsLessons.classroomId, classroomIds))
      : isNull(lmsLessons.classroomId),
  ) as SQL;
}

/**
 * The robot courses' video lessons. A family reaches the packs of the courses its children take now,
 * from the month each child started; a child, its lessons and its resume positions are reached only
 * through the family (another family's ids answer like missing ones).
 */
export class LmsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly storage: FileStorage,
  ) {}

  /** The family's children taking a robot course now, oldest enrolment first. */
  async robotKids(familyId: number | null): Promise<RobotKid[]> {
    if (familyId === null) return [];
    const today = jstIsoDate(this.now());
    const rows = await this.db
      .select({
        id: kids.id,
        seitoNo: kids.seitoNo,
        lastName: kids.lastName,
        firstName: kids.firstName,
        courseCd: enrolments.courseCode,
        classroomId: enrolments.classroomId,
        startedOn: enrolments.startedOn,
      })
      .from(kids)
      .innerJoin(enrolments, eq(enrolments.kidId, kids.id))
      .where(
        and(
          eq(kids.familyId, familyId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      )
      .orderBy(asc(kids.id));
    const seen = new Set<number>();
    return rows.flatMap((r) => {
      if (!isRobotCourse(r.courseCd) || seen.has(r.id)) return [];
      seen.add(r.id);
      return [
        {
          id: r.id,
          seitoNo: r.seitoNo,
          name: `${r.lastName} ${r.firstName}`,
          courseCd: r.courseCd,
          classroomId: r.classroomId,
          startedOn: r.startedOn,
        },
      ];
    });
  }

  /** One of the family's robot-course children by student number; null for anyone else. */
  async kid(familyId: number | null, seitoNo: string): Promise<RobotKid | null> {
    return (await this.robotKids(familyId)).find((k) => k.seitoNo === seitoNo) ?? null;
  }

  /** This month's pack of the child's course with its subjects (lesson days) and lessons; null when none. */
  async thisMonth(kid: RobotKid) {
    const [course] = await this.db
      .select()
      .from(lmsCourses)
      .where(and(eq(lmsCourses.courseCode, kid.courseCd), eq(lmsCourses.month, jstYearMonth(this.now()))));
    if (!course) return null;
    const lessons = await this.db
      .select()
      .from(lmsLessons)
      .where(and(eq(lmsLessons.lmsCourseId, course.id), shownTo([kid.classroomId])))
      .orderBy(asc(lmsLessons.sortOrder));
    // A pack made for another classroom's videos only, or whose videos were all withdrawn, is not this family's.
    if (lessons.length === 0 && (await this.hasLessons(course.id))) return null;
    const subjects = new Map<
      number,
      { id: number; subject_name: string; lesson: { id: number; lesson_name: string }[] }
    >();
    for (const l of lessons) {
      const subject = subjects.get(l.subjectNo) ?? { id: l.subjectNo, subject_name: l.subjectName, lesson: [] };
      subject.lesson.push({ id: l.id, lesson_name: l.lessonName });
      subjects.set(l.subjectNo, subject);
    }
    return { ...packOf(course), lms: { subject: [...subjects.values()] } };
  }

  /** The child's past packs, newest first, from the month the child started the course. */
  async archive(kid: RobotKid) {
    const rows = await this.db
      .select()
      .from(lmsCourses)
      .where(
        and(
          eq(lmsCourses.courseCode, kid.courseCd),
          lt(lmsCourses.month, jstYearMonth(this.now())),
          gte(lmsCourses.month, kid.startedOn.slice(0, 7)),
        ),
      )
      .orderBy(desc(lmsCourses.month));
    const shown = rows.length
      ? await this.db
          .selectDistinct({ id: lmsLessons.lmsCourseId })
          .from(lmsLessons)
          .where(
            and(
              inArray(
                lmsLessons.lmsCourseId,
                rows.map((r) => r.id),
              ),
              shownTo([kid.classroomId]),
            ),
          )
      : [];
    const withLessons = rows.length
      ? await this.db
          .selectDistinct({ id: lmsLessons.lmsCourseId })
          .from(lmsLessons)
          .where(
            inArray(
              lmsLessons.lmsCourseId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    // A pack still without videos is listed (it says so when opened); one whose videos are not this family's is not.
    const listed = rows.filter((r) => shown.some((x) => x.id === r.id) || !withLessons.some((x) => x.id === r.id));
    return listed.map((r) => ({ ...packOf(r), lms_period: r.period as 'first' | 'second' }));
  }

  private async hasLessons(courseId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: lmsLessons.id })
      .from(lmsLessons)
      .where(eq(lmsLessons.lmsCourseId, courseId))
      .limit(1);
    return row !== undefined;
  }

  /** The classrooms where the family's children take the course now (whose videos the family sees). */
  private async classroomsOf(familyId: number | null, courseCd: string): Promise<number[]> {
    return (await this.robotKids(familyId)).filter((k) => k.courseCd === courseCd).map((k) => k.classroomId);
  }

  /** The packs the family may open: published, of a course a child takes, between its start and this month. */
  private async openableCourse(familyId: number | null, lmsCode: string): Promise<CourseRow | null> {
    const [course] = await this.db
      .select()
      .from(lmsCourses)
      .where(and(eq(lmsCourses.lmsCode, lmsCode), eq(lmsCourses.published, true)));
    if (!course || course.month > jstYearMonth(this.now())) return null;
    const kidsOfCourse = (await this.robotKids(familyId)).filter((k) => k.courseCd === course.courseCode);
    return kidsOfCourse.some((k) => course.month >= k.startedOn.slice(0, 7)) ? course : null;
  }

  /** A pack's lessons in order (previous and next); empty for a pack the family cannot open. */
  async lessons(familyId: number | null, lmsCode: string) {
    const course = await this.openableCourse(familyId, lmsCode);
    if (!course) return [];
    const rooms = await this.classroomsOf(familyId, course.courseCode);
    const rows = await this.db
      .select()
      .from(lmsLessons)
      .where(and(eq(lmsLessons.lmsCourseId, course.id), shownTo(rooms)))
      .orderBy(asc(lmsLessons.sortOrder));
    return rows.map((l) => ({
      id: l.id,
      lesson_name: l.lessonName,
      course_cd: course.courseCode,
      robot_no: course.robotNo,
      robot_title: course.title,
      robot_name: course.name,
      lmsCode: course.lmsCode,
    }));
  }

  /** A lesson the family may watch, or null (another family's course answers like a missing lesson). */
  async playable(familyId: number | null, lessonId: number): Promise<PlayableLesson | null> {
    const [row] = await this.db
      .select({ lesson: lmsLessons, lmsCode: lmsCourses.lmsCode })
      .from(lmsLessons)
      .innerJoin(lmsCourses, eq(lmsCourses.id, lmsLessons.lmsCourseId))
      .where(eq(lmsLessons.id, lessonId));
    if (!row) return null;
    const course = await this.openableCourse(familyId, row.lmsCode);
    if (!course) return null;
    const { lesson } = row;
    if (lesson.withdrawnAt !== null) return null;
    if (
      lesson.classroomId !== null &&
      !(await this.classroomsOf(familyId, course.courseCode)).includes(lesson.classroomId)
    )
      return null;
    return {
      id: lesson.id,
      lessonName: lesson.lessonName,
      lmsCode: course.lmsCode,
      courseCd: course.courseCode,
      videoKey: lesson.videoKey,
      videoType: lesson.videoType,
      captions: lesson.captions,
    };
  }

  /** The child whose position the player keeps: the named one if it takes the course, else the first who does. */
  async watcher(familyId: number | null, lesson: PlayableLesson, seitoNo: string | undefined) {
    const taking = (await this.robotKids(familyId)).filter((k) => k.courseCd === lesson.courseCd);
    return (seitoNo === undefined ? taking[0] : taking.find((k) => k.seitoNo === seitoNo)) ?? null;
  }

  video(lesson: PlayableLesson): Promise<Buffer | null> {
    return this.storage.read(lesson.videoKey);
  }

  /** Seconds into the lesson where the child stopped, 0 when never watched. */
  async position(kidId: number, lessonId: number): Promise<number> {
    const [row] = await this.db
      .select({ ms: lmsProgress.positionMs })
      .from(lmsProgress)
      .where(and(eq(lmsProgress.kidId, kidId), eq(lmsProgress.lessonId, lessonId)));
    return (row?.ms ?? 0) / 1000;
  }

  async savePosition(kidId: number, lessonId: number, seconds: number): Promise<void> {
    const values = { kidId, lessonId, positionMs: Math.round(seconds * 1000), updatedAt: this.now() };
    await this.db
      .insert(lmsProgress)
      .values(values)
      .onConflictDoUpdate({
        target: [lmsProgress.kidId, lmsProgress.lessonId],
        set: { positionMs: values.positionMs, updatedAt: values.updatedAt },
      });
  }
}

/** The fields a pack shows on the wire (spec 1 §3 "LMS course" / "Archive item"). */
function packOf(course: CourseRow) {
  return {
    robot_no: course.robotNo,
    title: course.title,
    name: course.name,
    course_cd: course.courseCode,
    image: null,
    lms_code: course.published ? course.lmsCode : null,
  };
}
