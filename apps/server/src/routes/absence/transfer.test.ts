import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, lessons } from '../../db/schema';
import { TRANSFER_CLASS } from '../../db/seed/absence';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_KICHIJOJI_STAFF } from '../../db/seed/kichijoji-staff';
import type { Mail } from '../../services/mail';
import { createTestApp } from '../../test/app';
import { TestBrowser as Browser, signedIn, type TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan (the demo data is dated from it).
const NOW = new Date('2026-11-23T01:00:00Z');

type Item = {
  id: number;
  kidId: number;
  date: number;
  recessFlag: number;
  transferFlag: number;
  absence?: { transferStatus?: string | null; transferable?: boolean } | null;
};
type Report = Record<string, unknown> & {
  id: number;
  status: string;
  lessonId: number;
  transferable: boolean;
  transfer: { lessonId: number; status: string; note: string; date: string } | null;
};
type Options = {
  offered: boolean;
  windowFrom: string;
  windowTo: string;
  lessons: { lessonId: number; date: string; freeSeats: number }[];
};
type Settings = { classroomId: number; classroomName: string; cutoffTime: string; transfersOffered: boolean };

// The demo: 蓮 of the 高橋 family (guardian2) goes to 吉祥寺教室, which offers transfers for the month of the
// absence and the next; 木村 works there. 陽翔 and 結菜 of the 佐藤 family go to 自由が丘教室 and 武蔵小杉教室,
// which take no transfers; staff@example.com (山本) works at those two.
describe('transfers after an absence, and the classroom settings (issue 33, ADR 051)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sato: TestBrowser;
  let takahashi: TestBrowser;
  const mails: Mail[] = [];
  const kid = { haruto: 0, yuina: 0, ren: 0 };

  const staffBrowser = async (email: string) => {
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
  const calendar = async (b: TestBrowser, kidId: number, month = '12') => {
    const res = await b.get(`/api/schedule/calendar?kid_ids[]=${kidId}&year=2026&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Item[]).filter((i) => i.kidId === kidId);
  };
  const ownLessons = async (b: TestBrowser, kidId: number) =>
    (await calendar(b, kidId)).filter((i) => !i.recessFlag && i.transferFlag === 0);
  const reportAbsence = async (b: TestBrowser, kidId: number, lessonId: number, kind = 'absent') => {
    const res = await b.request({
      method: 'POST',
      url: '/api/absence',
      payload: { kidId, lessonId, kind, reason: 'family', note: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Report;
  };
  const options = (b: TestBrowser, id: number) => b.get(`/api/absence/${id}/transfer-options`);
  const ask = (b: TestBrowser, id: number, lessonId: unknown, headers?: Record<string, string>) =>
    b.request(
      { method: 'POST', url: `/api/absence/${id}/transfer`, payload: { lessonId } },
      headers ? { headers } : {},
    );
  const answer = (b: TestBrowser, id: number, body: object) =>
    b.request({ method: 'POST', url: `/api/staff/absences/${id}/transfer`, payload: body });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    const send = t.app.services.mailer.send.bind(t.app.services.mailer);
    t.app.services.mailer.send = async (mail) => {
      mails.push(mail);
      return send(mail);
    };
    sato = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    takahashi = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const mine = (await sato.get('/api/user')).json().kids as { id: number; firstName: string }[];
    const theirs = (await takahashi.get('/api/user')).json().kids as { id: number; firstName: string }[];
    kid.haruto = mine.find((k) => k.firstName === '陽翔')?.id ?? 0;
    kid.yuina = mine.find((k) => k.firstName === '結菜')?.id ?? 0;
    kid.ren = theirs.find((k) => k.firstName === '蓮')?.id ?? 0;
  }, 180_000);
  afterAll(() => t.close());

  it('lets staff read and set the settings of their own classrooms only, checked in Japanese', async () => {
    const yamamoto = await staffBrowser(DEMO_ACCOUNTS.staff);
    const mine = (await yamamoto.get('/api/staff/absence-settings')).json().data as Settings[];
    expect(mine.map((s) => [s.classroomName, s.cutoffTime, s.transfersOffered])).toEqual([
      ['自由が丘教室', '10:00', false],
      ['武蔵小杉教室', '10:00', false],
    ]);
    const kimura = await staffBrowser(DEMO_KICHIJOJI_STAFF);
    const kichijoji = (await kimura.get('/api/staff/absence-settings')).json().data as Settings[];
    expect(kichijoji).toEqual([
      expect.objectContaining({ classroomName: '吉祥寺教室', transfersOffered: true, transferWindowMonths: 1 }),
    ]);
    const room = mine[1] as Settings;
    const saved = await yamamoto.request({
      method: 'POST',
      url: `/api/staff/absence-settings/${room.classroomId}`,
      payload: { cutoffTime: '09:30', transfersOffered: false, transferWindowMonths: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ cutoffTime: '09:30', transferWindowMonths: 2 });
    const wrong = await yamamoto.request({
      method: 'POST',
      url: `/api/staff/absence-settings/${room.classroomId}`,
      payload: { cutoffTime: '25:00', transfersOffered: true, transferWindowMonths: 5 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      cutoffTime: ['当日連絡の締め切り時刻は「10:00」のように、00:00から23:59までの時刻で入力してください。'],
      transferWindowMonths: ['振替の期間を選択してください。'],
    });
    // Another classroom's settings: 404; a guardian: 403.
    const other = await yamamoto.request({
      method: 'POST',
      url: `/api/staff/absence-settings/${kichijoji[0]?.classroomId}`,
      payload: { cutoffTime: '09:00', transfersOffered: false, transferWindowMonths: 0 },
    });
    expect(other.statusCode).toBe(404);
    expect((await sato.get('/api/staff/absence-settings')).statusCode).toBe(403);
    // Put back what the demo had, for the tests below.
    await yamamoto.request({
      method: 'POST',
      url: `/api/staff/absence-settings/${room.classroomId}`,
      payload: { cutoffTime: '10:00', transfersOffered: false, transferWindowMonths: 1 },
    });
  });

  it('offers no transfer where the classroom takes none, and says so in Japanese', async () => {
    const [lesson] = await ownLessons(sato, kid.haruto);
    const report = await reportAbsence(sato, kid.haruto, lesson?.id ?? 0);
    expect(report).toMatchObject({ transferable: false, transfer: null });
    const opts = (await options(sato, report.id)).json().data as Options;
    expect(opts).toMatchObject({ offered: false, lessons: [] });
    const res = await ask(sato, report.id, lesson?.id ?? 0);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lessonId).toEqual([
      'この教室では振替を受け付けていません。くわしくは教室へお問い合わせください。',
    ]);
  });

  it('asks for a lesson with a free seat in the window: 振替申請中 on the calendar, the staff mailed', async () => {
    const [absent] = await ownLessons(takahashi, kid.ren);
    if (!absent) throw new Error('蓮 has no December lesson');
    const report = await reportAbsence(takahashi, kid.ren, absent.id);
    expect(report.transferable).toBe(true);
    const opts = (await options(takahashi, report.id)).json().data as Options;
    expect(opts.offered).toBe(true);
    expect(opts.windowFrom).toBe('2026-12-01');
    expect(opts.windowTo).toBe('2027-01-31');
    expect(opts.lessons.length).toBeGreaterThan(0);
    // The child's own lessons are not candidates; each has a seat.
    const own = new Set((await calendar(takahashi, kid.ren)).map((i) => i.id));
    expect(opts.lessons.every((l) => !own.has(l.lessonId) && l.freeSeats > 0)).toBe(true);
    expect(opts.lessons.every((l) => l.date >= '2026-12-01' && l.date <= '2027-01-31')).toBe(true);
    const target = opts.lessons[0] as Options['lessons'][number];
    mails.length = 0;
    const res = await ask(takahashi, report.id, target.lessonId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      transferable: false,
      transfer: { lessonId: target.lessonId, date: target.date, status: 'requested', note: '' },
    });
    const shown = (await calendar(takahashi, kid.ren)).find((i) => i.id === absent.id);
    expect(shown?.absence).toMatchObject({ transferStatus: 'requested', transferable: false });
    expect(mails.map((m) => m.to)).toEqual([DEMO_KICHIJOJI_STAFF]);
    expect(mails[0]?.subject).toContain('振替の申請がありました（高橋 蓮さん');
    // Asked once: a second request waits for the answer.
    const again = await ask(takahashi, report.id, opts.lessons[1]?.lessonId ?? target.lessonId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'この欠席については、すでに振替を申請しています。変える場合は教室へご連絡ください。',
    );
  });

  it("keeps families apart: another family's report is 404 for its options and its transfer", async () => {
    const theirs = ((await takahashi.get('/api/absence/list')).json().data as Report[])[0] as Report;
    expect((await options(sato, theirs.id)).statusCode).toBe(404);
    const res = await ask(sato, theirs.id, theirs.transfer?.lessonId ?? 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('この連絡は見つかりません。一覧を読み込み直してください。');
    expect((await options(sato, 999_999)).statusCode).toBe(404);
    // Staff are not guardians, guardians are not staff.
    const kimura = await staffBrowser(DEMO_KICHIJOJI_STAFF);
    expect((await options(kimura, theirs.id)).statusCode).toBe(403);
    expect((await answer(takahashi, theirs.id, { decision: 'accept' })).statusCode).toBe(403);
    // 山本 does not work at 吉祥寺教室.
    const yamamoto = await staffBrowser(DEMO_ACCOUNTS.staff);
    expect((await answer(yamamoto, theirs.id, { decision: 'accept' })).statusCode).toBe(404);
  });

  it('refuses a lesson outside the window or of another course with 422 in Japanese (and in English)', async () => {
    const lessons2 = await ownLessons(takahashi, kid.ren);
    const second = lessons2[1];
    if (!second) throw new Error('蓮 has fewer than two December lessons');
    const report = await reportAbsence(takahashi, kid.ren, second.id);
    // February's Wednesday class is outside December and January; the child's own lesson and a guessed id are no
    // candidates either.
    const [february] = await t.app.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.className, TRANSFER_CLASS), gte(lessons.startsAt, new Date('2027-02-01T00:00:00+09:00'))));
    expect(february).toBeDefined();
    for (const lessonId of [february?.id ?? 999_998, lessons2[2]?.id ?? 999_997, 999_999]) {
      const res = await ask(takahashi, report.id, lessonId);
      expect(res.statusCode, String(lessonId)).toBe(422);
      expect(res.json().errors.lessonId).toEqual([
        '振替先には、振替の期間内の同じコースの授業から、選べるものを選択してください。',
      ]);
    }
    const en = await ask(takahashi, report.id, 999_999, { 'accept-language': 'en' });
    expect(en.json().errors.lessonId[0]).toContain('within the transfer period');
    const blank = await ask(takahashi, report.id, '');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.lessonId).toEqual(['振替先の授業を選択してください。']);
  });

  it('gives the last seat to one family only when two ask at once (409 for the other)', async () => {
    // 陽翔 joins one of 吉祥寺教室's lessons of 蓮's course, so two families are absent from that course.
    const ren = ((await takahashi.get('/api/absence/list')).json().data as Report[]).find(
      (r) => r.transfer === null,
    ) as Report;
    const opts = (await options(takahashi, ren.id)).json().data as Options;
    const [joined, target] = opts.lessons;
    if (!joined || !target) throw new Error('吉祥寺教室 has fewer than two candidate lessons');
    await t.app.db.insert(attendances).values({ kidId: kid.haruto, lessonId: joined.lessonId });
    const haruto = await reportAbsence(sato, kid.haruto, joined.lessonId);
    expect(haruto.transferable).toBe(true);
    // The target lesson has one seat left.
    const [row] = await t.app.db.select().from(lessons).where(eq(lessons.id, target.lessonId));
    await t.app.db
      .update(lessons)
      .set({ capacity: (row?.capacity ?? 8) - target.freeSeats + 1 })
      .where(eq(lessons.id, target.lessonId));
    const seats = (await options(takahashi, ren.id)).json().data as Options;
    expect(seats.lessons.find((l) => l.lessonId === target.lessonId)?.freeSeats).toBe(1);
    const [a, b] = await Promise.all([ask(takahashi, ren.id, target.lessonId), ask(sato, haruto.id, target.lessonId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('この授業は満席になりました。ほかの授業を選択してください。');
    // The full lesson is no longer offered.
    const after = (await options(sato, haruto.id)).json().data as Options;
    const afterRen = (await options(takahashi, ren.id)).json().data as Options;
    expect([...after.lessons, ...afterRen.lessons].some((l) => l.lessonId === target.lessonId)).toBe(false);
    await t.app.db
      .delete(attendances)
      .where(and(eq(attendances.kidId, kid.haruto), eq(attendances.lessonId, joined.lessonId)));
  });

  it('staff accept: the calendar shows the transfer on both lessons, the family is notified', async () => {
    const kimura = await staffBrowser(DEMO_KICHIJOJI_STAFF);
    const waiting = ((await kimura.get('/api/staff/absences')).json().data as Report[]).find(
      (r) => r.transfer?.status === 'requested' && r.kidName === '高橋 蓮',
    );
    if (!waiting?.transfer) throw new Error('no transfer waits at 吉祥寺教室');
    const to = waiting.transfer;
    const before = ((await takahashi.get('/api/notification')).json().data as unknown[]).length;
    mails.length = 0;
    const res = await answer(kimura, waiting.id, { decision: 'accept', note: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', transfer: { status: 'accepted' } });
    const month = to.date.slice(5, 7).replace(/^0/, '');
    const original = (await calendar(takahashi, kid.ren)).find((i) => i.id === waiting.lessonId);
    expect(original).toMatchObject({ transferFlag: 1, absence: { transferStatus: 'accepted' } });
    const added = (await calendar(takahashi, kid.ren, month)).find((i) => i.transferFlag === 2);
    expect(added?.id).toBe(to.lessonId);
    const bell = (await takahashi.get('/api/notification')).json().data as { type: number }[];
    expect(bell).toHaveLength(before + 1);
    expect(bell[0]).toMatchObject({ type: 3 });
    // A second answer finds nothing waiting.
    const again = await answer(kimura, waiting.id, { decision: 'refuse', note: '満席のため' });
    expect(again.statusCode).toBe(409);
  });

  it('staff refuse with a comment the family reads; without one it is sent back; the family may ask again', async () => {
    const kimura = await staffBrowser(DEMO_KICHIJOJI_STAFF);
    const waiting = ((await kimura.get('/api/staff/absences')).json().data as Report[]).find(
      (r) => r.transfer?.status === 'requested',
    );
    if (!waiting?.transfer) throw new Error('no transfer waits at 吉祥寺教室');
    const bare = await answer(kimura, waiting.id, { decision: 'refuse', note: ' ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.note).toEqual(['振替についてのコメントを入力してください。']);
    const res = await answer(kimura, waiting.id, { decision: 'refuse', note: 'この日は教室の行事があります。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      transferable: true,
      transfer: { status: 'refused', note: 'この日は教室の行事があります。' },
    });
  });
});
