import { randomUUID } from 'node:crypto';
import { consultationFormSchema, jstIsoDate, trialFormSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { toFormValues } from './service';
import { csvField } from './staffBookings';

const clock = new Date('2026-05-11T01:00:00Z');
let t: TestApp;

const guardian = (email: string) => ({
  lastName: '森',
  firstName: '由美',
  lastNameKana: 'モリ',
  firstNameKana: 'ユミ',
  telNumber: '0312345678',
  email,
  zipcode: '1000001',
  prefectureCity: '東京都千代田区',
  blockBuilding: '千代田1-1',
  prefectureId: 13,
  privacy: true,
});

beforeAll(async () => {
  t = await createTestApp({}, { seed: true, now: () => clock });
  // A trial with two children at 武蔵小杉教室 (the staff member's), a consultation at 自由が丘教室 (theirs) and a
  // trial at 吉祥寺教室 (not theirs).
  const trial = {
    ...guardian('family-a@example.com'),
    kids: [
      { id: 1, lastName: '森', firstName: '葵', lastNameKana: 'モリ', firstNameKana: 'アオイ', schoolGrade: 4 },
      { id: 2, lastName: '森', firstName: '湊', lastNameKana: 'モリ', firstNameKana: 'ミナト', schoolGrade: 1 },
    ],
    questionnaire: 8,
    addition8: '佐藤さん, "はると"くんのお母さま',
    questions: 'ロボットは初めてです。\n見学だけでも大丈夫ですか。',
  };
  const consult = {
    ...guardian('family-c@example.com'),
    kids: [{ id: 1, lastName: '森', firstName: '葵', lastNameKana: 'モリ', firstNameKana: 'アオイ', schoolGrade: 4 }],
    questionnaire: 2,
    kozaCd: 'KODOPRO',
    desiredWeek1: 6,
    desiredTime1: 2,
    desiredWeek2: 3,
    desiredTime2: 8,
    desiredWeek3: 7,
    desiredTime3: 3,
    isConsul: 1,
  };
  const other = { ...trial, email: 'family-b@example.com' };
  for (const [kind, storeId, lessonId, input] of [
    ['trial', '1402', '1402-w2', trial],
    ['consult', '1301', undefined, consult],
    ['trial', '1303', '1303-w2', other],
  ] as const) {
    const schema = kind === 'trial' ? trialFormSchema : consultationFormSchema;
    const values = schema.parse(toFormValues(input as Record<string, unknown>));
    const outcome = await t.app.services.bookings.book(kind, {
      submissionId: randomUUID(),
      storeId,
      ...(lessonId ? { lessonId } : {}),
      input: input as Record<string, unknown>,
      values,
    });
    expect(outcome.kind, `${kind} ${storeId}`).toBe('booked');
  }
});
afterAll(() => t.close());

async function staff() {
  const browser = new TestBrowser(t.app, '10.9.0.3');
  await browser.ensureXsrf();
  const res = await browser.request({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return browser;
}

describe('the classroom side of the bookings (issue 33)', () => {
  it('gives every field the visitor gave', async () => {
    const body = (await (await staff()).get('/api/staff/bookings')).json();
    expect(body.data).toHaveLength(2);
    const trial = body.data.find((b: { consultation: boolean }) => !b.consultation);
    expect(trial).toMatchObject({
      classroomName: '武蔵小杉教室',
      guardianKana: 'モリ ユミ',
      telNumber: '0312345678',
      zipcode: '1000001',
      address: '東京都千代田区千代田1-1',
      kids: [
        { lastName: '森', firstName: '葵', lastNameKana: 'モリ', firstNameKana: 'アオイ', schoolGrade: 4 },
        { lastName: '森', firstName: '湊', lastNameKana: 'モリ', firstNameKana: 'ミナト', schoolGrade: 1 },
      ],
      questionnaireId: 8,
      questionnaireNote: '佐藤さん, "はると"くんのお母さま',
      questions: 'ロボットは初めてです。\n見学だけでも大丈夫ですか。',
      preferred: [],
    });
    const consult = body.data.find((b: { consultation: boolean }) => b.consultation);
    expect(consult).toMatchObject({
      classroomName: '自由が丘教室',
      courseCode: 'KODOPRO',
      lectureName: 'プログラミング教室',
      heldAt: null,
      preferred: [
        { week: 6, time: 2 },
        { week: 3, time: 8 },
        { week: 7, time: 3 },
      ],
    });
  });

  it('filters by classroom, kind and the day received; another classroom finds nothing', async () => {
    const s = await staff();
    const rooms = Object.fromEntries(
      (await t.app.db.select().from(classrooms)).map((r) => [r.classroomNo, r.id] as const),
    );
    const ids = async (query: string) =>
      ((await s.get(`/api/staff/bookings?${query}`)).json().data as { classroomName: string }[]).map(
        (b) => b.classroomName,
      );
    expect(await ids(`classroomId=${rooms['1402']}`)).toEqual(['武蔵小杉教室']);
    expect(await ids('kind=consult')).toEqual(['自由が丘教室']);
    // The day received (JST) of the rows, as the database stamped them.
    const [first] = (await s.get('/api/staff/bookings')).json().data as { createdAt: string }[];
    const day = jstIsoDate(new Date(first?.createdAt ?? ''));
    const shift = (days: number) =>
      jstIsoDate(new Date(new Date(first?.createdAt ?? '').getTime() + days * 86_400_000));
    expect(await ids(`from=${day}&to=${day}`)).toHaveLength(2);
    expect(await ids(`from=${shift(1)}`)).toEqual([]);
    expect(await ids(`to=${shift(-1)}`)).toEqual([]);
    // 吉祥寺教室 is not the staff member's: its booking never shows, even when asked for by id.
    expect(await ids(`classroomId=${rooms['1303']}`)).toEqual([]);
    expect((await s.get('/api/staff/bookings?kind=other')).statusCode).toBe(422);
  });

  it('exports CSV in UTF-8 with a BOM, CRLF and RFC 4180 quoting, with the visitor’s fields', async () => {
    const res = await (await staff()).get('/api/staff/bookings.csv?kind=trial');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-20260511.csv"'); // the app's day
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^受付日時,種別,教室,講座,日程,保護者,保護者（フリガナ）,電話番号,メールアドレス/);
    expect(lines).toHaveLength(3); // heading, one trial (吉祥寺教室's is not the staff member's), final CRLF
    expect(text).toContain(
      ',0312345678,family-a@example.com,1000001,東京都千代田区千代田1-1,2,森 葵,モリ アオイ,小学2年生,',
    );
    expect(text).toContain('"佐藤さん, ""はると""くんのお母さま"');
    expect(text).toContain('"ロボットは初めてです。\n見学だけでも大丈夫ですか。"');
    expect(text).not.toContain('family-b@example.com');
  });

  it('words the CSV headings in English for an English request', async () => {
    const s = await staff();
    const res = await s.request(
      { method: 'GET', url: '/api/staff/bookings.csv' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^Received,Kind,Classroom,/);
  });

  it('keeps the list and the CSV from guardians (403) and visitors (401)', async () => {
    const family = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    for (const url of ['/api/staff/bookings', '/api/staff/bookings.csv']) {
      expect((await family.get(url)).statusCode, url).toBe(403);
      expect((await new TestBrowser(t.app).get(url)).statusCode, url).toBe(401);
    }
  });

  it('quotes only what must be quoted', () => {
    expect(csvField('abc')).toBe('abc');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });
});
