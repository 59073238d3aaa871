import type { Schemas } from '@portal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { clearReportInfo, readReportInfo, reportInfoOf, storeReportInfo } from './reportSession';

const item: Schemas['AssessmentItem'] = {
  takeDate: '2026-05-12',
  isTake: 1,
  lmsCode: 'ASM-MIDDLE2',
  lmsProductCode: 'ASSESSMENT2026',
  assessmentTestCode: 'AT2026-MID',
  mkSeitoNo: '13010417',
  kidId: 1,
  kongetsuZaisekiStatus: 'ZAISEKI',
  isRemind: 0,
  lastName: '佐藤',
  firstName: '陽翔',
  classroomName: '自由が丘教室',
  testName: '2026年度 ロボット検定 ミドル',
};

describe('the report session entry', () => {
  afterEach(() => sessionStorage.clear());

  it('names the test the report is about, by its code when the list gave no name', () => {
    expect(reportInfoOf(item)).toMatchObject({ testName: '2026年度 ロボット検定 ミドル', studentName: '佐藤 陽翔' });
    const { testName: _name, ...unnamed } = item;
    expect(reportInfoOf(unnamed).testName).toBe('AT2026-MID');
  });

  it('is gone after sign-out, and nothing else of the tab with it', () => {
    storeReportInfo(reportInfoOf(item));
    sessionStorage.setItem('other', 'kept');
    expect(readReportInfo()).not.toBeNull();
    clearReportInfo(sessionStorage);
    expect(readReportInfo()).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
