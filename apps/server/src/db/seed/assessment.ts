import { categoryScores } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import {
  assessmentComments,
  assessmentCourses,
  assessmentLessons,
  assessmentQuestions,
  assessmentTakes,
  assessmentTests,
  kidLeaves,
} from '../schema';
import { QUIZ, SURVEY, seedComments } from './assessment-content';
import { jstDate, type Tx, yuinaLeave } from './classroom-life';

export type AssessmentSeedContext = {
  today: Date;
  kids: Record<'haruto' | 'yuina' | 'ren', number>;
};

/** The player courses of the demo's tests (seed/home.ts offers them to the children). */
const COURSES = [
  { lmsCode: 'ASM-ADVANCE1', level: 'ADVANCE1', grade: 'アドバンス' },
  { lmsCode: 'ASM-MIDDLE2', level: 'MIDDLE2', grade: 'ミドル' },
  { lmsCode: 'ASM-MIDDLE1', level: 'MIDDLE1', grade: 'ミドル' },
  { lmsCode: 'ASM-PRIMARY', level: 'PRIMARY', grade: 'プライマリー' },
] as const;

/**
 * How the demo children answered the tests they took: a pattern of right and wrong answers per question,
 * so their reports show clear strengths and one improvement point.
 */
const TAKEN_PATTERNS: Record<'harutoLastYear' | 'ren', (categoryId: number, index: number) => boolean> = {
  harutoLastYear: (categoryId, index) => ![3, 8].includes(categoryId) || index % 2 === 0,
  ren: (categoryId) => [1, 5, 6, 9].includes(categoryId),
};

/**
 * The robot assessment (issue 15): the player courses with the 24-question quiz and the survey, the
 * report comments, the takes of the tests 陽翔 (last year) and 蓮 (this month) have taken, a test 結菜
 * cannot take because she is on leave this month, while 陽翔's test of this year is still to take.
 */
export async function seedAssessment(tx: Tx, c: AssessmentSeedContext) {
  const thisYear = jstDate(c.today).slice(0, 4);
  const quizIds = new Map<string, { questionIds: number[] }>();
  for (const course of COURSES) {
    await tx.insert(assessmentCourses).values({
      lmsCode: course.lmsCode,
      name: `ロボット検定 ${course.grade}`,
      level: course.level,
    });
    const [quiz, survey] = await tx
      .insert(assessmentLessons)
      .values([
        { lmsCode: course.lmsCode, position: 0, name: 'テスト' },
        { lmsCode: course.lmsCode, position: 1, name: 'アンケート' },
      ])
      .returning({ id: assessmentLessons.id });
    if (!quiz || !survey) throw new Error('assessment lessons were not created');
    const questions = await tx
      .insert(assessmentQuestions)
      .values(
        QUIZ.map((q, i) => ({
          lessonId: quiz.id,
          position: i + 1,
          question: q.question,
          illustration: q.svg,
          choices: q.choices.map((label, j) => ({ id: j + 1, label })),
          categoryId: q.categoryId,
          correctChoiceId: q.correct + 1,
        })),
      )
      .returning({ id: assessmentQuestions.id });
    await tx.insert(assessmentQuestions).values(
      SURVEY.map((q, i) => ({
        lessonId: survey.id,
        position: i + 1,
        question: q.question,
        illustration: null,
        choices: q.choices.map((label, j) => ({ id: j + 1, label })),
        categoryId: null,
        correctChoiceId: null,
      })),
    );
    quizIds.set(course.lmsCode, { questionIds: questions.map((q) => q.id) });
  }

  await tx.insert(assessmentComments).values(seedComments());

  await tx.insert(assessmentTests).values({
    kidId: c.kids.yuina,
    assessmentTestCode: `AT${thisYear}-PRI`,
    testName: `${thisYear}年度 ロボット検定 プライマリー`,
    lmsCode: 'ASM-PRIMARY',
    lmsProductCode: `ASSESSMENT${thisYear}`,
    takenOn: null,
    taken: false,
  });
  await tx.insert(kidLeaves).values({ kidId: c.kids.yuina, month: yuinaLeave(c.today).month });

  const takes = [
    { kidId: c.kids.haruto, lmsCode: 'ASM-MIDDLE2', pattern: TAKEN_PATTERNS.harutoLastYear },
    { kidId: c.kids.ren, lmsCode: 'ASM-MIDDLE1', pattern: TAKEN_PATTERNS.ren },
  ];
  for (const take of takes) {
    const [test] = await tx
      .select()
      .from(assessmentTests)
      .where(and(eq(assessmentTests.kidId, take.kidId), eq(assessmentTests.lmsCode, take.lmsCode)));
    const ids = quizIds.get(take.lmsCode)?.questionIds;
    if (!test?.takenOn || !ids) throw new Error(`the taken test on ${take.lmsCode} is missing`);
    const checked = QUIZ.map((q, i) => {
      const correct = take.pattern(q.categoryId, i);
      const choiceId = correct ? q.correct + 1 : ((q.correct + 1) % q.choices.length) + 1;
      return { contentId: ids[i] as number, choiceId, correct, categoryId: q.categoryId };
    });
    const at = new Date(`${test.takenOn}T16:30:00+09:00`);
    await tx.insert(assessmentTakes).values({
      testId: test.id,
      quizAnswers: checked.map(({ contentId, choiceId, correct }) => ({ contentId, choiceId, correct })),
      scores: categoryScores(checked),
      quizSubmittedAt: at,
      surveyAnswers: [],
      surveySubmittedAt: at,
      finishedAt: at,
    });
  }
}
