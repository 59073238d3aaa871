import { ja, translator } from '@portal/messages';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import { wordMessage } from '../validation/codes';
import {
  assessmentItemActions,
  assessmentItemState,
  choiceColumns,
  emptyAnswerSet,
  learningLogPayload,
  recordAnswer,
  takeTestList,
  unansweredDialog,
  unansweredQuestions,
} from './items';

describe('assessment item state', () => {
  it('labels not taken, taken and can retake', () => {
    expect(assessmentItemActions({ takeDate: null, isTake: 0 })).toEqual({
      state: 'notTaken',
      label: 'labels.assessmentItem.notTaken',
      canTake: true,
      canViewResult: false,
      greyedOut: false,
    });
    expect(assessmentItemActions({ takeDate: '2025-05-10', isTake: 1 })).toMatchObject({
      label: 'labels.assessmentItem.taken',
      canTake: false,
      canViewResult: true,
      greyedOut: true,
    });
    expect(assessmentItemActions({ takeDate: '2025-05-10', isTake: 0 })).toMatchObject({
      label: 'labels.assessmentItem.canRetake',
      canTake: true,
      canViewResult: true,
      greyedOut: false,
    });
  });

  it('offers neither taking nor the result while on leave', () => {
    expect(assessmentItemState({ takeDate: '2025-05-10', isTake: 0, kongetsuZaisekiStatus: 'KYUKAI' })).toBe('onLeave');
    expect(assessmentItemActions({ takeDate: '2025-05-10', isTake: 0, kongetsuZaisekiStatus: 'KYUKAI' })).toMatchObject(
      {
        canTake: false,
        canViewResult: false,
        greyedOut: true,
      },
    );
  });
});

describe('takeTestList', () => {
  const items = [
    { id: 'this-month', takeDate: '2025-01-20', isTake: 1 },
    { id: 'last-month', takeDate: '2024-12-20', isTake: 1 },
    { id: 'not-taken', takeDate: null, isTake: 0 },
    { id: 'slashes', takeDate: '2025/1/05', isTake: 1 },
  ];

  it('keeps items taken this month and items not yet taken', () => {
    expect(takeTestList(items, jstDate(2025, 1, 25)).map((i) => i.id)).toEqual(['this-month', 'not-taken', 'slashes']);
  });

  it('decides the month in JST at 23:59 on the last day of a month', () => {
    expect(takeTestList(items, jstDate(2025, 1, 31, 23, 59)).map((i) => i.id)).toContain('this-month');
    expect(takeTestList(items, new Date('2025-01-31T15:00:00Z')).map((i) => i.id)).toEqual(['not-taken']);
  });
});

describe('answers', () => {
  it('checks quiz answers against the correct answer', () => {
    let set = emptyAnswerSet([11, 12]);
    set = recordAnswer(set, 11, 'B', 'quiz', 'B');
    set = recordAnswer(set, 12, 'A', 'quiz', 'C');
    expect(set).toEqual([
      { contentId: 11, answers: 'B', correct: true },
      { contentId: 12, answers: 'A', correct: false },
    ]);
  });

  it('never marks a survey answer correct', () => {
    expect(recordAnswer(emptyAnswerSet([1]), 1, 'A', 'survey', 'A')[0]?.correct).toBe(false);
  });

  it('lists unanswered questions by number and builds the dialog', () => {
    const set = recordAnswer(emptyAnswerSet([1, 2, 3]), 2, 'A', 'quiz', 'A');
    expect(unansweredQuestions(set)).toEqual([1, 3]);
    const dialog = unansweredDialog([1, 3]);
    expect(dialog).toEqual({
      title: 'notices.assessment.unansweredTitle',
      lead: 'notices.assessment.unanswered',
      questions: ['notices.assessment.questionNumber?number=1', 'notices.assessment.questionNumber?number=3'],
      close: 'notices.assessment.close',
    });
    const japanese = (code: string) => wordMessage(code, translator(ja));
    expect(`${japanese(dialog.lead)}\n${dialog.questions.map(japanese).join('・')}`).toBe(
      '未回答の問題があります\n問題番号1・問題番号3',
    );
    expect([japanese(dialog.title), japanese(dialog.close)]).toEqual(['エラー', '閉じる']);
  });

  it('sizes the choice grid to the number of choices, 1 to 6', () => {
    expect([0, 1, 4, 6, 9].map(choiceColumns)).toEqual([1, 1, 4, 6, 6]);
  });
});

describe('learningLogPayload', () => {
  it('carries answers, id -1, JST time and date, epoch ms and humanId', () => {
    const now = jstDate(2025, 1, 31, 23, 59, 7);
    const answers = [{ contentId: 1, answers: 'A', correct: true }];
    expect(learningLogPayload(answers, 'H-1', now)).toEqual({
      answers,
      id: -1,
      logTime: '23:59:07',
      logDate: '2025-01-31',
      timestamp: now.getTime(),
      humanId: 'H-1',
    });
  });

  it('sends an empty list when there are no answers', () => {
    expect(learningLogPayload(null, 'H-1', new Date(0)).answers).toEqual([]);
  });
});
