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
 * Spec 1 §2 "Video lessons" detail: a missing lessonId goes to the first lesson, an unknown one to Home,
 * a known one shows with its previous and next lessons.
 */
export function resolveLesson<T extends { id: number }>(
  lessons: readonly T[],
  lessonId: number | null,
):
  | { kind: 'redirectToFirst'; lessonId: number }
  | { kind: 'home' }
  | { kind: 'show'; lesson: T; previous: T | null; next: T | null } {
  if (lessonId === null) {
    const first = lessons[0];
    return first ? { kind: 'redirectToFirst', lessonId: first.id } : { kind: 'home' };
  }
  const index = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[index];
  if (!lesson) return { kind: 'home' };
  return { kind: 'show', lesson, previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
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
