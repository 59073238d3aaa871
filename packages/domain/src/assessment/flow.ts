import { messageCode } from '../validation/codes';
/** Spec 1 §4: overview types of the assessment flow. */
export const OverviewType = { StartQuiz: 0, EndQuiz: 1, StartEnq: 2, EndEnq: 3 } as const;
/** Spec 1 §4: an overview type. */
export type OverviewType = (typeof OverviewType)[keyof typeof OverviewType];

/** Spec 1 §4: screen modes of the assessment flow. */
export const ScreenMode = { Overview: 0, Quiz: 1 } as const;
/** Spec 1 §4: a screen mode. */
export type ScreenMode = (typeof ScreenMode)[keyof typeof ScreenMode];

/** Spec 1 §4: where the child is in the assessment. */
export interface FlowState {
  overview: OverviewType;
  mode: ScreenMode;
  /** 1-based page of the quiz or survey. */
  page: number;
  /** Number of pages of the current quiz or survey. */
  pageCount: number;
}

/** Spec 1 §4: what the child did. */
export type FlowEvent =
  | { type: 'primary' }
  | { type: 'back' }
  | { type: 'submitted'; pageCount?: number }
  | { type: 'loaded'; pageCount: number };

/** Spec 1 §4: what the screen must do after a step. */
export type FlowEffect =
  | 'loadQuiz'
  | 'submitQuizLog'
  | 'loadSurvey'
  | 'submitSurveyLog'
  | 'markTaken'
  | 'closeAndOpenTakeAssessment'
  | 'goHome';

/** Spec 1 §4: the lesson index of the quiz (0) and of the survey (1) in the course. */
export const QUIZ_LESSON_INDEX = 0;
/** Spec 1 §4: the survey is lesson 1. */
export const SURVEY_LESSON_INDEX = 1;

/** Spec 1 §4: the flow opens on the StartQuiz overview, page 1. */
export function initialFlow(pageCount: number): FlowState {
  return { overview: OverviewType.StartQuiz, mode: ScreenMode.Overview, page: 1, pageCount };
}

/** Spec 1 §4: whether the quiz screen is showing the survey rather than the quiz. */
export function isSurvey(state: FlowState): boolean {
  return state.overview === OverviewType.StartEnq || state.overview === OverviewType.EndEnq;
}

/** Spec 1 §4: the message code of the main button's label in a state (catalogue `labels.assessmentButton`). */
export function primaryButtonLabel(state: FlowState): string {
  const label = (name: string) => messageCode(`labels.assessmentButton.${name}`);
  if (state.mode === ScreenMode.Quiz) return label(state.page >= state.pageCount ? 'submitAnswers' : 'next');
  switch (state.overview) {
    case OverviewType.StartQuiz:
      return label('startTest');
    case OverviewType.EndQuiz:
      return label('toSurvey');
    case OverviewType.StartEnq:
      return label('startSurvey');
    default:
      return label('finish');
  }
}

/**
 * Spec 1 §4 "Assessment flow": the next state and the side effect for an event. Submissions only
 * move on once the screen reports `submitted` (the log was sent successfully); the screen checks
 * for unanswered questions before it sends.
 */
export function stepFlow(state: FlowState, event: FlowEvent): { state: FlowState; effect?: FlowEffect } {
  switch (event.type) {
    case 'loaded':
      return { state: { ...state, pageCount: event.pageCount, page: 1 } };
    case 'primary':
      return primary(state);
    case 'submitted':
      return submitted(state, event.pageCount);
    case 'back':
      return back(state);
  }
}

function primary(state: FlowState): { state: FlowState; effect?: FlowEffect } {
  if (state.mode === ScreenMode.Quiz) {
    if (state.page < state.pageCount) return { state: { ...state, page: state.page + 1 } };
    return { state, effect: isSurvey(state) ? 'submitSurveyLog' : 'submitQuizLog' };
  }
  switch (state.overview) {
    case OverviewType.StartQuiz:
      return { state: { ...state, mode: ScreenMode.Quiz, page: 1 } };
    case OverviewType.EndQuiz:
      return {
        state: { ...state, overview: OverviewType.StartEnq, mode: ScreenMode.Quiz, page: 1 },
        effect: 'loadSurvey',
      };
    case OverviewType.StartEnq:
      return { state: { ...state, mode: ScreenMode.Quiz, page: 1 }, effect: 'loadSurvey' };
    default:
      return { state, effect: 'closeAndOpenTakeAssessment' };
  }
}

function submitted(state: FlowState, pageCount?: number): { state: FlowState; effect?: FlowEffect } {
  if (state.mode !== ScreenMode.Quiz) return { state };
  // After the last page the page index goes back to 1.
  const reset = { ...state, mode: ScreenMode.Overview, page: 1, pageCount: pageCount ?? state.pageCount };
  if (isSurvey(state)) return { state: { ...reset, overview: OverviewType.EndEnq }, effect: 'markTaken' };
  return { state: { ...reset, overview: OverviewType.EndQuiz } };
}

function back(state: FlowState): { state: FlowState; effect?: FlowEffect } {
  if (state.mode === ScreenMode.Quiz && state.page > 1) return { state: { ...state, page: state.page - 1 } };
  switch (state.overview) {
    case OverviewType.EndEnq:
      return {
        state: { ...state, overview: OverviewType.StartEnq, mode: ScreenMode.Quiz, page: 1 },
        effect: 'loadSurvey',
      };
    case OverviewType.StartEnq:
      return { state: { ...state, overview: OverviewType.EndQuiz, mode: ScreenMode.Overview, page: 1 } };
    case OverviewType.EndQuiz:
      return {
        state: { ...state, overview: OverviewType.StartQuiz, mode: ScreenMode.Quiz, page: 1 },
        effect: 'loadQuiz',
      };
    default:
      if (state.mode === ScreenMode.Quiz) return { state: { ...state, mode: ScreenMode.Overview, page: 1 } };
      return { state, effect: 'goHome' };
  }
}
