import { type CategoryScore, categoryScores, jstIsoDate, jstYearMonth } from '@portal/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentComments,
  assessmentCourses,
  assessmentLessons,
  assessmentQuestions,
  assessmentTakes,
  assessmentTests,
  kidLeaves,
  kids,
} from '../../db/schema';
import { assessmentsTag, type ReadCache } from '../../services/read-cache';

type Kid = typeof kids.$inferSelect;
type Test = typeof assessmentTests.$inferSelect;
type Lesson = typeof assessmentLessons.$inferSelect;

/** A learning log's answers as the contract sends them: the chosen choice ids per question. */
export type LoggedAnswer = { contentId: number; answers: number[] | null };

/** Why a learning log or a mark as taken was refused; the route words each one. */
export type TakeRefusal = 'notFound' | 'alreadySent' | 'quizFirst' | 'unknownQuestion' | 'onLeave';

/**
 * The child's player id. The player host knows a child by it; ours derives it from the student number
 * (ids are only ever resolved within the signed-in guardian's family, so guessing one reaches nothing).
 */
export const humanIdOf = (seitoNo: string) => `H${seitoNo}`;

/** The picture of a question, as the data URL the player's <img> shows (the CSP allows data: images). */
export const illustrationUrl = (svg: string | null) =>
  svg === null ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The robot assessment (spec 1 §2 "Assessment test") and our server's part as its player host. Every
 * read goes through the signed-in guardian's family: another family's child, test or take answers like a
 * missing one. Right answers are read only to check a submitted quiz log.
 */
export class AssessmentService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache: ReadCache,
  ) {}

  private async kidOfFamily(familyId: number | null, where: { seitoNo?: string; id?: number; humanId?: string }) {
    if (familyId === null) return null;
    const seitoNo = where.humanId?.startsWith('H') ? where.humanId.slice(1) : where.seitoNo;
    if (where.humanId !== undefined && seitoNo === undefined) return null;
    const [kid] = await this.db
      .select()
      .from(kids)
      .where(
        and(
          eq(kids.familyId, familyId),
          seitoNo !== undefined ? eq(kids.seitoNo, seitoNo) : undefined,
          where.id !== undefined ? eq(kids.id, where.id) : undefined,
        ),
      )
      .limit(1);
    return kid ?? null;
  }

  /** Whether the child is on leave this month (Japan). */
  async onLeave(kidId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ kidId: kidLeaves.kidId })
      .from(kidLeaves)
      .where(and(eq(kidLeaves.kidId, kidId), eq(kidLeaves.month, jstYearMonth(this.now()))));
    return row !== undefined;
  }

  /** The kids of a family on leave this month (the take list marks their tests KYUKAI). */
  async kidsOnLeave(kidIds: readonly number[]): Promise<Set<number>> {
    if (kidIds.length === 0) return new Set();
    const rows = await this.db
      .select({ kidId: kidLeaves.kidId })
      .from(kidLeaves)
      .where(and(inArray(kidLeaves.kidId, [...kidIds]), eq(kidLeaves.month, jstYearMonth(this.now()))));
    return new Set(rows.map((r) => r.kidId));
  }

  /** POST /api/assessment/check/student: the child's player id and whether the test can be taken now. */
  async check(familyId: number | null, seitoNo: string, testCode: string) {
    const kid = await this.kidOfFamily(familyId, { seitoNo });
    if (!kid) return null;
    const [test] = await this.db
      .select()
      .from(assessmentTests)
      .where(and(eq(assessmentTests.kidId, kid.id), eq(assessmentTests.assessmentTestCode, testCode)));
    if (!test) return null;
    return { humanId: humanIdOf(kid.seitoNo), canTake: !test.taken && !(await this.onLeave(kid.id)) };
  }

  /** The family's tests on a player course: the course is reachable only through them. */
  private async familyTests(familyId: number | null, lmsCode: string) {
    if (familyId === null) return [];
    return this.db
      .select({ test: assessmentTests })
      .from(assessmentTests)
      .innerJoin(kids, eq(kids.id, assessmentTests.kidId))
      .where(and(eq(kids.familyId, familyId), eq(assessmentTests.lmsCode, lmsCode)));
  }

  /** GET {player}/api/player/progress/{lmsCode}: the course with its quiz and survey lessons. */
  async course(familyId: number | null, lmsCode: string) {
    if ((await this.familyTests(familyId, lmsCode)).length === 0) return null;
    const [course] = await this.db.select().from(assessmentCourses).where(eq(assessmentCourses.lmsCode, lmsCode));
    if (!course) return null;
    const lessons = await this.db
      .select({ id: assessmentLessons.id, name: assessmentLessons.name })
      .from(assessmentLessons)
      .where(eq(assessmentLessons.lmsCode, lmsCode))
      .orderBy(asc(assessmentLessons.position));
    return { lmsCode, name: course.name, lessons };
  }

  private async reachableLesson(familyId: number | null, lessonId: number): Promise<Lesson | null> {
    const [lesson] = await this.db.select().from(assessmentLessons).where(eq(assessmentLessons.id, lessonId));
    if (!lesson || (await this.familyTests(familyId, lesson.lmsCode)).length === 0) return null;
    return lesson;
  }

  /** GET {player}/api/player/quiz/{lessonId}: the questions, never with their right answers. */
  async questions(familyId: number | null, lessonId: number) {
    const lesson = await this.reachableLesson(familyId, lessonId);
    if (!lesson) return null;
    const rows = await this.db
      .select({
        contentId: assessmentQuestions.id,
        question: assessmentQuestions.question,
        illustration: assessmentQuestions.illustration,
        choices: assessmentQuestions.choices,
      })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.lessonId, lessonId))
      .orderBy(asc(assessmentQuestions.position));
    return rows.map(({ illustration, ...row }) => ({ ...row, imagePath: illustrationUrl(illustration) }));
  }

  /** The child's test on the lesson's course that is still to take (or being taken). */
  private async openTest(kid: Kid, lmsCode: string): Promise<Test | null> {
    const [test] = await this.db
      .select()
      .from(assessmentTests)
      .where(
        and(eq(assessmentTests.kidId, kid.id), eq(assessmentTests.lmsCode, lmsCode), eq(assessmentTests.taken, false)),
      )
      .orderBy(asc(assessmentTests.id))
      .limit(1);
    return test ?? null;
  }

  private async openTake(testId: number) {
    const [take] = await this.db
      .select()
      .from(assessmentTakes)
      .where(and(eq(assessmentTakes.testId, testId), isNull(assessmentTakes.finishedAt)));
    return take ?? null;
  }

  /**
   * POST {player}/api/player/learning-log/{lessonId}: the quiz log opens a take, checked against the right
   * answers and scored per category; the survey log completes it. Each is accepted once per take.
   */
  async log(
    familyId: number | null,
    lessonId: number,
    humanId: string,
    answers: readonly LoggedAnswer[],
  ): Promise<TakeRefusal | null> {
    const lesson = await this.reachableLesson(familyId, lessonId);
    const kid = lesson && (await this.kidOfFamily(familyId, { humanId }));
    const test = kid && lesson && (await this.openTest(kid, lesson.lmsCode));
    if (!lesson || !kid || !test) return 'notFound';
    if (await this.onLeave(kid.id)) return 'onLeave';
    const questions = await this.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.lessonId, lessonId))
      .orderBy(asc(assessmentQuestions.position));
    const chosen = new Map(answers.map((a) => [a.contentId, a.answers?.[0] ?? null]));
    const byId = new Map(questions.map((q) => [q.id, q]));
    for (const [contentId, choiceId] of chosen) {
      const question = byId.get(contentId);
      if (!question || (choiceId !== null && !question.choices.some((c) => c.id === choiceId)))
        return 'unknownQuestion';
    }
    const take = await this.openTake(test.id);
    const now = this.now();
    if (lesson.position === 0) {
      if (take) return 'alreadySent';
      const checked = questions.map((q) => {
        const choiceId = chosen.get(q.id) ?? null;
        return { contentId: q.id, choiceId, correct: choiceId !== null && choiceId === q.correctChoiceId };
      });
      const scores = categoryScores(
        questions.flatMap((q, i) =>
          q.categoryId === null ? [] : [{ categoryId: q.categoryId, correct: checked[i]?.correct ?? false }],
        ),
      );
      // The partial unique index turns a racing second quiz log into a conflict instead of a second take.
      const inserted = await this.db
        .insert(assessmentTakes)
        .values({ testId: test.id, quizAnswers: checked, scores, quizSubmittedAt: now })
        .onConflictDoNothing()
        .returning({ id: assessmentTakes.id });
      return inserted.length === 1 ? null : 'alreadySent';
    }
    if (!take) return 'quizFirst';
    if (take.surveySubmittedAt !== null) return 'alreadySent';
    const surveyAnswers = questions.map((q) => ({ contentId: q.id, choiceId: chosen.get(q.id) ?? null }));
    const updated = await this.db
      .update(assessmentTakes)
      .set({ surveyAnswers, surveySubmittedAt: now })
      .where(and(eq(assessmentTakes.id, take.id), isNull(assessmentTakes.surveySubmittedAt)))
      .returning({ id: assessmentTakes.id });
    return updated.length === 1 ? null : 'alreadySent';
  }

  /** POST /api/assessment/taked: closes the open take and marks the test taken today. */
  async markTaken(
    familyId: number | null,
    body: { mkSeitoNo: string; lmsCode: string; assessmentTestCode: string; kidHumanId: string },
  ): Promise<TakeRefusal | null> {
    const kid = await this.kidOfFamily(familyId, { seitoNo: body.mkSeitoNo });
    if (!kid || humanIdOf(kid.seitoNo) !== body.kidHumanId) return 'notFound';
    const [test] = await this.db
      .select()
      .from(assessmentTests)
      .where(
        and(
          eq(assessmentTests.kidId, kid.id),
          eq(assessmentTests.assessmentTestCode, body.assessmentTestCode),
          eq(assessmentTests.lmsCode, body.lmsCode),
        ),
      );
    if (!test) return 'notFound';
    // A retry after a lost answer finds the test taken already: nothing more to do.
    if (test.taken) return null;
    const take = await this.openTake(test.id);
    if (!take) return 'quizFirst';
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.update(assessmentTakes).set({ finishedAt: now }).where(eq(assessmentTakes.id, take.id));
      await tx
        .update(assessmentTests)
        .set({ taken: true, takenOn: jstIsoDate(now) })
        .where(eq(assessmentTests.id, test.id));
    });
    this.cache.invalidate(assessmentsTag(kid.familyId));
    return null;
  }

  /**
   * GET /api/assessment/result: the category scores of the child's latest take of the named test. A child may
   * have taken two tests of one course (one each year): the test name, or its code when the take list had no
   * name to give, says which one the report is about.
   */
  async result(
    familyId: number | null,
    kidId: number,
    lmsCode: string,
    testName: string,
  ): Promise<CategoryScore[] | null> {
    const kid = await this.kidOfFamily(familyId, { id: kidId });
    if (!kid || (await this.onLeave(kid.id))) return null;
    const [row] = await this.db
      .select({ scores: assessmentTakes.scores })
      .from(assessmentTakes)
      .innerJoin(assessmentTests, eq(assessmentTests.id, assessmentTakes.testId))
      .where(
        and(
          eq(assessmentTests.kidId, kid.id),
          eq(assessmentTests.lmsCode, lmsCode),
          or(eq(assessmentTests.testName, testName), eq(assessmentTests.assessmentTestCode, testName)),
          isNotNull(assessmentTakes.finishedAt),
        ),
      )
      .orderBy(desc(assessmentTakes.finishedAt))
      .limit(1);
    return row?.scores ?? null;
  }

  /** GET /api/assessment/comment/list: the provider's comment entries, the same for every family. */
  async comments() {
    const rows = await this.db.select().from(assessmentComments).orderBy(asc(assessmentComments.id));
    return rows.map((r) => ({
      id: r.id,
      isDisplay: (r.isDisplay ? 1 : 0) as 0 | 1,
      courseGroupId: r.courseGroupId as 1 | 2 | 3,
      categoryId: r.categoryId,
      comment: r.comment,
    }));
  }

  /** The level of a course, for the report's comment group. */
  async level(lmsCode: string) {
    const [row] = await this.db
      .select({ level: assessmentCourses.level })
      .from(assessmentCourses)
      .where(eq(assessmentCourses.lmsCode, lmsCode));
    return row?.level ?? null;
  }
}
