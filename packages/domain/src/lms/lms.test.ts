import { describe, expect, it } from 'vitest';
import {
  canOpenLesson,
  hasLmsLessons,
  lmsCourseTitle,
  parseLessonId,
  raPeriodLabel,
  resolveLesson,
  VIDEO_NOT_FOUND,
} from './lms';

describe('VIDEO_NOT_FOUND', () => {
  it('is a message code', () => {
    expect(VIDEO_NOT_FOUND).toBe('notices.lms.videoNotFound');
  });
});

describe('raPeriodLabel', () => {
  it('labels the RA periods and nothing else', () => {
    expect(raPeriodLabel('RA', 'first')).toBe('labels.raPeriod.first');
    expect(raPeriodLabel('RA', 'second')).toBe('labels.raPeriod.second');
    expect(raPeriodLabel('RA', null)).toBeNull();
    expect(raPeriodLabel('RM', 'first')).toBeNull();
  });
});

describe('lessons', () => {
  const lessons = [{ id: 10 }, { id: 11 }, { id: 12 }];

  it('opens only lessons with an lmsCode', () => {
    expect(canOpenLesson({ lmsCode: 'LMS-1' })).toBe(true);
    expect(canOpenLesson({ lms_code: 'LMS-1' })).toBe(true);
    expect(canOpenLesson({ lmsCode: '' })).toBe(false);
    expect(canOpenLesson({})).toBe(false);
  });

  it('converts the lessonId segment to a number', () => {
    expect(parseLessonId('12')).toBe(12);
    expect(parseLessonId(undefined)).toBeNull();
    expect(parseLessonId('')).toBeNull();
    expect(parseLessonId('abc')).toBeNaN();
  });

  it('redirects a missing lessonId to the first lesson and finds no unknown one', () => {
    expect(resolveLesson(lessons, null)).toEqual({ kind: 'redirectToFirst', lessonId: 10 });
    expect(resolveLesson([], null)).toEqual({ kind: 'notFound' });
    expect(resolveLesson(lessons, 99)).toEqual({ kind: 'notFound' });
    expect(resolveLesson(lessons, Number.NaN)).toEqual({ kind: 'notFound' });
  });

  it("takes this month's course answer as a course only when it has a lesson", () => {
    const course = (lesson: unknown[]) => ({ lms: { subject: [{ id: 1, subject_name: '1日目', lesson }] } });
    expect(hasLmsLessons(course([{ id: 1, lesson_name: 'はじめに' }]))).toBe(true);
    for (const empty of [null, undefined, [], {}, { lms: {} }, { lms: { subject: [] } }, course([]), 'none']) {
      expect(hasLmsLessons(empty)).toBe(false);
    }
  });

  it('offers previous and next lessons', () => {
    expect(resolveLesson(lessons, 10)).toEqual({ kind: 'show', lesson: { id: 10 }, previous: null, next: { id: 11 } });
    expect(resolveLesson(lessons, 12)).toEqual({ kind: 'show', lesson: { id: 12 }, previous: { id: 11 }, next: null });
  });

  it('titles an SU course by title and others by name', () => {
    expect(lmsCourseTitle({ robot_no: 'SU', title: '特別講座', name: 'x' })).toBe('特別講座');
    expect(lmsCourseTitle({ robot_no: 'R1', title: 'x', name: 'ロボット1' })).toBe('ロボット1');
    expect(lmsCourseTitle({})).toBe('');
  });
});
