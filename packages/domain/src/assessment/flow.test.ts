import { describe, expect, it } from 'vitest';
import {
  type FlowEvent,
  type FlowState,
  initialFlow,
  OverviewType,
  primaryButtonLabel,
  ScreenMode,
  stepFlow,
} from './flow';

function run(start: FlowState, events: FlowEvent['type'][]) {
  const effects: string[] = [];
  let state = start;
  for (const type of events) {
    const r = stepFlow(state, type === 'loaded' ? { type, pageCount: 2 } : ({ type } as FlowEvent));
    state = r.state;
    if (r.effect) effects.push(r.effect);
  }
  return { state, effects };
}

describe('assessment flow forward', () => {
  it('starts on the StartQuiz overview at page 1', () => {
    expect(initialFlow(3)).toEqual({ overview: 0, mode: 0, page: 1, pageCount: 3 });
    expect(primaryButtonLabel(initialFlow(3))).toBe('labels.assessmentButton.startTest');
  });

  it('goes through the quiz, then sends the quiz log on the last page', () => {
    const { state, effects } = run(initialFlow(3), ['primary', 'primary', 'primary']);
    expect(state).toMatchObject({ mode: ScreenMode.Quiz, page: 3 });
    expect(primaryButtonLabel(state)).toBe('labels.assessmentButton.submitAnswers');
    expect(run(state, ['primary']).effects).toEqual(['submitQuizLog']);
    expect(effects).toEqual([]);
  });

  it('moves to EndQuiz with the page reset to 1 once the quiz log is sent', () => {
    const { state } = run(initialFlow(2), ['primary', 'primary', 'primary', 'submitted']);
    expect(state).toMatchObject({ overview: OverviewType.EndQuiz, mode: ScreenMode.Overview, page: 1 });
    expect(primaryButtonLabel(state)).toBe('labels.assessmentButton.toSurvey');
  });

  it('loads the survey, sends its log on the last page, then ends and marks the test taken', () => {
    const atEndQuiz = run(initialFlow(1), ['primary', 'primary', 'submitted']).state;
    const toSurvey = run(atEndQuiz, ['primary', 'loaded']);
    expect(toSurvey.effects).toEqual(['loadSurvey']);
    expect(toSurvey.state).toMatchObject({
      overview: OverviewType.StartEnq,
      mode: ScreenMode.Quiz,
      page: 1,
      pageCount: 2,
    });
    const done = run(toSurvey.state, ['primary', 'primary', 'submitted']);
    expect(done.effects).toEqual(['submitSurveyLog', 'markTaken']);
    expect(done.state).toMatchObject({ overview: OverviewType.EndEnq, mode: ScreenMode.Overview, page: 1 });
    expect(primaryButtonLabel(done.state)).toBe('labels.assessmentButton.finish');
    expect(run(done.state, ['primary']).effects).toEqual(['closeAndOpenTakeAssessment']);
  });

  it('starts the survey from a StartEnq overview and ignores a stray submit on an overview', () => {
    const overview: FlowState = { overview: OverviewType.StartEnq, mode: ScreenMode.Overview, page: 1, pageCount: 2 };
    expect(primaryButtonLabel(overview)).toBe('labels.assessmentButton.startSurvey');
    expect(stepFlow(overview, { type: 'primary' })).toEqual({
      state: { ...overview, mode: ScreenMode.Quiz },
      effect: 'loadSurvey',
    });
    expect(stepFlow(overview, { type: 'submitted' }).state).toBe(overview);
  });

  it('shows 次へ before the last page', () => {
    expect(primaryButtonLabel({ overview: 0, mode: 1, page: 1, pageCount: 2 })).toBe('labels.assessmentButton.next');
  });
});

describe('assessment flow back arrow', () => {
  it('goes to the previous page above page 1', () => {
    expect(stepFlow({ overview: 0, mode: 1, page: 3, pageCount: 3 }, { type: 'back' }).state.page).toBe(2);
    expect(stepFlow({ overview: 2, mode: 1, page: 2, pageCount: 3 }, { type: 'back' }).state.page).toBe(1);
  });

  it('on page 1 goes back a step: EndEnq to the survey', () => {
    const r = stepFlow(
      { overview: OverviewType.EndEnq, mode: ScreenMode.Overview, page: 1, pageCount: 2 },
      { type: 'back' },
    );
    expect(r).toEqual({ state: { overview: 2, mode: 1, page: 1, pageCount: 2 }, effect: 'loadSurvey' });
  });

  it('on page 1 goes back a step: StartEnq to EndQuiz', () => {
    const r = stepFlow(
      { overview: OverviewType.StartEnq, mode: ScreenMode.Quiz, page: 1, pageCount: 2 },
      { type: 'back' },
    );
    expect(r.state).toMatchObject({ overview: OverviewType.EndQuiz, mode: ScreenMode.Overview });
  });

  it('on page 1 goes back a step: EndQuiz to the quiz', () => {
    const r = stepFlow(
      { overview: OverviewType.EndQuiz, mode: ScreenMode.Overview, page: 1, pageCount: 2 },
      { type: 'back' },
    );
    expect(r).toEqual({ state: { overview: 0, mode: 1, page: 1, pageCount: 2 }, effect: 'loadQuiz' });
  });

  it('from the first quiz page goes to the StartQuiz overview, and from there Home', () => {
    const overview = stepFlow({ overview: 0, mode: 1, page: 1, pageCount: 2 }, { type: 'back' });
    expect(overview.state).toMatchObject({ overview: 0, mode: 0 });
    expect(stepFlow(overview.state, { type: 'back' }).effect).toBe('goHome');
  });
});
