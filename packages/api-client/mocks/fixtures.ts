/** Every fixture, as one namespace for stories and tests (`fixtures.user(6)`); each area keeps its own file. */

export * from './areas/applications/fixtures';
export * from './areas/chat/fixtures';
export * from './areas/content/fixtures';
export * from './areas/home/fixtures';
export * from './areas/lessonRecord/fixtures';
export * from './areas/lms/fixtures';
export * from './areas/news/fixtures';
export * from './areas/notification/fixtures';
export { absenceReport, absenceSettings, transferCandidate } from './areas/schedule/absence';
export * from './areas/schedule/fixtures';
export { staffLesson, staffRosterChild } from './areas/schedule/staffLessons';
export * from './areas/session/fixtures';
export * from './shared/fixtures';
