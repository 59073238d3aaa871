import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_REPORT_KEYS,
  clearLessonPageKeys,
  clearTermsAgreements,
  hasTermsAgreement,
  LESSON_PAGE_KEYS,
  LMS_TABS,
  readAssessmentReportContext,
  rememberTermsAgreement,
  restoreLmsPageState,
  selectLmsChild,
  selectLmsTab,
  storeAssessmentReportContext,
  storeLmsPageState,
  termsAgreementKey,
} from './keys';

/** An in-memory Storage with the same surface as window.sessionStorage. */
function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
  };
}

describe('video-lesson page state in the session', () => {
  it('starts on the first child, this month’s tab and the list view when nothing is stored', () => {
    expect(restoreLmsPageState(memoryStore(), ['S2', 'S3'])).toEqual({ selectedChild: 'S2', tab: 0, gridView: false });
    expect(restoreLmsPageState(memoryStore(), [])).toEqual({ selectedChild: null, tab: 0, gridView: false });
  });

  it('restores what was stored, through a reload', () => {
    const store = memoryStore();
    storeLmsPageState(store, { selectedChild: 'S3', tab: LMS_TABS.past, gridView: true });
    expect(store.map.get(LESSON_PAGE_KEYS.selectedChild)).toBe('S3');
    expect(restoreLmsPageState(store, ['S2', 'S3'])).toEqual({ selectedChild: 'S3', tab: 1, gridView: true });
  });

  it('falls back to the first child when the stored one no longer takes a robot course', () => {
    const store = memoryStore({ [LESSON_PAGE_KEYS.selectedChild]: 'S9', [LESSON_PAGE_KEYS.tabIndex]: '7' });
    expect(restoreLmsPageState(store, ['S2'])).toEqual({ selectedChild: 'S2', tab: 0, gridView: false });
  });

  it('forgets the child key when no child is selected', () => {
    const store = memoryStore({ [LESSON_PAGE_KEYS.selectedChild]: 'S2' });
    storeLmsPageState(store, { selectedChild: null, tab: 0, gridView: false });
    expect(store.map.has(LESSON_PAGE_KEYS.selectedChild)).toBe(false);
  });

  it('switches to the list view when the past tab is chosen, and keeps the view on this month’s tab', () => {
    const grid = { selectedChild: 'S2', tab: LMS_TABS.thisMonth, gridView: true } as const;
    expect(selectLmsTab(grid, LMS_TABS.past)).toEqual({ selectedChild: 'S2', tab: 1, gridView: false });
    expect(selectLmsTab(grid, LMS_TABS.thisMonth)).toEqual(grid);
  });

  it('keeps the tab when the child changes', () => {
    expect(selectLmsChild({ selectedChild: 'S2', tab: LMS_TABS.past, gridView: true }, 'S3')).toEqual({
      selectedChild: 'S3',
      tab: 1,
      gridView: true,
    });
  });

  it('removes only the lesson-page keys at logout', () => {
    const store = memoryStore({
      [LESSON_PAGE_KEYS.selectedChild]: 'S2',
      [LESSON_PAGE_KEYS.tabIndex]: '1',
      [LESSON_PAGE_KEYS.gridView]: 'true',
      [termsAgreementKey('privacy')]: 'true',
    });
    clearLessonPageKeys(store);
    expect([...store.map.keys()]).toEqual(['termsAgreement.privacy']);
  });

  it('removes every terms agreement, and nothing else, when the guardian logs out', () => {
    const store = memoryStore({
      [LESSON_PAGE_KEYS.tabIndex]: '1',
      [termsAgreementKey('1')]: 'true',
      [termsAgreementKey('privacy')]: 'true',
    });
    clearTermsAgreements(store);
    expect([...store.map.keys()]).toEqual([LESSON_PAGE_KEYS.tabIndex]);
  });
});

describe('assessment report context', () => {
  const context = {
    takeDate: '2026-11-20',
    testName: 'ロボット教室 診断テスト',
    kidId: '12',
    productCode: 'RA-TEST',
    classroomName: '渋谷教室',
    studentName: '佐藤 健',
  };

  it('is read back in the report tab as it was stored', () => {
    const store = memoryStore();
    storeAssessmentReportContext(store, context);
    expect(readAssessmentReportContext(store)).toEqual(context);
  });

  it('is missing when the report is opened without it', () => {
    const store = memoryStore();
    storeAssessmentReportContext(store, context);
    store.removeItem(ASSESSMENT_REPORT_KEYS.kidId);
    expect(readAssessmentReportContext(store)).toBeNull();
  });
});

describe('terms agreement in the session (spec 1 §4 "Terms agreement component")', () => {
  it('remembers an agreement that counts, under the kind’s own key', () => {
    const store = memoryStore();
    expect(hasTermsAgreement(store, 'termsOfUse')).toBe(false);
    expect(rememberTermsAgreement(store, 'termsOfUse', { reachedEnd: true, checked: true })).toBe(true);
    expect(store.map.get('termsAgreement.termsOfUse')).toBe('true');
    expect(hasTermsAgreement(store, 'termsOfUse')).toBe(true);
  });

  it('does not remember a tick without the end reached, nor the end reached without a tick', () => {
    const store = memoryStore();
    expect(rememberTermsAgreement(store, 'termsOfUse', { reachedEnd: false, checked: true })).toBe(false);
    expect(rememberTermsAgreement(store, 'termsOfUse', { reachedEnd: true, checked: false })).toBe(false);
    expect(store.map.size).toBe(0);
  });

  it('reads anything but the stored agreement as not agreed', () => {
    expect(hasTermsAgreement(memoryStore({ 'termsAgreement.termsOfUse': 'false' }), 'termsOfUse')).toBe(false);
    expect(hasTermsAgreement(memoryStore({ 'termsAgreement.termsOfUse': '1' }), 'termsOfUse')).toBe(false);
  });

  it('keeps each kind apart: agreeing to one never counts for another', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 5 }),
        (kinds) => {
          const store = memoryStore();
          const [agreed, ...others] = kinds as [string, ...string[]];
          rememberTermsAgreement(store, agreed, { reachedEnd: true, checked: true });
          expect(hasTermsAgreement(store, agreed)).toBe(true);
          for (const other of others) expect(hasTermsAgreement(store, other)).toBe(false);
        },
      ),
    );
  });
});
