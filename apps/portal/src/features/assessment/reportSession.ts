import type { Schemas } from '@portal/api-client';

/** Spec 1 §2 "Result report": what the report reads from session storage, written by the take list. */
export type ReportInfo = {
  takeDate: string;
  testName: string;
  kidId: number;
  lmsCode: string;
  lmsProductCode: string;
  classroomName: string;
  studentName: string;
};

export const REPORT_STORAGE_KEY = 'assessmentReport';

/** The report's facts of one take-list item (the take list's button, the player's link once the test is saved). */
export function reportInfoOf(item: Schemas['AssessmentItem']): ReportInfo {
  return {
    takeDate: item.takeDate ?? '',
    // The server finds the test by its name, or by its code when the list had no name for it.
    testName: item.testName ?? item.assessmentTestCode,
    kidId: item.kidId,
    lmsCode: item.lmsCode,
    lmsProductCode: item.lmsProductCode,
    classroomName: item.classroomName,
    studentName: `${item.lastName} ${item.firstName}`,
  };
}

export function storeReportInfo(info: ReportInfo): void {
  try {
    sessionStorage.setItem(REPORT_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Storage off (private mode): the report then says how to open it.
  }
}

export function readReportInfo(): ReportInfo | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(REPORT_STORAGE_KEY) ?? 'null') as Partial<ReportInfo> | null;
    if (!value || typeof value.kidId !== 'number' || typeof value.lmsCode !== 'string') return null;
    return {
      takeDate: String(value.takeDate ?? ''),
      testName: String(value.testName ?? ''),
      kidId: value.kidId,
      lmsCode: value.lmsCode,
      lmsProductCode: String(value.lmsProductCode ?? ''),
      classroomName: String(value.classroomName ?? ''),
      studentName: String(value.studentName ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Sign-out: the entry names a child, classroom and test of this family, and the next guardian to sign in on
 * this tab must not see them on /assessment/report (issue 31 item 30).
 */
export function clearReportInfo(storage: Pick<Storage, 'removeItem'> = window.sessionStorage): void {
  try {
    storage.removeItem(REPORT_STORAGE_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
