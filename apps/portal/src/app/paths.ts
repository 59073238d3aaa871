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
  assessmentTake: page('/assessment/take'),
  assessmentReport: page('/assessment/report'),
  chatClassSelect: page('/chat/class_select'),
  chatMessage: page('/chat/message'),
  /** Spec 2 §2.1: the online membership application's list. */
  onlineApplyList: page('/online_apply/list'),
  applyPrint: page('/apply/print'),
  studentLessonRecordList: page('/studentLessonRecord/list'),
  studentLessonRecordDetail: page('/studentLessonRecord/detail'),
  lessonRecordList: page('/lessonRecord/list'),
  lessonRecordDetail: page('/lessonRecord/detail'),
} as const;
