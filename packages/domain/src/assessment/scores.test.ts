import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITY_CATEGORIES, categoryScores, FULL_SCORE, NO_IMPROVEMENT_CATEGORY, scoreReport } from './report';

const answer = fc.record({
  categoryId: fc.constantFrom(...ABILITY_CATEGORIES),
  correct: fc.boolean(),
});

describe('categoryScores', () => {
  it('scores each category as the rounded share of right answers', () => {
    expect(
      categoryScores([
        { categoryId: 2, correct: true },
        { categoryId: 1, correct: false },
        { categoryId: 2, correct: false },
        { categoryId: 2, correct: true },
        { categoryId: 1, correct: false },
      ]),
    ).toEqual([
      { id: 1, score: 0 },
      { id: 2, score: 67 },
    ]);
  });

  it('leaves out categories no question measured, so they are never a strength or the improvement', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 40 }), (answers) => {
        const scores = categoryScores(answers);
        const asked = new Set<number>(answers.map((a) => a.categoryId));
        expect(scores.map((s) => s.id)).toEqual([...asked].sort((a, b) => a - b));
        const report = scoreReport(scores);
        for (const id of [...report.strengths, report.improvement]) {
          if (id !== null && id !== NO_IMPROVEMENT_CATEGORY) expect(asked.has(id)).toBe(true);
        }
        for (const s of scores) expect(s.score).toBeGreaterThanOrEqual(0);
        for (const s of scores) expect(s.score).toBeLessThanOrEqual(FULL_SCORE);
      }),
    );
  });

  it('gives category 11 as the improvement exactly when every answer is right', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 40 }), (answers) => {
        const report = scoreReport(categoryScores(answers));
        expect(report.improvement === NO_IMPROVEMENT_CATEGORY).toBe(answers.every((a) => a.correct));
      }),
    );
  });

  it('ranks tied categories by id, whatever order the answers came in', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 40 }), fc.integer(), (answers, seed) => {
        const shuffled = [...answers].sort(
          (a, b) => ((a.categoryId * 31 + seed) % 7) - ((b.categoryId * 31 + seed) % 7),
        );
        expect(scoreReport(categoryScores(shuffled))).toEqual(scoreReport(categoryScores(answers)));
      }),
    );
  });
});
