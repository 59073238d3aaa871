import type { FileRoutesByTo } from '../routeTree.gen';

/** A path of a page that exists: checked against the route tree, so a renamed route fails the type check. */
const page = <const T extends keyof FileRoutesByTo>(path: T) => path;

/**
 * The built pages the menus link to (spec 1 §2 "Route names and paths"). Screens link to each other with
 * typed `linkOptions` (`to`, `params`, `search`) and `useHref`; the menus are plain data, so they use these.
 */
export const pagePaths = {
  announcementList: page('/announcement/list'),
  informationList: page('/information/list'),
  inviteTop: page('/invite/top'),
  trialClassConfirm: page('/trialclassConfirm'),
  documentList: page('/document/list'),
  columnList: page('/column/list'),
  lms: page('/lms'),
  privacyMain: page('/privacy/main'),
  privacyTemp: page('/privacy/temp'),
  calendar: page('/schedule/calendar'),
  attendanceList: page('/attendanceInfo/list'),
  /** The public trial-lesson booking (spec 2 §2.3), where a family starts looking for a classroom. */
  trial: page('/trial'),
  consult: page('/consult'),
} as const;

/**
 * The paths spec 1 §2 and spec 2 §2 name whose screens are still to build: the one list of what is coming.
 * Each opens 「このページは準備中です」 in the shell (COPY.md), never "not found"; when an area lands, its
 * paths leave this list and its links move to `pagePaths` or typed links (`comingSoon.test.ts` fails while a
 * built route is still listed). `$name` is one path segment of any value: such a pattern is not a link.
 */
export const paths = {
  chatClassSelect: '/chat/class_select',
  chatMessage: '/chat/message',
  studentLessonRecordList: '/studentLessonRecord/list',
  /** With `?id=`. */
  studentLessonRecordDetail: '/studentLessonRecord/detail',
  lessonRecordList: '/lessonRecord/list',
  lessonRecordDetail: '/lessonRecord/detail',
  assessmentTake: '/assessment/take',
  assessmentReport: '/assessment/report',
  assessmentQuiz: '/quiz/$lmsCode/$mkSeitoNo/$assessmentTestCode',
  applyPrint: '/apply/print',
  onlineApplyList: '/online_apply/list',
} as const;

/** Spec 2 §2.1 / §2.2: the steps of a membership application (the notes screen has no path in the spec). */
const applicationSteps = [
  'list',
  'content_conf',
  'cost_conf',
  'tos',
  'intro',
  'input',
  'input_conf',
  'input_complete',
  'final_conf',
  'complete',
  'complete_registration',
] as const;

/** Every path still to build: `paths` and the steps of both application families. */
export const comingSoonPaths: readonly string[] = [
  ...new Set([
    ...Object.values(paths),
    ...applicationSteps.map((step) => `/online_apply/${step}`),
    '/no_account/online_apply',
    ...['verify_identity', ...applicationSteps].map((step) => `/no_account/online_apply/${step}`),
  ]),
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a pathname (no query) is a screen still to build; a trailing slash does not matter. */
export function isComingSoon(pathname: string): boolean {
  const parts = segments(pathname);
  return comingSoonPaths.some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === parts.length &&
      expected.every((segment, i) => (segment.startsWith('$') ? parts[i] !== '' : segment === parts[i]))
    );
  });
}
