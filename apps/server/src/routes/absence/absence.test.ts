import { jstDate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_COLLEAGUES } from '../../db/seed/staff-team';
import type { Mail } from '../../services/mail';
import { createTestApp } from '../../test/app';
import { TestBrowser as Browser, signedIn, type TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan (the demo data is dated from it).
const NOW = new Date('2026-11-23T01:00:00Z');

type Item = { id: number; kidId: number; date: number; recessFlag: number; transferFlag: number; absence?: unknown };
type Report = Record<string, unknown> & { id: number; status: string; late: boolean };

// The demo: staff@example.com (山本) works at 自由が丘教室 and 武蔵小杉教室, where 陽翔 and 結菜 of the 佐藤 family
// go; 中村 (a colleague) at 自由が丘教室 only; 蓮 of the 高橋 family goes to 吉祥寺教室, nobody's here.
describe('absence reports (issue 33)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = NOW;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  const mails: Mail[] = [];
  const kid = { haruto: 0, yuina: 0, ren: 0 };

  const staffBrowser = async (email: string = DEMO_ACCOUNTS.staff) => {
    const b = new Browser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };
  const calendar = async (b: TestBrowser, ids: number[], month = '12') => {
    const res = await b.get(
      `/api/schedule/calendar?${ids.map((id) => `kid_ids[]=${id}`).join('&')}&year=2026&month=${month}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Item[];
  };
  /** The child's own December lessons (not recess, not a transfer). */
  const lessonsOf = async (b: TestBrowser, kidId: number) =>
    (await calendar(b, [kidId])).filter((i) => i.kidId === kidId && !i.recessFlag && i.transferFlag === 0);
  const report = (b: TestBrowser, body: object) =>
    b.request({
      method: 'POST',
      url: '/api/absence',
      payload: { kind: 'absent', reason: 'illness', note: '', ...body },
    });
  const decide = (b: TestBrowser, id: number, body: object) =>
    b.request({ method: 'POST', url: `/api/staff/absences/${id}/decide`, payload: body });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    const send = t.app.services.mailer.send.bind(t.app.services.mailer);
    t.app.services.mailer.send = async (mail) => {
      mails.push(mail);
      return send(mail);
    };
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const mine = (await guardian.get('/api/user')).json().kids as { id: number; firstName: string }[];
    const theirs = (await guardian2.get('/api/user')).json().kids as { id: number; firstName: string }[];
    kid.haruto = mine.find((k) => k.firstName === '陽翔')?.id ?? 0;
    kid.yuina = mine.find((k) => k.firstName === '結菜')?.id ?? 0;
    kid.ren = theirs.find((k) => k.firstName === '蓮')?.id ?? 0;
  });
  afterAll(() => t.close());

  it('takes a report for the own child and lesson, shows it 確認中 on the calendar, and mails the staff', async () => {
    const [lesson] = await lessonsOf(guardian, kid.haruto);
    if (!lesson) throw new Error('陽翔 has no December lesson');
    mails.length = 0;
    const res = await report(guardian, { kidId: kid.haruto, lessonId: lesson.id, note: '  発熱のため  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kidId: kid.haruto,
      kidName: '佐藤 陽翔',
      familyName: '佐藤',
      lessonId: lesson.id,
      classroomName: '自由が丘教室',
      kind: 'absent',
      reason: 'illness',
      note: '発熱のため',
      status: 'pending',
      late: false,
      decidedAt: null,
    });
    const shown = (await calendar(guardian, [kid.haruto])).find((i) => i.id === lesson.id && i.kidId === kid.haruto);
    expect(shown?.absence).toEqual({
      id: res.json().data.id,
      kind: 'absent',
      status: 'pending',
      late: false,
      // 自由が丘教室 takes no transfers (ADR 051).
      transferStatus: null,
      transferable: false,
    });
    // The staff of 自由が丘教室 (山本 and 中村), in Japanese, with the lesson and a link to the page.
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_COLLEAGUES.colleague, DEMO_ACCOUNTS.staff].sort());
    expect(mails[0]?.subject).toContain('欠席の連絡がありました（佐藤 陽翔さん');
    expect(mails[0]?.text).toContain('理由：体調不良');
    expect(mails[0]?.text).toContain('https://portal.example.jp/staff/absences?date=');
  });

  it('refuses a second report of the same lesson with 409 and a clear message', async () => {
    const [lesson] = await lessonsOf(guardian, kid.haruto);
    const res = await report(guardian, { kidId: kid.haruto, lessonId: lesson?.id, kind: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'このお子さまのこの授業については、すでに連絡を受け付けています。内容を変える場合は教室へご連絡ください。',
    );
    const en = await guardian.request(
      {
        method: 'POST',
        url: '/api/absence',
        payload: { kidId: kid.haruto, lessonId: lesson?.id, kind: 'late', reason: 'other' },
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toContain('already been reported');
  });

  it("keeps families apart: another family's child, a lesson the child does not take, a guessed id all answer 404", async () => {
    const [renLesson] = await lessonsOf(guardian2, kid.ren);
    const [yuinaLesson] = await lessonsOf(guardian, kid.yuina);
    for (const body of [
      { kidId: kid.ren, lessonId: renLesson?.id },
      { kidId: kid.haruto, lessonId: yuinaLesson?.id },
      { kidId: kid.haruto, lessonId: 999_999 },
      { kidId: 999_999, lessonId: renLesson?.id },
    ]) {
      const res = await report(guardian, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    // The other family's list never holds the first family's reports.
    const theirs = (await guardian2.get('/api/absence/list')).json().data as Report[];
    expect(theirs.every((r) => r.kidId === kid.ren)).toBe(true);
    const asked = await guardian2.get(`/api/absence/list?kidId=${kid.haruto}`);
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toEqual({ message: 'このお子さまは見つかりません。ページを読み込み直してください。' });
  });

  it('checks the form with the domain rules, worded in Japanese', async () => {
    const [, lesson] = await lessonsOf(guardian, kid.haruto);
    const res = await report(guardian, { kidId: kid.haruto, lessonId: lesson?.id, note: 'あ'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.note).toEqual(['連絡事項は200文字以内で入力してください。']);
  });

  it('flags a report after the cut-off on the lesson day as 当日連絡, and refuses one once the lesson started', async () => {
    const lessons = await lessonsOf(guardian, kid.yuina);
    const target = lessons[1];
    if (!target) throw new Error('結菜 has fewer than two December lessons');
    // On the lesson's day, after the 10:00 cut-off (a session signed in then: the clock jumps weeks ahead).
    clock = jstDate(2026, 12, target.date, 10, 30);
    try {
      const onTheDay = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
      const late = await report(onTheDay, { kidId: kid.yuina, lessonId: target.id, kind: 'late', reason: 'school' });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().data.late).toBe(true);
      // A later week's lesson is still ahead: taken, not flagged.
      const ahead = await report(onTheDay, { kidId: kid.yuina, lessonId: lessons[2]?.id ?? 0 });
      expect(ahead.statusCode, ahead.body).toBe(200);
      expect(ahead.json().data.late).toBe(false);
      // The first lesson has started: refused, with what to do instead.
      const past = await report(onTheDay, { kidId: kid.yuina, lessonId: lessons[0]?.id ?? 0 });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.lessonId[0]).toContain('すでに始まっている');
    } finally {
      clock = NOW;
      // Signing in weeks ahead swept the sessions idle since NOW: the family signs in again.
      guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    }
  });

  it("lists the own classrooms' reports for staff, filtered by date and status", async () => {
    const staff = await staffBrowser();
    const all = (await staff.get('/api/staff/absences')).json().data as Report[];
    // Two sent above, and the demo's report four weeks ahead (seed).
    expect(all.map((r) => r.kidName).sort()).toEqual(['佐藤 結菜', '佐藤 結菜', '佐藤 結菜', '佐藤 陽翔']);
    const one = all[0] as Report;
    const onDay = (await staff.get(`/api/staff/absences?date=${one.date}`)).json().data as Report[];
    expect(onDay.map((r) => r.id)).toContain(one.id);
    expect(onDay.every((r) => r.date === one.date)).toBe(true);
    expect((await staff.get('/api/staff/absences?status=confirmed')).json().data).toEqual([]);
    expect((await staff.get('/api/staff/absences?date=12-14')).statusCode).toBe(422);
    // 中村 works at 自由が丘教室 only: 陽翔's report, not 結菜's.
    const colleague = await staffBrowser(DEMO_COLLEAGUES.colleague);
    const theirs = (await colleague.get('/api/staff/absences')).json().data as Report[];
    expect(theirs.map((r) => r.kidName)).toEqual(['佐藤 陽翔']);
  });

  it('keeps staff and guardians to their own side: 403 across, 404 for another classroom', async () => {
    expect((await guardian.get('/api/staff/absences')).statusCode).toBe(403);
    const staff = await staffBrowser();
    expect((await staff.get('/api/absence/list')).statusCode).toBe(403);
    expect((await report(staff, { kidId: kid.haruto, lessonId: 1 })).statusCode).toBe(403);
    const yuina = ((await staff.get('/api/staff/absences')).json().data as Report[]).find(
      (r) => r.kidName === '佐藤 結菜',
    );
    const colleague = await staffBrowser(DEMO_COLLEAGUES.colleague);
    const res = await decide(colleague, yuina?.id ?? 0, { decision: 'confirm' });
    expect(res.statusCode).toBe(404);
    expect((await decide(guardian, yuina?.id ?? 0, { decision: 'confirm' })).statusCode).toBe(403);
    expect((await decide(staff, 999_999, { decision: 'confirm' })).statusCode).toBe(404);
    expect((await new Browser(t.app).get('/api/staff/absences')).statusCode).toBe(401);
  });

  it('confirms: the guardian sees 確認済 at once, gets a notification, and the lesson is marked absent', async () => {
    const staff = await staffBrowser();
    const haruto = ((await staff.get('/api/staff/absences')).json().data as Report[]).find(
      (r) => r.kidName === '佐藤 陽翔',
    ) as Report;
    const before = ((await guardian.get('/api/notification')).json().data as unknown[]).length;
    const res = await decide(staff, haruto.id, { decision: 'confirm', staffNote: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', staffNote: '' });
    expect(res.json().data.decidedAt).toBe(NOW.toISOString());
    const shown = (await calendar(guardian, [kid.haruto])).find(
      (i) => i.id === haruto.lessonId && i.kidId === kid.haruto,
    );
    expect(shown?.absence).toMatchObject({ status: 'confirmed' });
    const bell = (await guardian.get('/api/notification')).json().data as { type: number; isRead: number }[];
    expect(bell).toHaveLength(before + 1);
    expect(bell[0]).toMatchObject({ type: 3, isRead: 0 });
    const list = (await guardian.get(`/api/absence/list?kidId=${kid.haruto}`)).json().data as Report[];
    expect(list[0]).toMatchObject({ id: haruto.id, status: 'confirmed' });
    // Answered once: a second answer is refused.
    expect((await decide(staff, haruto.id, { decision: 'refuse', staffNote: '定員のため' })).statusCode).toBe(409);
  });

  it('refuses with a comment the family reads; a refusal without one is sent back', async () => {
    const staff = await staffBrowser();
    const pending = ((await staff.get('/api/staff/absences?status=pending')).json().data as Report[])[0] as Report;
    const bare = await decide(staff, pending.id, { decision: 'refuse', staffNote: ' ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.staffNote).toEqual(['保護者さまへのコメントを入力してください。']);
    const res = await decide(staff, pending.id, { decision: 'refuse', staffNote: 'この日は振替をお受けできません。' });
    expect(res.statusCode).toBe(200);
    const list = (await guardian.get('/api/absence/list')).json().data as Report[];
    expect(list.find((r) => r.id === pending.id)).toMatchObject({
      status: 'refused',
      staffNote: 'この日は振替をお受けできません。',
    });
  });
});
