import { jstParts, jstYearMonth, pad2 } from '../time/jst';
import { messageCode } from '../validation/codes';

/** Spec 1 §3: the fields of an assessment item that decide its state. */
export interface AssessmentItemLike {
  takeDate: string | null | undefined;
  isTake: number;
  kongetsuZaisekiStatus?: string | null;
}

/** Spec 1 §3: the enrolment status meaning the child is on leave this month. */
export const ON_LEAVE_STATUS = 'KYUKAI';

/** Spec 1 §4: the state of an assessment item. */
export type AssessmentItemState = 'notTaken' | 'taken' | 'canRetake' | 'onLeave';

/** Spec 1 §4: message codes of the assessment item states' labels (catalogue `labels.assessmentItem`). */
export const ASSESSMENT_ITEM_LABELS: Readonly<Record<AssessmentItemState, string>> = {
  notTaken: messageCode('labels.assessmentItem.notTaken'),
  taken: messageCode('labels.assessmentItem.taken'),
  canRetake: messageCode('labels.assessmentItem.canRetake'),
  onLeave: messageCode('labels.assessmentItem.onLeave'),
};

/** Spec 1 §4: the message code shown on an item while the child is on leave. */
export const ON_LEAVE_MESSAGE = messageCode('labels.assessmentItem.onLeaveMessage');

/** Spec 1 §4: on leave first; then no takeDate = not taken, isTake 1 = taken, isTake 0 = can retake. */
export function assessmentItemState(item: AssessmentItemLike): AssessmentItemState {
  if (item.kongetsuZaisekiStatus === ON_LEAVE_STATUS) return 'onLeave';
  if (!item.takeDate) return 'notTaken';
  return item.isTake === 1 ? 'taken' : 'canRetake';
}

/** Spec 1 §4: what an item offers: taking, viewing the result, and whether it is greyed out. */
export function assessmentItemActions(item: AssessmentItemLike): {
  state: AssessmentItemState;
  label: string;
  canTake: boolean;
  canViewResult: boolean;
  greyedOut: boolean;
} {
  const state = assessmentItemState(item);
  const onLeave = state === 'onLeave';
  return {
    state,
    label: ASSESSMENT_ITEM_LABELS[state],
    canTake: !onLeave && item.isTake === 0,
    canViewResult: !onLeave && Boolean(item.takeDate),
    greyedOut: onLeave || item.isTake === 1,
  };
}

/** Spec 1 §2 "Home page": the take-test list: taken this JST year-month, or not yet taken (isTake 0). */
export function takeTestList<T extends AssessmentItemLike>(items: readonly T[], today: Date): T[] {
  const thisMonth = jstYearMonth(today);
  return items.filter((item) => item.isTake === 0 || yearMonthOf(item.takeDate) === thisMonth);
}

/** Reads YYYY-MM from a date text written YYYY-MM-DD or YYYY/MM/DD. */
function yearMonthOf(date: string | null | undefined): string | undefined {
  const m = /^(\d{4})[-/](\d{1,2})/.exec(date ?? '');
  return m ? `${m[1]}-${pad2(Number(m[2]))}` : undefined;
}

/** Spec 1 §2 "Assessment test": the choice grid has as many columns as choices, 1 to 6. */
export function choiceColumns(choiceCount: number): number {
  return Math.min(Math.max(Math.trunc(choiceCount), 1), 6);
}

/** Spec 1 §3: one entry of an answer set (quiz or survey). */
export interface AnswerEntry {
  contentId: number;
  answers: string | null;
  correct: boolean;
}

/** Spec 1 §3: a fresh answer set: answers null and correct false for each question. */
export function emptyAnswerSet(contentIds: readonly number[]): AnswerEntry[] {
  return contentIds.map((contentId) => ({ contentId, answers: null, correct: false }));
}

/** Spec 1 §4: stores a chosen answer at once; quiz answers are checked, survey answers never count as correct. */
export function recordAnswer(
  set: readonly AnswerEntry[],
  contentId: number,
  chosen: string,
  kind: 'quiz' | 'survey',
  correctAnswer?: string | null,
): AnswerEntry[] {
  return set.map((entry) =>
    entry.contentId === contentId
      ? { contentId, answers: chosen, correct: kind === 'quiz' && correctAnswer != null && chosen === correctAnswer }
      : entry,
  );
}

/** Spec 1 §4 "Quiz submit": the 1-based numbers of the questions still unanswered. */
export function unansweredQuestions(set: readonly AnswerEntry[]): number[] {
  return set.flatMap((entry, i) => (entry.answers === null || entry.answers === '' ? [i + 1] : []));
}

/**
 * Spec 1 §8: the unanswered-questions dialog as message codes: title, lead, one line per question number
 * (the screen joins them with a middle dot, as the spec shows them), close button.
 */
export function unansweredDialog(numbers: readonly number[]): {
  title: string;
  lead: string;
  questions: string[];
  close: string;
} {
  return {
    title: messageCode('notices.assessment.unansweredTitle'),
    lead: messageCode('notices.assessment.unanswered'),
    questions: numbers.map((number) => messageCode('notices.assessment.questionNumber', { number })),
    close: messageCode('notices.assessment.close'),
  };
}

/** Spec 1 §7: the learning-log payload of a quiz or survey submission. */
export interface LearningLogPayload {
  answers: AnswerEntry[];
  id: -1;
  logTime: string;
  logDate: string;
  timestamp: number;
  humanId: string;
}

/** Spec 1 §7: answers (empty if none), id -1, local (JST) HH:mm:ss and YYYY-MM-DD, epoch ms and humanId. */
export function learningLogPayload(
  answers: readonly AnswerEntry[] | null | undefined,
  humanId: string,
  now: Date,
): LearningLogPayload {
  const p = jstParts(now);
  return {
    answers: [...(answers ?? [])],
    id: -1,
    logTime: `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`,
    logDate: `${p.year}-${pad2(p.month)}-${pad2(p.day)}`,
    timestamp: now.getTime(),
    humanId,
  };
}
