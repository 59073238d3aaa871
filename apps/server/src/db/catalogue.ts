import { COURSES_BY_LECTURE, LECTURES as DOMAIN_LECTURES, type LectureCode } from '@portal/domain';

/**
 * The spec's lecture and course enumerations (1-portal.md §3, 2-application.md) as the lectures and
 * courses tables hold them, derived from @portal/domain, the single source of codes and names. The
 * rows are inserted by migrations 0001_catalogue and renamed to domain's labels by 0006_catalogue_names;
 * the demo seed test checks that the tables still equal this list.
 */
export const LECTURES: readonly { id: number; code: LectureCode; name: string }[] = DOMAIN_LECTURES.map((l) => ({
  id: l.id,
  code: l.code,
  name: l.label,
}));

export type { LectureCode };

/** Domain types course codes as plain strings; the courses table's foreign keys reject unknown ones. */
export type CourseCode = string;

/** Courses in the spec's order (lecture by lecture), which is the table's sort_order. */
export const COURSES: readonly { code: CourseCode; lectureId: number; name: string }[] = DOMAIN_LECTURES.flatMap((l) =>
  COURSES_BY_LECTURE[l.code].map((c) => ({ code: c.id, lectureId: l.id, name: c.label })),
);
