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
