import { type FlowState, initialFlow, OverviewType, ScreenMode } from '@portal/domain';

/** Where the child is and every answer chosen so far: kept at once, so a reload resumes at the same page. */
export type PlayerProgress = {
  flow: FlowState;
  /** Chosen choice id per question (contentId), quiz and survey apart. */
  quiz: Record<number, number>;
  survey: Record<number, number>;
};

export const progressKey = (lmsCode: string, mkSeitoNo: string, testCode: string) =>
  `assessmentPlayer:${lmsCode}:${mkSeitoNo}:${testCode}`;

const isFlow = (value: unknown): value is FlowState => {
  const f = value as FlowState | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    Object.values(OverviewType).includes(f.overview) &&
    Object.values(ScreenMode).includes(f.mode) &&
    Number.isInteger(f.page) &&
    f.page >= 1 &&
    Number.isInteger(f.pageCount)
  );
};

const isAnswers = (value: unknown): value is Record<number, number> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => Number.isInteger(v));

/**
 * Local storage, not the session's: the tab may be closed or lose its connection mid-test, and the child
 * comes back to the same question with the answers chosen so far.
 */
export function loadProgress(key: string): PlayerProgress | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<PlayerProgress> | null;
    if (!value || !isFlow(value.flow) || !isAnswers(value.quiz) || !isAnswers(value.survey)) return null;
    return { flow: value.flow, quiz: value.quiz, survey: value.survey };
  } catch {
    return null;
  }
}

export function saveProgress(key: string, progress: PlayerProgress): void {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Storage full or off: the test still works, only a reload starts it over.
  }
}

export function clearProgress(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export const freshProgress = (): PlayerProgress => ({ flow: initialFlow(0), quiz: {}, survey: {} });

/** Whether anything of the test was done before (the player then says it resumed). */
export const hasStarted = (p: PlayerProgress) =>
  p.flow.overview !== OverviewType.StartQuiz || p.flow.mode !== ScreenMode.Overview || Object.keys(p.quiz).length > 0;

/**
 * Whether the back arrow may leave this screen. The end-of-quiz and finish screens come after a log was sent:
 * walking back from them would only let the child answer again what the server already holds (issue 30).
 */
export const canGoBack = (flow: FlowState) =>
  !(
    flow.mode === ScreenMode.Overview &&
    (flow.overview === OverviewType.EndQuiz || flow.overview === OverviewType.EndEnq)
  );

/**
 * What a refused learning log means. 409: this log was sent before (another tab, or a send whose answer was
 * lost); 404 after the check let the child in: the test is no longer open, taken already. Either way the answers
 * on screen were not saved, and the screen must say so rather than move on as if they were.
 */
export function logRefusal(status: number | undefined): 'alreadySent' | 'failed' {
  return status === 409 || status === 404 ? 'alreadySent' : 'failed';
}
