/** Spec 1 §7 GET /api/assessment/result: one category's score. */
export interface CategoryScore {
  id: number;
  score: number;
}

/** Spec 1 §4 "Report": one comment entry. */
export interface ReportComment {
  id: number;
  isDisplay: number;
  courseGroupId: number;
  categoryId: number;
  comment: string;
}

/** Spec 1 §9: scores at or above this are full. */
export const FULL_SCORE = 100;
/** Spec 1 §9: the no-improvement item shown when every score is full. */
export const NO_IMPROVEMENT_CATEGORY = 11;
/** Spec 1 §9: how many strengths the report shows. */
export const STRENGTH_COUNT = 3;

/** Spec 1 §4: comment course groups: 1 pre-primary/primary, 2 other courses, 3 improvement comments. */
export const COMMENT_COURSE_GROUPS = { primary: 1, other: 2, improvement: 3 } as const;

/** Spec 1 §4: the comment course group of a reference level (PREPRIMARY and PRIMARY are group 1). */
export function courseGroupForLevel(level: string): 1 | 2 {
  return level === 'PREPRIMARY' || level === 'PRIMARY' ? 1 : 2;
}

/** Spec 1 §4 "Report": the strengths and the improvement point. */
export interface ReportScoring {
  /** Category ids of the top 3 scores, best first. */
  strengths: number[];
  /** The lowest-scoring category outside the strengths, or 11 when every score is full; null with no other category. */
  improvement: number | null;
}

/**
 * Spec 1 §4 / §9: strengths are the top 3 scores (ties go to the lower category id); improvement is the
 * lowest-scoring category not among them, or category 11 when every score is 100 or more.
 */
export function scoreReport(scores: readonly CategoryScore[]): ReportScoring {
  const ranked = [...scores].sort((a, b) => b.score - a.score || a.id - b.id);
  const strengths = ranked.slice(0, STRENGTH_COUNT).map((s) => s.id);
  if (scores.length > 0 && scores.every((s) => s.score >= FULL_SCORE)) {
    return { strengths, improvement: NO_IMPROVEMENT_CATEGORY };
  }
  const rest = ranked.slice(STRENGTH_COUNT);
  const lowest = rest.reduce<CategoryScore | undefined>(
    (low, s) => (low === undefined || s.score < low.score || (s.score === low.score && s.id < low.id) ? s : low),
    undefined,
  );
  return { strengths, improvement: lowest?.id ?? null };
}

/** Spec 1 §4 "Report": the comments the one-sheet shows. */
export interface ReportComments {
  strengths: { categoryId: number; comment: string | undefined }[];
  improvement: { categoryId: number; comment: string | undefined } | null;
}

/**
 * Spec 1 §4: picks the displayed comment (isDisplay 1) per strength from the test's course group and
 * the improvement comment from group 3.
 */
export function selectReportComments(
  scoring: ReportScoring,
  comments: readonly ReportComment[],
  courseGroup: 1 | 2,
): ReportComments {
  const find = (group: number, categoryId: number) =>
    comments.find((c) => c.isDisplay === 1 && c.courseGroupId === group && c.categoryId === categoryId)?.comment;
  return {
    strengths: scoring.strengths.map((categoryId) => ({ categoryId, comment: find(courseGroup, categoryId) })),
    improvement:
      scoring.improvement === null
        ? null
        : { categoryId: scoring.improvement, comment: find(COMMENT_COURSE_GROUPS.improvement, scoring.improvement) },
  };
}

/** Spec 1 §3: the ten ability categories a question can measure (11 is only the no-improvement item). */
export const ABILITY_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** One checked quiz answer: the category its question measures and whether the chosen answer was right. */
export interface CheckedAnswer {
  categoryId: number;
  correct: boolean;
}

/**
 * The report's scores: per category measured by at least one question, the share of right answers on a
 * 0-100 scale (rounded), by category id. A category no question measured has no score, so it can be
 * neither a strength nor the improvement point.
 */
export function categoryScores(answers: readonly CheckedAnswer[]): CategoryScore[] {
  const tally = new Map<number, { right: number; total: number }>();
  for (const { categoryId, correct } of answers) {
    const t = tally.get(categoryId) ?? { right: 0, total: 0 };
    tally.set(categoryId, { right: t.right + (correct ? 1 : 0), total: t.total + 1 });
  }
  return [...tally.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, t]) => ({ id, score: Math.round((100 * t.right) / t.total) }));
}
