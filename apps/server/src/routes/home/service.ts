import {
  applicationStatusLabel,
  CONSULTATION_TIME_SLOTS,
  courseDisplayName,
  formatDate,
  jstDate,
  jstIsoDate,
  jstParts,
  jstTime,
  jstWeekdayKanji,
  jstYearMonth,
  LISTED_MEMBERSHIP_STATUSES,
  ON_LEAVE_STATUS,
  subscriptionCodeOf,
} from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COURSES, LECTURES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import {
  assessmentTests,
  attendances,
  carouselItems,
  classrooms,
  courses,
  enrolments,
  kidLeaves,
  kids,
  lessons,
  membershipApplications,
  trialBookings,
} from '../../db/schema';
import { assessmentsTag, membershipsTag, type ReadCache, trialsTag } from '../../services/read-cache';
import { inJapanese } from '../../wording';

/** Sunday = 0 weekday of an instant in Japan. */
const jstWeekday = (at: Date) => jstParts(at).weekday;

export type HomeScheduleItem = {
  name: string;
  date: string;
  dayOfWeek: number;
  hour: string;
  classroomName: string;
  kozaName: string;
  className: string;
};

export type TrialBookingView = {
  mkTaikenkaiNo: string | null;
  trialCode: string;
  kaisaiYmd: string | null;
  hankyoStatus: string;
  isConsul: 0 | 1;
  kiboRaiko1: string | null;
  kiboRaiko2: string | null;
  kiboRaiko3: string | null;
  kaisaiYear: string | null;
  kaisaiMonth: string | null;
  kaisaiDay: string | null;
  kaisaiYobi: string | null;
  kaisaiTime: string | null;
  koza: { kozaName: string };
  classroom: { classroomName: string };
};

export type ApplicationRowView = {
  kidId: number;
  subscriptionCode: string;
  statusId: number;
  content: string;
  lastName: string;
  firstName: string;
  entryDate: string;
  lectureName: string;
  courseName: string;
  startMonth: string;
  studyDay: number;
  studyTime: string;
  fixture: string | null;
  classroomName: string;
};

export type AssessmentItemView = {
  takeDate: string | null;
  isTake: 0 | 1;
  lmsCode: string;
  lmsProductCode: string;
  assessmentTestCode: string;
  mkSeitoNo: string;
  kidId: number;
  kongetsuZaisekiStatus: string;
  isRemind: 0 | 1;
  lastName: string;
  firstName: string;
  classroomName: string;
  testName: string;
};

/** The answers of an application as this server reads them (the form may store more). */
type ApplicationAnswers = {
  lectures?: { lecture?: string; course?: string; startMonth?: string; studyDay?: number; studyTime?: string }[];
  child?: { lastName?: string; firstName?: string };
  desiredWeek1?: number | string;
  desiredTime1?: number | string;
  fixture?: string | null;
};

/** Enrolled this month: the assessment item's kongetsuZaisekiStatus when the child is not on leave. */
export const ENROLLED_STATUS = 'ZAISEKI';

/** Home reads for one family: every query filters by the family of the signed-in guardian. */
export class HomeService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache: ReadCache,
  ) {}

  /** Carousel slides are the provider's, the same for every guardian of a role (some are hidden per role). */
  carousel(role: number | null) {
    return this.cache.get(`carousel:${role}`, ['carousel'], async () => this.carouselFromDatabase(role));
  }

  private async carouselFromDatabase(role: number | null) {
    return this.db
      .select({
        sortOrder: carouselItems.sortOrder,
        url: carouselItems.url,
        imagePath: carouselItems.imagePath,
        alt: carouselItems.alt,
      })
      .from(carouselItems)
      .where(role === null ? undefined : sql`not (${role} = any(${carouselItems.hiddenForRoles}))`)
      .orderBy(asc(carouselItems.sortOrder), asc(carouselItems.id));
  }

  /**
   * Each child's next lesson from now on: a lesson not yet held (or the lesson a transfer moved it to),
   * never a recess day, soonest first.
   */
  nextLessons(familyId: number): Promise<HomeScheduleItem[]> {
    return this.cache.get(`schedule:family:${familyId}`, [`schedule:family:${familyId}`], (expireAt) =>
      this.nextLessonsFromDatabase(familyId, expireAt),
    );
  }

  /** `expireAt` hears when the answer stops being true: when the soonest lesson listed starts. */
  private async nextLessonsFromDatabase(
    familyId: number,
    expireAt: (at: Date | null) => void,
  ): Promise<HomeScheduleItem[]> {
    const now = this.now();
    const original = alias(lessons, 'original');
    const moved = alias(lessons, 'moved');
    const rows = await this.db
      .select({
        kidId: kids.id,
        lastName: kids.lastName,
        firstName: kids.firstName,
        status: attendances.status,
        startsAt: original.startsAt,
        endsAt: original.endsAt,
        className: original.className,
        recess: original.recess,
        classroomId: original.classroomId,
        courseCode: original.courseCode,
        movedStartsAt: moved.startsAt,
        movedEndsAt: moved.endsAt,
        movedClassName: moved.className,
        movedRecess: moved.recess,
        movedClassroomId: moved.classroomId,
        movedCourseCode: moved.courseCode,
      })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .innerJoin(original, eq(original.id, attendances.lessonId))
      .leftJoin(moved, eq(moved.id, attendances.transferLessonId))
      .where(
        and(
          eq(kids.familyId, familyId),
          or(isNull(attendances.status), eq(attendances.status, 3)),
          or(gte(original.startsAt, now), gte(moved.startsAt, now)),
        ),
      );
    const roomNames = new Map((await this.db.select().from(classrooms)).map((r) => [r.id, r.name]));
    const next = new Map<number, { at: Date; item: HomeScheduleItem }>();
    for (const row of rows) {
      // A transferred lesson is taken at the lesson it moved to.
      const lesson =
        row.status === 3
          ? {
              startsAt: row.movedStartsAt,
              endsAt: row.movedEndsAt,
              className: row.movedClassName,
              recess: row.movedRecess,
              classroomId: row.movedClassroomId,
              courseCode: row.movedCourseCode,
            }
          : row;
      if (!lesson.startsAt || !lesson.endsAt || lesson.recess || lesson.startsAt < now) continue;
      const previous = next.get(row.kidId);
      if (previous && previous.at <= lesson.startsAt) continue;
      next.set(row.kidId, {
        at: lesson.startsAt,
        item: {
          name: `${row.lastName} ${row.firstName}`,
          date: jstIsoDate(lesson.startsAt),
          dayOfWeek: jstWeekday(lesson.startsAt) + 1,
          hour: `${jstTime(lesson.startsAt)}〜${jstTime(lesson.endsAt)}`,
          classroomName: roomNames.get(lesson.classroomId ?? -1) ?? '',
          kozaName: lectureNameOfCourse(lesson.courseCode),
          className: lesson.className ?? '',
        },
      });
    }
    const soonestFirst = [...next.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
    expireAt(soonestFirst[0]?.at ?? null);
    return soonestFirst.map((n) => n.item);
  }

  /**
   * The family's trial lessons and consultations, newest date first (undated consultations first).
   * Preferred dates (kiboRaiko1-3) read as Japanese dates with weekday and time; the table keeps no
   * trial-event number, so mkTaikenkaiNo is null.
   */
  trials(familyId: number): Promise<TrialBookingView[]> {
    return this.cache.get(trialsTag(familyId), [trialsTag(familyId)], () => this.trialsFromDatabase(familyId));
  }

  private async trialsFromDatabase(familyId: number): Promise<TrialBookingView[]> {
    const rows = await this.db
      .select({
        trialCode: trialBookings.trialCode,
        status: trialBookings.status,
        consultation: trialBookings.consultation,
        heldAt: trialBookings.heldAt,
        preferredAt: trialBookings.preferredAt,
        createdAt: trialBookings.createdAt,
        lectureId: trialBookings.lectureId,
        classroomName: classrooms.name,
      })
      .from(trialBookings)
      .innerJoin(classrooms, eq(classrooms.id, trialBookings.classroomId))
      .where(eq(trialBookings.familyId, familyId))
      .orderBy(desc(trialBookings.heldAt), desc(trialBookings.createdAt), desc(trialBookings.id));
    return rows.map((r) => {
      const date = r.heldAt ? jstIsoDate(r.heldAt) : null;
      const [year, month, day] = date ? date.split('-') : [null, null, null];
      const [wish1, wish2, wish3] = (r.preferredAt ?? [])
        .slice(0, 3)
        .map((iso) => formatDate(iso, { style: 'long', time: true }));
      return {
        mkTaikenkaiNo: null,
        trialCode: r.trialCode,
        kaisaiYmd: date,
        hankyoStatus: r.status,
        isConsul: r.consultation ? 1 : 0,
        kiboRaiko1: wish1 ?? null,
        kiboRaiko2: wish2 ?? null,
        kiboRaiko3: wish3 ?? null,
        kaisaiYear: year ?? null,
        kaisaiMonth: month ?? null,
        kaisaiDay: day ?? null,
        kaisaiYobi: r.heldAt ? jstWeekdayKanji(r.heldAt) : null,
        kaisaiTime: r.heldAt ? jstTime(r.heldAt) : null,
        koza: { kozaName: LECTURES.find((l) => l.id === r.lectureId)?.name ?? '' },
        classroom: { classroomName: r.classroomName },
      };
    });
  }

  /**
   * The family's membership applications, one group per application keyed by its receipt number, one
   * row per course applied for; only the statuses spec 2 §4 shows (2, 5, 9) are listed.
   */
  memberships(familyId: number): Promise<Record<string, ApplicationRowView[]>> {
    const tag = membershipsTag(familyId);
    return this.cache.get(tag, [tag], () => this.membershipsFromDatabase(familyId));
  }

  private async membershipsFromDatabase(familyId: number): Promise<Record<string, ApplicationRowView[]>> {
    const rows = await this.db
      .select({
        id: membershipApplications.id,
        statusId: membershipApplications.statusId,
        answers: membershipApplications.answers,
        submittedAt: membershipApplications.submittedAt,
        classroomName: classrooms.name,
      })
      .from(membershipApplications)
      .innerJoin(classrooms, eq(classrooms.id, membershipApplications.classroomId))
      .where(
        and(
          eq(membershipApplications.familyId, familyId),
          inArray(membershipApplications.statusId, [...LISTED_MEMBERSHIP_STATUSES]),
        ),
      )
      .orderBy(desc(membershipApplications.submittedAt));
    const groups: Record<string, ApplicationRowView[]> = {};
    for (const r of rows) {
      const answers = (r.answers ?? {}) as ApplicationAnswers;
      const statusId = r.statusId;
      const entryDate = jstIsoDate(r.submittedAt);
      const subscriptionCode = subscriptionCodeOf(r.id, entryDate);
      groups[subscriptionCode] = (answers.lectures ?? []).map((line) => {
        const course = COURSES.find((c) => c.code === line.course);
        const lecture = LECTURES.find((l) => l.code === line.lecture || l.id === course?.lectureId);
        return {
          // The applicant child has no kids row until enrolment; the application id stands for it.
          kidId: r.id,
          subscriptionCode,
          statusId,
          content: inJapanese(applicationStatusLabel(statusId)),
          lastName: answers.child?.lastName ?? '',
          firstName: answers.child?.firstName ?? '',
          entryDate,
          lectureName: lecture?.name ?? '',
          courseName: course ? courseDisplayName(course.code) : '',
          startMonth: line.startMonth ?? '',
          studyDay: weekdayFromMonday(line.studyDay ?? answers.desiredWeek1),
          studyTime: line.studyTime ?? slotLabel(answers.desiredTime1),
          fixture: answers.fixture ?? null,
          classroomName: r.classroomName,
        };
      });
    }
    return groups;
  }

  /**
   * Assessment tests offered to the family's children, with the classroom each child attends. The answer
   * holds until a test is marked taken or the day ends (the leave month and the classroom go by today).
   */
  assessments(familyId: number): Promise<AssessmentItemView[]> {
    const tag = assessmentsTag(familyId);
    return this.cache.get(tag, [tag], (expireAt) => {
      const now = this.now();
      const { year, month, day } = jstParts(now);
      expireAt(jstDate(year, month, day + 1));
      return this.assessmentsFromDatabase(familyId, now);
    });
  }

  private async assessmentsFromDatabase(familyId: number, now: Date): Promise<AssessmentItemView[]> {
    const today = jstIsoDate(now);
    const rows = await this.db
      .select({
        test: assessmentTests,
        seitoNo: kids.seitoNo,
        lastName: kids.lastName,
        firstName: kids.firstName,
      })
      .from(assessmentTests)
      .innerJoin(kids, eq(kids.id, assessmentTests.kidId))
      .where(eq(kids.familyId, familyId))
      .orderBy(asc(kids.birthday), asc(assessmentTests.id));
    const kidIds = [...new Set(rows.map((r) => r.test.kidId))];
    const rooms =
      kidIds.length === 0
        ? []
        : await this.db
            .select({ kidId: enrolments.kidId, name: classrooms.name, endedOn: enrolments.endedOn })
            .from(enrolments)
            .innerJoin(classrooms, eq(classrooms.id, enrolments.classroomId))
            .innerJoin(courses, eq(courses.code, enrolments.courseCode))
            .where(inArray(enrolments.kidId, kidIds))
            .orderBy(asc(courses.lectureId), desc(enrolments.startedOn));
    const onLeave =
      kidIds.length === 0
        ? new Set<number>()
        : new Set(
            (
              await this.db
                .select({ kidId: kidLeaves.kidId })
                .from(kidLeaves)
                .where(and(inArray(kidLeaves.kidId, kidIds), eq(kidLeaves.month, jstYearMonth(now))))
            ).map((r) => r.kidId),
          );
    const roomOf = (kidId: number) =>
      (
        rooms.find((r) => r.kidId === kidId && (r.endedOn === null || r.endedOn >= today)) ??
        rooms.find((r) => r.kidId === kidId)
      )?.name ?? '';
    return rows.map(({ test, seitoNo, lastName, firstName }) => ({
      takeDate: test.takenOn,
      isTake: test.taken ? 1 : 0,
      lmsCode: test.lmsCode,
      lmsProductCode: test.lmsProductCode,
      assessmentTestCode: test.assessmentTestCode,
      mkSeitoNo: seitoNo,
      kidId: test.kidId,
      kongetsuZaisekiStatus: onLeave.has(test.kidId) ? ON_LEAVE_STATUS : ENROLLED_STATUS,
      isRemind: test.remind ? 1 : 0,
      lastName,
      firstName,
      classroomName: roomOf(test.kidId),
      testName: test.testName,
    }));
  }
}

function lectureNameOfCourse(code: string | null | undefined): string {
  const course = COURSES.find((c) => c.code === code);
  return LECTURES.find((l) => l.id === course?.lectureId)?.name ?? '';
}

/** Spec 2 §3.4: studyDay runs 1 (Monday) to 7 (Sunday); an unreadable answer counts as Monday. */
function weekdayFromMonday(value: number | string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 7 ? n : 1;
}

/** Spec 2 §9.2: the label of a consultation time slot id (1-10). */
function slotLabel(value: number | string | undefined): string {
  const code = CONSULTATION_TIME_SLOTS.find((s) => s.id === Number(value))?.labelCode;
  return code ? inJapanese(code) : '';
}
