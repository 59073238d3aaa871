import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseGroupForLevel, type ReportComment, scoreReport, selectReportComments } from './report';

const scores = (...values: number[]) => values.map((score, i) => ({ id: i + 1, score }));

describe('scoreReport', () => {
  it('takes the top 3 scores as strengths and the lowest of the rest as the improvement', () => {
    expect(scoreReport(scores(40, 90, 70, 80, 20, 60))).toEqual({ strengths: [2, 4, 3], improvement: 5 });
  });

  it('breaks a tie for third place towards the lower category id, consistently', () => {
    const r = scoreReport(scores(90, 80, 70, 70, 70, 10));
    expect(r.strengths).toEqual([1, 2, 3]);
    expect(r.improvement).toBe(6);
    expect(scoreReport([...scores(90, 80, 70, 70, 70, 10)].reverse())).toEqual(r);
  });

  it('never picks a strength as the improvement, even when tied with it', () => {
    const r = scoreReport(scores(50, 50, 50, 50));
    expect(r.strengths).toEqual([1, 2, 3]);
    expect(r.improvement).toBe(4);
  });

  it('shows the no-improvement item 11 when every score is 100 or more', () => {
    expect(scoreReport(scores(100, 120, 100, 100, 150)).improvement).toBe(11);
    expect(scoreReport(scores(100, 120, 100, 99, 150)).improvement).toBe(4);
  });

  it('has no improvement when there are only 3 categories below full', () => {
    expect(scoreReport(scores(10, 20, 30))).toEqual({ strengths: [3, 2, 1], improvement: null });
    expect(scoreReport([])).toEqual({ strengths: [], improvement: null });
  });

  it('always picks strengths no lower than every other score', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 4, maxLength: 10 }), (values) => {
        const list = scores(...values);
        const r = scoreReport(list);
        const byId = new Map(list.map((s) => [s.id, s.score]));
        const minStrength = Math.min(...r.strengths.map((id) => byId.get(id) ?? 0));
        const others = list.filter((s) => !r.strengths.includes(s.id));
        return r.strengths.length === 3 && others.every((s) => s.score <= minStrength);
      }),
    );
  });
});

describe('selectReportComments', () => {
  const comments: ReportComment[] = [
    { id: 1, isDisplay: 1, courseGroupId: 1, categoryId: 2, comment: 'プライマリー: 発想力が豊かです' },
    { id: 2, isDisplay: 1, courseGroupId: 2, categoryId: 2, comment: 'ミドル: 発想力が豊かです' },
    { id: 3, isDisplay: 0, courseGroupId: 1, categoryId: 3, comment: '非表示のコメント' },
    { id: 4, isDisplay: 1, courseGroupId: 3, categoryId: 5, comment: '集中力を伸ばしましょう' },
    { id: 5, isDisplay: 1, courseGroupId: 3, categoryId: 11, comment: '今回は改善点がありません' },
  ];

  it('picks the strength comment of the course group and the improvement comment of group 3', () => {
    const r = selectReportComments({ strengths: [2, 3, 4], improvement: 5 }, comments, 1);
    expect(r.strengths).toEqual([
      { categoryId: 2, comment: 'プライマリー: 発想力が豊かです' },
      { categoryId: 3, comment: undefined },
      { categoryId: 4, comment: undefined },
    ]);
    expect(r.improvement).toEqual({ categoryId: 5, comment: '集中力を伸ばしましょう' });
    expect(selectReportComments({ strengths: [2], improvement: 11 }, comments, 2)).toEqual({
      strengths: [{ categoryId: 2, comment: 'ミドル: 発想力が豊かです' }],
      improvement: { categoryId: 11, comment: '今回は改善点がありません' },
    });
  });

  it('shows no improvement block without an improvement', () => {
    expect(selectReportComments({ strengths: [], improvement: null }, comments, 1).improvement).toBeNull();
  });

  it('puts pre-primary and primary in group 1, other levels in group 2', () => {
    expect(courseGroupForLevel('PREPRIMARY')).toBe(1);
    expect(courseGroupForLevel('PRIMARY')).toBe(1);
    expect(courseGroupForLevel('BASIC1')).toBe(2);
  });
});
