import { TIMINGS } from '../timing/timing';

/** Spec 1 §2 / §9: the sidebar breakpoint; from this width the carousel shows 1.2 items. */
export const SIDEBAR_BREAKPOINT = 869;
/** Spec 1 §9: mobile is at most this width (calendar, columns). */
export const MOBILE_MAX_WIDTH = 767;
/** Spec 1 §9: the chat's mobile breakpoint. */
export const CHAT_MOBILE_WIDTH = 768;
/** Spec 1 §2 / §9: home lists show 4 per page. */
export const HOME_LIST_PAGE_SIZE = 4;

/** Spec 1 §3: a carousel item. */
export interface CarouselItem {
  sortOrder: number;
  url?: string | null;
  imagePath?: string | null;
}

/** Spec 1 §2 "Home page": how the carousel behaves. */
export interface CarouselDecision<T> {
  items: T[];
  /** Only a carousel with more than 1 item; a single item shows as a plain banner. */
  isCarousel: boolean;
  autoplayMs: typeof TIMINGS.carouselAutoplayMs;
  loop: true;
  pauseOnHover: true;
  slidesPerView: 1 | 1.2;
}

/** Spec 1 §2: autoplay 7000 ms, wraps, pauses on hover, 1 item (1.2 from 869px), by sortOrder. */
export function carouselDecision<T extends CarouselItem>(
  items: readonly T[],
  viewportWidth: number,
): CarouselDecision<T> {
  return {
    items: [...items].sort((a, b) => a.sortOrder - b.sortOrder),
    isCarousel: items.length > 1,
    autoplayMs: TIMINGS.carouselAutoplayMs,
    loop: true,
    pauseOnHover: true,
    slidesPerView: viewportWidth >= SIDEBAR_BREAKPOINT ? 1.2 : 1,
  };
}

/** Spec 1 §2: a missing image falls back to a default. */
export function imageOrDefault(path: string | null | undefined, fallback: string): string {
  return path?.trim() ? path : fallback;
}

/** Spec 1 §2 "Home page": the home sections in order, for a role. */
export function homeSections(role: number): string[] {
  return [
    'carousel',
    ...(role === 7 ? [] : ['nextLessons']),
    'trial',
    'membershipReminder',
    'assessment',
    ...(role === 6 ? ['announcements'] : []),
    'information',
    'faq',
    ...(role === 6 ? ['chatBot'] : []),
  ];
}

/** Spec 1 §2: the public date on home is its first 11 characters. */
export function homePublicDate(publicDate: string): string {
  return publicDate.slice(0, 11);
}

/** Spec 1 §2 "FAQ": the last-updated date as year/month/day zero-padded. */
export function faqDate(date: string): string {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(date);
  if (!m) return date;
  return `${m[1]}/${m[2]?.padStart(2, '0')}/${m[3]?.padStart(2, '0')}`;
}

/** Spec 1 §2 "Columns": the name prefix of a SCIENCE_GATES course. */
export const SCIENCE_GATES_PREFIX = 'サイエンス教室 ';

/** Spec 1 §2 "Columns": a course's name in the filter, prefixed when its kozaCd is SCIENCE_GATES. */
export function columnCourseName(course: { courseName: string; kozaCd?: string | null }): string {
  return course.kozaCd === 'SCIENCE_GATES' ? `${SCIENCE_GATES_PREFIX}${course.courseName}` : course.courseName;
}

/** Spec 1 §2 "Columns": the empty state: no courses, or no columns published. */
export function columnEmptyMessage(courseCount: number, columnCount: number): string | null {
  if (courseCount === 0) return '受講中のロボット教室コースがありません';
  if (columnCount === 0) return '公開中のコラムはありません';
  return null;
}

/** Spec 1 §2 "Columns": pagination shows only with more than 1 page. */
export function showPager(lastPage: number): boolean {
  return lastPage > 1;
}

/** Spec 1 §8: the text of an unset name. */
export function displayName(lastName: string | null | undefined, firstName: string | null | undefined): string {
  const name = [lastName, firstName].filter((n) => n?.trim()).join(' ');
  return name === '' ? '名前未登録' : name;
}
