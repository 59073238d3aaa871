import { randomUUID } from 'node:crypto';
import { trialFormSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { toFormValues } from './service';

const clock = new Date('2026-05-11T01:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true, now: () => clock });
  // One trial at a classroom the staff member works for (1402) and one at a classroom they do not (1303).
  for (const [storeId, lessonId, email] of [
    ['1402', '1402-w2', 'family-a@example.com'],
    ['1303', '1303-w2', 'family-b@example.com'],
  ] as const) {
    const input = {
      kids: [{ id: 1, lastName: '森', firstName: '葵', lastNameKana: 'モリ', firstNameKana: 'アオイ', schoolGrade: 4 }],
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
      questionnaire: 1,
      privacy: true,
    };
    // As the route gives it: the domain's schema has checked the input.
    const values = trialFormSchema.parse(toFormValues(input));
    const outcome = await t.app.services.bookings.book('trial', {
      submissionId: randomUUID(),
      storeId,
      lessonId,
      input,
      values,
    });
    expect(outcome.kind).toBe('booked');
  }
});
afterAll(() => t.close());

async function staffBrowser(email: string = DEMO_ACCOUNTS.staff, password = DEMO_PASSWORD) {
  const browser = new TestBrowser(t.app, '10.9.0.1');
  await browser.ensureXsrf();
  const res = await browser.request({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  return { browser, res };
}

describe('the classroom side', () => {
  it('signs a staff member in and lists the bookings of their classrooms only, newest first', async () => {
    const { browser, res } = await staffBrowser();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: '山本 大輔' });
    const list = await browser.get('/api/staff/bookings');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.name).toBe('山本 大輔');
    expect(body.data).toEqual([
      expect.objectContaining({
        consultation: false,
        classroomName: '武蔵小杉教室',
        guardianName: '森 由美',
        email: 'family-a@example.com',
        kidCount: 1,
        heldAt: '2026-05-23T06:30:00.000Z',
      }),
    ]);
  });

  it('refuses a guardian on the staff sign-in exactly like a wrong password', async () => {
    const guardian = await staffBrowser(DEMO_ACCOUNTS.guardian);
    const wrong = await staffBrowser(DEMO_ACCOUNTS.staff, 'not-the-password');
    expect(guardian.res.statusCode).toBe(422);
    expect(guardian.res.json()).toEqual(wrong.res.json());
  });

  it('keeps the list from guardians (403) and from visitors (401)', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const res = await guardian.get('/api/staff/bookings');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('このページは教室スタッフ専用です。');
    expect((await new TestBrowser(t.app).get('/api/staff/bookings')).statusCode).toBe(401);
  });

  it('answers 422 with a Japanese message for a malformed sign-in', async () => {
    const browser = new TestBrowser(t.app, '10.9.0.2');
    await browser.ensureXsrf();
    const res = await browser.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'x', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});
