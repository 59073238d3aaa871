import { courseDisplayName, LECTURES, type LectureCode } from '@portal/domain';
import type { components } from '../../src/gen/schema';

type Schemas = components['schemas'];

export type Role = Schemas['Role'];

/** Mocks show courses as the server does (spec 1 §3). */
export const courseName = (code: Schemas['CourseCode']) => courseDisplayName(code);

export const lectureName = (code: LectureCode) => LECTURES.find((lecture) => lecture.code === code)?.label ?? code;

export const classrooms = [
  { classroomNo: 'C0101', classroomName: '渋谷教室' },
  { classroomNo: 'C0102', classroomName: '横浜みなとみらい教室' },
  { classroomNo: 'C0103', classroomName: '大宮教室' },
] as const;

export const kidNames = [
  { lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ' },
  { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
  { lastName: '山田', firstName: '次郎', lastNameKana: 'ヤマダ', firstNameKana: 'ジロウ' },
] as const;

export function pick<T>(list: ReadonlyArray<T>, index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

export const pad = (n: number) => String(n).padStart(2, '0');

/** A date N days before 2025-04-15, the fixtures' fixed "today" so snapshots never drift. */
export function daysAgo(days: number): Date {
  return new Date(Date.UTC(2025, 3, 15 - days, 1, 0, 0));
}

export const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export const ym = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;

export const ymdhms = (d: Date) => `${ymd(d)} ${pad(d.getUTCHours() + 9)}:${pad(d.getUTCMinutes())}:00`;

export function kid(index = 0, overrides: Partial<Schemas['Kid']> = {}): Schemas['Kid'] {
  const name = pick(kidNames, index);
  return {
    id: 101 + index,
    lastName: name.lastName,
    firstName: name.firstName,
    seito_no: `S${String(240001 + index)}`,
    ...overrides,
  };
}

export function course(index: number): Schemas['Course'] {
  const code = pick(['RP', 'RM', 'SGS'] as const, index);
  return { courseCd: code, courseName: courseName(code), kozaCd: code === 'SGS' ? 'SCIENCE_GATES' : 'ROBO' };
}

export function termText(kind: string): Schemas['TermText'] {
  return {
    body: `<h2>${kind}</h2><p>第1条（目的）本規約は、当教室が提供するサービスの利用条件を定めるものです。</p><p>第2条（適用）本規約は、保護者と当教室との間の一切の関係に適用されます。</p>`,
    revision_date: '2025-09-19',
  };
}

/** Field errors a 422 scenario answers with, in the server's Japanese. */
export function validationError(fields: ReadonlyArray<string>): Schemas['ValidationError'] {
  const errors: Record<string, string[]> = {};
  for (const field of fields) errors[field] = [`${field}の形式が正しくありません。`];
  return { message: '入力内容に誤りがあります。', errors };
}
