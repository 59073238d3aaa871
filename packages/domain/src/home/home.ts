import { LECTURES } from '../enums/enums';
import { sidebarMenu } from '../navigation/navigation';
import { messageCode } from '../validation/codes';

/** Spec 1 §2 / §9: home lists show 4 per page. */
export const HOME_LIST_PAGE_SIZE = 4;

/** Spec 1 §3: a carousel item. */
export interface CarouselItem {
  sortOrder: number;
  url?: string | null;
  imagePath?: string | null;
}

/**
 * Spec 1 §2 "Home page": how the carousel behaves. Its interval (7000 ms) and slides per width (1, 1.2 from
 * 869px) are the look of the kit's Carousel: `timings` and `carouselSlidesPerView` in @portal/ui (ADR 026).
 */
export interface CarouselDecision<T> {
  items: T[];
  /** Only a carousel with more than 1 item; a single item shows as a plain banner. */
  isCarousel: boolean;
  loop: true;
  pauseOnHover: true;
}

/** Spec 1 §2: wraps, pauses on hover, by sortOrder. */
export function carouselDecision<T extends CarouselItem>(items: readonly T[]): CarouselDecision<T> {
  return {
    items: [...items].sort((a, b) => a.sortOrder - b.sortOrder),
    isCarousel: items.length > 1,
    loop: true,
    pauseOnHover: true,
  };
}

/** Spec 1 §2: a missing image falls back to a default. */
export function imageOrDefault(path: string | null | undefined, fallback: string): string {
  return path?.trim() ? path : fallback;
}

/**
 * Spec 1 §2 "Home page": the home sections in order, for a role. The online application box follows the
 * membership reminder for the roles whose sidebar has the online application entry (ADR 022).
 */
export function homeSections(role: number): string[] {
  const onlineApply = sidebarMenu(role).some(({ items }) => items.includes('onlineApply'));
  return [
    'carousel',
    ...(role === 7 ? [] : ['nextLessons']),
    'trial',
    'membershipReminder',
    ...(onlineApply ? ['onlineApply'] : []),
    'assessment',
    ...(role === 6 ? ['announcements'] : []),
    'information',
    'faq',
    ...(role === 6 ? ['chatBot'] : []),
  ];
}

/**
 * Spec 1 §2 "Columns": a course's name in the filter, prefixed with its lecture's name when its kozaCd is
 * SCIENCE_GATES. The prefix is the lecture's brand name, data like the course name (ADR 027), so it is
 * read from `LECTURES` rather than worded by the catalogue.
 */
export function columnCourseName(course: { courseName: string; kozaCd?: string | null }): string {
  if (course.kozaCd !== 'SCIENCE_GATES') return course.courseName;
  const lecture = LECTURES.find((l) => l.code === 'SCIENCE_GATES')?.label;
  return `${lecture} ${course.courseName}`;
}

/** Spec 1 §2 "Columns": the empty state's message code: no courses, or no columns published (ADR 027). */
export function columnEmptyMessage(courseCount: number, columnCount: number): string | null {
  if (courseCount === 0) return messageCode('notices.columns.noCourse');
  if (columnCount === 0) return messageCode('notices.columns.noColumns');
  return null;
}

/** Spec 1 §2 "Columns": pagination shows only with more than 1 page. */
export function showPager(lastPage: number): boolean {
  return lastPage > 1;
}
