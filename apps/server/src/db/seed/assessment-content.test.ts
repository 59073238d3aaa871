import { ABILITY_CATEGORIES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { QUIZ, SURVEY, seedComments } from './assessment-content';
import { AGAINST_TERMS, AVOID } from './copy-rules';

describe('the demo robot assessment', () => {
  it('asks at least 20 questions, at least two in each of the ten abilities', () => {
    expect(QUIZ.length).toBeGreaterThanOrEqual(20);
    for (const id of ABILITY_CATEGORIES) {
      expect(QUIZ.filter((q) => q.categoryId === id).length, `category ${id}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every question 1 to 6 distinct choices, one of them right, and a picture with a title', () => {
    for (const q of QUIZ) {
      expect(q.choices.length, q.question).toBeGreaterThanOrEqual(1);
      expect(q.choices.length, q.question).toBeLessThanOrEqual(6);
      expect(new Set(q.choices).size, q.question).toBe(q.choices.length);
      expect(q.choices[q.correct], q.question).toBeDefined();
      expect(q.svg, q.question).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/);
      expect(q.svg.endsWith('</svg>'), q.question).toBe(true);
      expect(q.svg, q.question).not.toMatch(/NaN|undefined/);
    }
    // The choice grid's widths from 3 to 6 columns are all exercised.
    expect(new Set(QUIZ.map((q) => q.choices.length))).toEqual(new Set([3, 4, 5, 6]));
    expect(SURVEY.length).toBeGreaterThanOrEqual(1);
  });

  it('has a shown comment for every ability in each course group, and the no-improvement comment', () => {
    const shown = seedComments().filter((c) => c.isDisplay);
    for (const group of [1, 2, 3]) {
      for (const id of ABILITY_CATEGORIES) {
        expect(
          shown.filter((c) => c.courseGroupId === group && c.categoryId === id),
          `${group}/${id}`,
        ).toHaveLength(1);
      }
    }
    expect(shown.filter((c) => c.courseGroupId === 3 && c.categoryId === 11)).toHaveLength(1);
  });

  it('follows the copy rules in every text', () => {
    const texts = [
      ...QUIZ.flatMap((q) => [q.question, ...q.choices]),
      ...SURVEY.flatMap((q) => [q.question, ...q.choices]),
      ...seedComments().map((c) => c.comment),
    ];
    for (const text of texts) {
      for (const rule of [...AVOID, ...AGAINST_TERMS]) expect(text, `${text}: ${rule}`).not.toMatch(rule);
    }
  });
});
