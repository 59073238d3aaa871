import { isTermsAgreed, type TermsReading } from '../consent/consent';

/** Spec 1 §9 "Session keys": the prefix of every lesson-page key; logout removes them all (§4). */
export const LESSON_PAGE_KEY_PREFIX = 'lessonPage.';

/** Spec 1 §4 "Video lessons": the session keys of the selected child number, tab index and grid view. */
export const LESSON_PAGE_KEYS = {
  selectedChild: `${LESSON_PAGE_KEY_PREFIX}selectedChildNumber`,
  tabIndex: `${LESSON_PAGE_KEY_PREFIX}tabIndex`,
  gridView: `${LESSON_PAGE_KEY_PREFIX}gridView`,
} as const;

/** Spec 1 §2 "Video lessons": the tabs, this month's videos (0) and past videos (1). */
export const LMS_TABS = { thisMonth: 0, past: 1 } as const;

/** Spec 1 §2 "Video lessons": the tab index. */
export type LmsTab = (typeof LMS_TABS)[keyof typeof LMS_TABS];

/** Spec 1 §4 "Video lessons": what the video-lesson page keeps for the session. */
export interface LmsPageState {
  /** The selected child's student number (seito_no). */
  selectedChild: string | null;
  tab: LmsTab;
  gridView: boolean;
}

/** Spec 1 §9: the minimal session-storage surface the rules read and write (a Storage fits). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/**
 * Spec 1 §4 "Video lessons": restores the stored state; a stored child no longer among the robot-course
 * children, or none, falls back to the first child; anything unreadable falls back to this month's tab
 * and the list view.
 */
export function restoreLmsPageState(
  store: Pick<KeyValueStore, 'getItem'>,
  childNumbers: readonly string[],
): LmsPageState {
  const child = store.getItem(LESSON_PAGE_KEYS.selectedChild);
  const tab = store.getItem(LESSON_PAGE_KEYS.tabIndex) === String(LMS_TABS.past) ? LMS_TABS.past : LMS_TABS.thisMonth;
  const grid = store.getItem(LESSON_PAGE_KEYS.gridView);
  return {
    selectedChild: child !== null && childNumbers.includes(child) ? child : (childNumbers[0] ?? null),
    tab,
    gridView: grid === 'true',
  };
}

/** Spec 1 §4 "Video lessons": writes the state back under its three keys. */
export function storeLmsPageState(store: Pick<KeyValueStore, 'setItem' | 'removeItem'>, state: LmsPageState): void {
  if (state.selectedChild === null) store.removeItem(LESSON_PAGE_KEYS.selectedChild);
  else store.setItem(LESSON_PAGE_KEYS.selectedChild, state.selectedChild);
  store.setItem(LESSON_PAGE_KEYS.tabIndex, String(state.tab));
  store.setItem(LESSON_PAGE_KEYS.gridView, String(state.gridView));
}

/** Spec 1 §4 "Video lessons": choosing the past tab switches to list view. */
export function selectLmsTab(state: LmsPageState, tab: LmsTab): LmsPageState {
  return { ...state, tab, gridView: tab === LMS_TABS.past ? false : state.gridView };
}

/** Spec 1 §4 "Video lessons": changing child keeps the tab (course and archive reload for the new child). */
export function selectLmsChild(state: LmsPageState, childNumber: string): LmsPageState {
  return { ...state, selectedChild: childNumber };
}

function removeKeysWithPrefix(store: Pick<KeyValueStore, 'key' | 'length' | 'removeItem'>, prefix: string): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** Spec 1 §4 "Logout": removes every lesson-page key and leaves the rest of the session alone. */
export function clearLessonPageKeys(store: Pick<KeyValueStore, 'key' | 'length' | 'removeItem'>): void {
  removeKeysWithPrefix(store, LESSON_PAGE_KEY_PREFIX);
}

const TERMS_AGREEMENT_KEY_PREFIX = 'termsAgreement.';

/** Spec 1 §4 "Terms agreement component": the session key of one terms kind's agreement. */
export function termsAgreementKey(kind: string): string {
  return `${TERMS_AGREEMENT_KEY_PREFIX}${kind}`;
}

/** Logout: an agreement is the guardian's, so the next one to sign in on this tab is asked again. */
export function clearTermsAgreements(store: Pick<KeyValueStore, 'key' | 'length' | 'removeItem'>): void {
  removeKeysWithPrefix(store, TERMS_AGREEMENT_KEY_PREFIX);
}

/** Spec 1 §4 "Terms agreement component": whether this session has already agreed to a terms kind. */
export function hasTermsAgreement(store: Pick<KeyValueStore, 'getItem'>, kind: string): boolean {
  return store.getItem(termsAgreementKey(kind)) === 'true';
}

/**
 * Spec 1 §4 "Terms agreement component": remembers the agreement to a terms kind for the session, only when it
 * counts (scrolled to the end and checked); returns whether it was remembered.
 */
export function rememberTermsAgreement(
  store: Pick<KeyValueStore, 'setItem'>,
  kind: string,
  reading: TermsReading,
): boolean {
  if (!isTermsAgreed(reading)) return false;
  store.setItem(termsAgreementKey(kind), 'true');
  return true;
}

/** Spec 1 §2 "Assessment test": the session keys the result report is opened with (it opens in a new tab). */
export const ASSESSMENT_REPORT_KEYS = {
  takeDate: 'assessmentReport.takeDate',
  testName: 'assessmentReport.testName',
  kidId: 'assessmentReport.kidId',
  productCode: 'assessmentReport.productCode',
  classroomName: 'assessmentReport.classroomName',
  studentName: 'assessmentReport.studentName',
} as const;

/** Spec 1 §2 "Assessment test": what the result report reads: take date, test name, kid id, product code, classroom and student name. */
export type AssessmentReportContext = Record<keyof typeof ASSESSMENT_REPORT_KEYS, string>;

/** Spec 1 §2 "Assessment test": stores the report's context before the report tab opens. */
export function storeAssessmentReportContext(
  store: Pick<KeyValueStore, 'setItem'>,
  context: AssessmentReportContext,
): void {
  for (const [name, key] of Object.entries(ASSESSMENT_REPORT_KEYS)) {
    store.setItem(key, context[name as keyof AssessmentReportContext]);
  }
}

/** Spec 1 §2 "Assessment test": the report's context, or null when any part is missing (opened directly). */
export function readAssessmentReportContext(store: Pick<KeyValueStore, 'getItem'>): AssessmentReportContext | null {
  const context: Partial<AssessmentReportContext> = {};
  for (const [name, key] of Object.entries(ASSESSMENT_REPORT_KEYS)) {
    const value = store.getItem(key);
    if (value === null) return null;
    context[name as keyof AssessmentReportContext] = value;
  }
  return context as AssessmentReportContext;
}
