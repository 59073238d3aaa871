import { TIMINGS } from '../timing/timing';
import { messageCode } from '../validation/codes';

/** Spec 1 §2 "Video lessons": the message codes of the period labels of course RA. */
export function raPeriodLabel(courseCd: string, period: string | null | undefined): string | null {
  if (courseCd !== 'RA') return null;
  if (period === 'first') return messageCode('labels.raPeriod.first');
  if (period === 'second') return messageCode('labels.raPeriod.second');
  return null;
}

/** Spec 1 §5: a lesson without an lmsCode cannot be opened. */
export function canOpenLesson(lesson: { lmsCode?: string | null; lms_code?: string | null }): boolean {
  return Boolean(lesson.lmsCode ?? lesson.lms_code);
}

/**
 * Spec 1 §2: the message code of the toast of a lesson without a video (ADR 027); how long it stays is the
 * kit's toast time (`timings.toastMs` in @portal/ui/styles).
 */
export const VIDEO_NOT_FOUND = messageCode('notices.lms.videoNotFound');

/** Spec 1 §2 "/lms/detail": the optional lessonId path segment converted to a number. */
export function parseLessonId(segment: string | null | undefined): number | null {
  if (segment == null || segment.trim() === '') return null;
  const n = Number(segment);
  return Number.isInteger(n) ? n : Number.NaN;
}

/**
 * Spec 1 §2 "Video lessons" detail: a missing lessonId goes to the first lesson, a known one shows with its
 * previous and next lessons. An unknown one is `notFound`: the page says so with the way back to the list
 * (issue 31 item 9; the spec's redirect Home left the reader without a word).
 */
export function resolveLesson<T extends { id: number }>(
  lessons: readonly T[],
  lessonId: number | null,
):
  | { kind: 'redirectToFirst'; lessonId: number }
  | { kind: 'notFound' }
  | { kind: 'show'; lesson: T; previous: T | null; next: T | null } {
  if (lessonId === null) {
    const first = lessons[0];
    return first ? { kind: 'redirectToFirst', lessonId: first.id } : { kind: 'notFound' };
  }
  const index = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[index];
  if (!lesson) return { kind: 'notFound' };
  return { kind: 'show', lesson, previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}

/**
 * Spec 1 §8 "Video": this month's course answer is a course only when it has a lesson to open. Nothing,
 * an empty list (the provider's "none") or a course without lessons reads as "no videos this month".
 */
export function hasLmsLessons(course: unknown): boolean {
  if (typeof course !== 'object' || course === null || Array.isArray(course)) return false;
  const subjects = (course as { lms?: { subject?: unknown } }).lms?.subject;
  return (
    Array.isArray(subjects) &&
    subjects.some((subject: { lesson?: unknown } | null) => Array.isArray(subject?.lesson) && subject.lesson.length > 0)
  );
}

/** Spec 1 §3: an LMS course's title: `title` when robot_no is SU, otherwise `name`. */
export function lmsCourseTitle(course: {
  robot_no?: string | null;
  title?: string | null;
  name?: string | null;
}): string {
  return (course.robot_no === 'SU' ? course.title : course.name) ?? '';
}

/** Spec 1 §2 "Video lessons": the message codes of the empty and error texts. */
export const LMS_MESSAGES = {
  noThisMonth: messageCode('notices.lms.noThisMonth'),
  noPast: messageCode('notices.lms.noPast'),
  noRobotKid: messageCode('notices.lms.noRobotKid'),
} as const;

/** Spec 1 §2: the player is polled every 100 ms for about 5 s. */
export const PLAYER_POLL = {
  intervalMs: TIMINGS.playerPollIntervalMs,
  timeoutMs: TIMINGS.playerPollTimeoutMs,
} as const;
