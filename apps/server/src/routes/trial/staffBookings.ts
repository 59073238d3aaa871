import { jstDate, jstIsoDate, jstTime, prefectureName } from '@portal/domain';
import { en, ja } from '@portal/messages';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classrooms, lectures, publicBookings, trialEvents } from '../../db/schema';
import type { Language } from '../../language';
import { TRIAL_QUESTIONNAIRE } from './questionnaire';

/** Issue 33: the list's filters (kept in the staff page's address). */
export type BookingFilter = {
  classroomId?: number;
  kind?: 'trial' | 'consult';
  /** Received on or after this JST day (YYYY-MM-DD). */
  from?: string;
  /** Received on or before this JST day. */
  to?: string;
};

/** What a booking keeps of its form (spec 2 §3.5, §3.6), as the trial service stored it. */
type StoredInput = {
  kids?: {
    lastName?: string;
    firstName?: string;
    lastNameKana?: string;
    firstNameKana?: string;
    schoolGrade?: number;
  }[];
  lastNameKana?: string;
  firstNameKana?: string;
  telNumber?: string;
  zipcode?: string;
  prefectureId?: number;
  city?: string;
  block?: string;
  building?: string;
  questionnaire?: number | string;
  additions?: Record<string, string>;
  questions?: string;
  inviteCode?: string;
  kozaCd?: string;
  desiredWeek1?: number | string;
  desiredWeek2?: number | string;
  desiredWeek3?: number | string;
  desiredTime1?: number | string;
  desiredTime2?: number | string;
  desiredTime3?: number | string;
};

const num = (value: unknown): number | null => {
  const n = Number(value);
  return value === undefined || value === null || value === '' || !Number.isFinite(n) ? null : n;
};

/**
 * Issue 33: every field the visitor gave, for the classroom: the phone, the address, each child's name and
 * grade, the questionnaire (with its follow-up), the questions, the invite code and a consultation's course
 * and three preferred days and times. Filters by classroom, kind and the day received (JST).
 */
export async function staffBookingRows(db: Database, classroomIds: readonly number[], filter: BookingFilter = {}) {
  const rooms =
    filter.classroomId === undefined ? classroomIds : classroomIds.filter((id) => id === filter.classroomId);
  if (rooms.length === 0) return [];
  const day = (iso: string, offset: number) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return jstDate(y, m, d + offset);
  };
  const rows = await db
    .select({
      id: publicBookings.id,
      consultation: publicBookings.consultation,
      classroomId: publicBookings.classroomId,
      classroomName: classrooms.name,
      lectureName: lectures.name,
      heldAt: trialEvents.heldAt,
      guardianName: publicBookings.guardianName,
      email: publicBookings.email,
      kidCount: publicBookings.kidCount,
      createdAt: publicBookings.createdAt,
      input: publicBookings.input,
    })
    .from(publicBookings)
    .innerJoin(classrooms, eq(classrooms.id, publicBookings.classroomId))
    .innerJoin(lectures, eq(lectures.id, publicBookings.lectureId))
    .leftJoin(trialEvents, eq(trialEvents.id, publicBookings.trialEventId))
    .where(
      and(
        inArray(publicBookings.classroomId, [...rooms]),
        filter.kind === undefined ? undefined : eq(publicBookings.consultation, filter.kind === 'consult'),
        filter.from === undefined ? undefined : gte(publicBookings.createdAt, day(filter.from, 0)),
        filter.to === undefined ? undefined : lt(publicBookings.createdAt, day(filter.to, 1)),
      ),
    )
    .orderBy(desc(publicBookings.createdAt), asc(publicBookings.id));
  return rows.map(({ input, ...row }) => {
    const form = input as StoredInput;
    const questionnaireId = num(form.questionnaire);
    const preferred = ([1, 2, 3] as const).flatMap((n) => {
      const week = num(form[`desiredWeek${n}`]);
      const time = num(form[`desiredTime${n}`]);
      return week === null || time === null ? [] : [{ week, time }];
    });
    return {
      ...row,
      guardianKana: `${form.lastNameKana ?? ''} ${form.firstNameKana ?? ''}`.trim(),
      telNumber: form.telNumber ?? '',
      zipcode: form.zipcode ?? '',
      address: `${prefectureName(form.prefectureId ?? 0) ?? ''}${form.city ?? ''}${form.block ?? ''}${
        form.building ? ` ${form.building}` : ''
      }`,
      kids: (form.kids ?? []).map((k) => ({
        lastName: k.lastName ?? '',
        firstName: k.firstName ?? '',
        lastNameKana: k.lastNameKana ?? '',
        firstNameKana: k.firstNameKana ?? '',
        schoolGrade: num(k.schoolGrade) ?? 12,
      })),
      questionnaireId,
      questionnaireNote: (questionnaireId !== null && form.additions?.[`addition${questionnaireId}`]) || null,
      questions: form.questions ?? '',
      inviteCode: form.inviteCode ?? '',
      courseCode: form.kozaCd || null,
      preferred,
    };
  });
}

export type StaffBookingRow = Awaited<ReturnType<typeof staffBookingRows>>[number];

/** RFC 4180: a field in quotes when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Issue 33: the bookings as CSV for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads the Japanese
 * correctly), CRLF line ends and RFC 4180 quoting; one row per booking, up to three children and three
 * preferred days and times in columns of their own. Headings and option words in the request's language.
 */
export function bookingsCsv(rows: readonly StaffBookingRow[], language: Language): string {
  const c = language === 'en' ? en : ja;
  const h = c.staffBookings.csv;
  const grade = (g: number) => (c.labels.schoolGrades as Record<number, string>)[g] ?? '';
  const week = (w: number) => (c.labels.weekdays as Record<number, string>)[w] ?? '';
  const slot = (s: number) => (c.labels.consultationTimeSlots as Record<number, string>)[s] ?? '';
  const questionnaire = (id: number | null) =>
    id === null
      ? ''
      : ((c.labels.questionnaire as Record<number, string>)[id] ??
        TRIAL_QUESTIONNAIRE.find((o) => o.id === id)?.content ??
        '');
  const when = (d: Date) => `${jstIsoDate(d).replaceAll('-', '/')} ${jstTime(d)}`;
  const header = [
    h.receivedAt,
    h.kind,
    h.classroom,
    h.lecture,
    h.heldAt,
    h.guardian,
    h.guardianKana,
    h.tel,
    h.email,
    h.zipcode,
    h.address,
    h.kidCount,
    ...[1, 2, 3].flatMap((n) => [`${h.kid}${n}`, `${h.kidKana}${n}`, `${h.grade}${n}`]),
    h.questionnaire,
    h.questionnaireNote,
    h.questions,
    h.inviteCode,
    ...[1, 2, 3].map((n) => `${h.preferred}${n}`),
  ];
  const lines = rows.map((r) =>
    [
      when(r.createdAt),
      r.consultation ? h.consult : h.trial,
      r.classroomName,
      r.lectureName,
      r.heldAt ? when(r.heldAt) : '',
      r.guardianName,
      r.guardianKana,
      r.telNumber,
      r.email,
      r.zipcode,
      r.address,
      String(r.kidCount),
      ...[0, 1, 2].flatMap((i) => {
        const k = r.kids[i];
        return k
          ? [`${k.lastName} ${k.firstName}`, `${k.lastNameKana} ${k.firstNameKana}`, grade(k.schoolGrade)]
          : ['', '', ''];
      }),
      questionnaire(r.questionnaireId),
      r.questionnaireNote ?? '',
      r.questions,
      r.inviteCode,
      ...[0, 1, 2].map((i) => {
        const p = r.preferred[i];
        return p ? `${week(p.week)} ${slot(p.time)}` : '';
      }),
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}
