import { initialFlow, OverviewType, ScreenMode } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canGoBack,
  clearProgress,
  freshProgress,
  hasStarted,
  loadProgress,
  logRefusal,
  progressKey,
  saveProgress,
} from './playerState';

const key = progressKey('ASM-ADVANCE1', '13010417', 'AT2026-ADV');

describe('the player keeps its place and answers', () => {
  afterEach(() => localStorage.clear());

  it('comes back at the same page with the answers chosen so far', () => {
    const progress = {
      flow: { overview: OverviewType.StartQuiz, mode: ScreenMode.Quiz, page: 5, pageCount: 24 },
      quiz: { 101: 2, 102: 1 },
      survey: {},
    };
    saveProgress(key, progress);
    expect(loadProgress(key)).toEqual(progress);
    expect(hasStarted(progress)).toBe(true);
    // Each child's test has its own place.
    expect(loadProgress(progressKey('ASM-ADVANCE1', '13030158', 'AT2026-ADV'))).toBeNull();
    clearProgress(key);
    expect(loadProgress(key)).toBeNull();
  });

  it('starts over rather than trusting a damaged or foreign entry', () => {
    for (const value of [
      'not json',
      '{}',
      JSON.stringify({ flow: { overview: 7, mode: 1, page: 1, pageCount: 1 }, quiz: {}, survey: {} }),
      JSON.stringify({ flow: { overview: 0, mode: 1, page: 0, pageCount: 1 }, quiz: {}, survey: {} }),
      JSON.stringify({ flow: initialFlow(3), quiz: { 1: 'a' }, survey: {} }),
    ]) {
      localStorage.setItem(key, value);
      expect(loadProgress(key), value).toBeNull();
    }
  });

  it('counts a fresh start as not started', () => {
    expect(hasStarted(freshProgress())).toBe(false);
  });
});

describe('a sent log cannot be answered again', () => {
  it('offers no way back from the end-of-quiz and finish screens, and every other way back', () => {
    expect(canGoBack({ overview: OverviewType.EndQuiz, mode: ScreenMode.Overview, page: 1, pageCount: 3 })).toBe(false);
    expect(canGoBack({ overview: OverviewType.EndEnq, mode: ScreenMode.Overview, page: 1, pageCount: 3 })).toBe(false);
    expect(canGoBack(initialFlow(24))).toBe(true);
    expect(canGoBack({ overview: OverviewType.StartQuiz, mode: ScreenMode.Quiz, page: 3, pageCount: 24 })).toBe(true);
    expect(canGoBack({ overview: OverviewType.StartEnq, mode: ScreenMode.Quiz, page: 1, pageCount: 3 })).toBe(true);
  });

  it('reads a 409 or a 404 of a log as already sent, anything else as a failed send', () => {
    expect(logRefusal(409)).toBe('alreadySent');
    expect(logRefusal(404)).toBe('alreadySent');
    expect(logRefusal(500)).toBe('failed');
    expect(logRefusal(undefined)).toBe('failed');
  });
});
