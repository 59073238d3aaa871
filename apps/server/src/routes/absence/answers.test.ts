import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceReports, attendances, lessons, pushHeld, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_KICHIJOJI_STAFF } from '../../db/seed/kichijoji-staff';
import type { Mail } from '../../services/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { decrypt, deviceKeys, pushReceiver } from '../../test/push-receiver';

/** A JST wall-clock time as a Date. */
const jst = (iso: string) => new Date(`${iso}+09:00`);

type Report = {
  id: number;
  lessonId: number;
  date: string;
  status: string;
  transferable: boolean;
  transfer: { lessonId: number; date: string; status: string } | null;
};
type Options = { lessons: { lessonId: number; date: string; freeSeats: number }[] };
type HomeLesson = { name: string; date: string; className: string };

// What follows a classroom's answer to an absence or a transfer, and the family's withdrawal of a transfer request
// (issue 33, ADR 051; issue 34, ADR 055). The demo: 蓮 of the 高橋 family (guardian2@) goes to 吉祥寺教室, which
// offers transfers for the month of the absence and the next; 木村 works there; 佐藤 (guardian@) is another family.
describe('after the classroom answers: home, the family’s devices, and withdrawing a transfer (issue 33)', () => {
  let t: TestApp;
  let clock = jst('2026-11-23T10:00:00');
  let receiver: Awaited<ReturnType<typeof pushReceiver>>;
  let takahashi: TestBrowser;
  let sato: TestBrowser;
  let kimura: TestBrowser;
  let ren = 0;
  /** The absence of the withdrawal test: transferable again after its refused transfer, and used again below. */
  let reused = 0;
  const mails: Mail[] = [];

  const staffLogin = async (email: string) => {
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };
  /** Sets the clock and signs everyone in again (a jump of hours outlives the sessions' idle limit). */
  const at = async (iso: string) => {
    clock = jst(iso);
    takahashi = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    sato = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    kimura = await staffLogin(DEMO_KICHIJOJI_STAFF);
  };
  /** 蓮's lessons still ahead that he takes himself, soonest first (without a report yet). */
  const comingLessons = async () => {
    const rows = await t.app.db
      .select({ id: lessons.id, startsAt: lessons.startsAt })
      .from(attendances)
      .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
      .where(and(eq(attendances.kidId, ren), gt(lessons.startsAt, clock), eq(lessons.recess, false)))
      .orderBy(asc(lessons.startsAt));
    const reported = new Set(
      (await t.app.db.select({ id: absenceReports.lessonId }).from(absenceReports)).map((r) => r.id),
    );
    return rows.filter((r) => !reported.has(r.id));
  };
  const homeLesson = async () => {
    const res = await takahashi.get('/api/attendance/schedule');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as HomeLesson[]).find((l) => l.name === '高橋 蓮');
  };
  const report = async (lessonId: number) => {
    const res = await takahashi.request({
      method: 'POST',
      url: '/api/absence',
      payload: { kidId: ren, lessonId, kind: 'absent', reason: 'illness', note: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Report;
  };
  const options = async (b: TestBrowser, id: number) => {
    const res = await b.get(`/api/absence/${id}/transfer-options`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Options;
  };
  const ask = (b: TestBrowser, id: number, lessonId: number) =>
    b.request({ method: 'POST', url: `/api/absence/${id}/transfer`, payload: { lessonId } });
  const withdraw = (b: TestBrowser, id: number, headers?: Record<string, string>) =>
    b.request({ method: 'DELETE', url: `/api/absence/${id}/transfer` }, headers ? { headers } : {});
  const answer = (id: number, body: object) =>
    kimura.request({ method: 'POST', url: `/api/staff/absences/${id}/transfer`, payload: body });
  const setReminder = (class_reminder: 0 | 1) =>
    t.app.db
      .update(users)
      .set({ notificationSettings: { chat: 0, unread_chat: 0, class_announcement: 0, class_reminder, child_post: 0 } })
      .where(eq(users.email, DEMO_ACCOUNTS.guardian2));
  /** The family's device: subscribed at the local push receiver; what it got, decrypted. */
  const device = deviceKeys();
  const pushed = () =>
    receiver.received
      .filter((r) => r.path === '/takahashi-phone')
      .map((r) => JSON.parse(decrypt(r.body, device)) as { title: string; body: string; url: string; tag: string });

  beforeAll(async () => {
    receiver = await pushReceiver();
    t = await createTestApp({ PUSH_FLUSH_INTERVAL_SECONDS: '0' }, { seed: true, now: () => clock });
    const send = t.app.services.mailer.send.bind(t.app.services.mailer);
    t.app.services.mailer.send = async (mail) => {
      mails.push(mail);
      return send(mail);
    };
    await at('2026-11-23T10:00:00');
    ren = ((await takahashi.get('/api/user')).json().kids as { id: number; firstName: string }[]).find(
      (k) => k.firstName === '蓮',
    )?.id as number;
    expect(ren).toBeGreaterThan(0);
    const sub = await takahashi.request({
      method: 'POST',
      url: '/api/push/subscription',
      payload: {
        endpoint: `${receiver.origin}/takahashi-phone`,
        expirationTime: null,
        keys: { p256dh: device.p256dh, auth: device.authText },
      },
    });
    expect(sub.statusCode, sub.body).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('takes a confirmed absence off home’s next lessons at once', async () => {
    const [next, after] = await comingLessons();
    if (!next || !after) throw new Error('蓮 has fewer than two coming lessons');
    const absence = await report(next.id);
    // Home has read (and kept) the lesson the absence is for.
    expect((await homeLesson())?.date).toBe(absence.date);
    const res = await kimura.request({
      method: 'POST',
      url: `/api/staff/absences/${absence.id}/decide`,
      payload: { decision: 'confirm', staffNote: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [second] = await t.app.db.select().from(lessons).where(eq(lessons.id, after.id));
    const shown = await homeLesson();
    expect(shown?.date).not.toBe(absence.date);
    expect(shown?.date).toBe(
      second ? new Date(second.startsAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10) : '',
    );
  });

  it('lets the family withdraw a waiting request: the seat is free again, staff are told, it may ask again', async () => {
    const [next] = await comingLessons();
    if (!next) throw new Error('蓮 has no coming lesson');
    const absence = await report(next.id);
    const before = await options(takahashi, absence.id);
    const target = before.lessons[0];
    if (!target) throw new Error('吉祥寺教室 offers no lesson to transfer to');
    expect((await ask(takahashi, absence.id, target.lessonId)).statusCode).toBe(200);
    // Another family, and staff, cannot withdraw it.
    const theirs = await withdraw(sato, absence.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('この連絡は見つかりません。一覧を読み込み直してください。');
    expect((await withdraw(kimura, absence.id)).statusCode).toBe(403);

    mails.length = 0;
    const res = await withdraw(takahashi, absence.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: absence.id, transfer: null, transferable: true });
    // The seat it held is free again.
    const after = await options(takahashi, absence.id);
    expect(after.lessons.find((l) => l.lessonId === target.lessonId)?.freeSeats).toBe(target.freeSeats);
    // The calendar no longer says 振替申請中; staff see nothing to answer and are told by mail.
    const list = (await takahashi.get('/api/absence/list')).json().data as Report[];
    expect(list.find((r) => r.id === absence.id)).toMatchObject({ transfer: null, transferable: true });
    expect(mails.map((m) => m.to)).toEqual([DEMO_KICHIJOJI_STAFF]);
    expect(mails[0]?.subject).toContain('振替の申請が取り下げられました（高橋 蓮さん');
    const late = await answer(absence.id, { decision: 'accept', note: '' });
    expect(late.statusCode).toBe(409);

    // Withdrawn once: nothing waits any more, said in Japanese (and in English).
    const again = await withdraw(takahashi, absence.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      '取り下げられる振替の申請はありません。教室がすでに回答したか、取り下げ済みです。カレンダーを読み込み直してください。',
    );
    expect((await withdraw(takahashi, absence.id, { 'accept-language': 'en' })).json().message).toContain(
      'no transfer request to withdraw',
    );
    // The family may ask again; an answered request can no longer be withdrawn.
    expect((await ask(takahashi, absence.id, target.lessonId)).statusCode).toBe(200);
    expect((await answer(absence.id, { decision: 'refuse', note: 'この日は満席です。' })).statusCode).toBe(200);
    expect((await withdraw(takahashi, absence.id)).statusCode).toBe(409);
    // The classroom confirms the absence itself (it leaves home's next lessons), so the tests below start clean.
    const confirmed = await kimura.request({
      method: 'POST',
      url: `/api/staff/absences/${absence.id}/decide`,
      payload: { decision: 'confirm', staffNote: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    reused = absence.id;
  });

  it('moves home’s next lesson to the transfer as soon as staff accept it, and pushes the answer', async () => {
    await setReminder(1);
    const [next] = await comingLessons();
    if (!next) throw new Error('蓮 has no coming lesson');
    const absence = await report(next.id);
    const [target] = (await options(takahashi, absence.id)).lessons;
    if (!target) throw new Error('吉祥寺教室 offers no lesson to transfer to');
    expect((await ask(takahashi, absence.id, target.lessonId)).statusCode).toBe(200);
    expect((await homeLesson())?.date).toBe(absence.date);
    receiver.received.length = 0;

    const res = await answer(absence.id, { decision: 'accept', note: '' });
    expect(res.statusCode, res.body).toBe(200);
    // The next lesson on home is now the sooner of the transfer and 蓮's next own lesson, never the absent one.
    const [own] = await comingLessons();
    const ownDate = own ? new Date(own.startsAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10) : '9999';
    const shown = await homeLesson();
    expect(shown?.date).not.toBe(absence.date);
    expect(shown?.date).toBe([target.date, ownDate].sort()[0]);

    await t.app.push.settled();
    const [month, day] = target.date.slice(5).split('-').map(Number);
    expect(pushed()).toEqual([
      {
        title: '吉祥寺教室',
        body: `蓮さんの振替（${month}月${day}日の授業）を教室が受け付けました。`,
        url: '/schedule/calendar',
        tag: `absence-${absence.id}`,
      },
    ]);
  });

  it('pushes a refused transfer, not while class_reminder is off, and holds one answered at night until 7:00', async () => {
    // The confirmed absence of the withdrawal test, asked for again after each refusal.
    const ask3 = async () => {
      const [target] = (await options(takahashi, reused)).lessons;
      if (!target) throw new Error('吉祥寺教室 offers no lesson to transfer to');
      const res = await ask(takahashi, reused, target.lessonId);
      expect(res.statusCode, res.body).toBe(200);
      return { id: reused };
    };
    await setReminder(1);
    const refused = await ask3();
    receiver.received.length = 0;
    expect((await answer(refused.id, { decision: 'refuse', note: 'この日は教室の行事があります。' })).statusCode).toBe(
      200,
    );
    await t.app.push.settled();
    expect(pushed()).toEqual([
      {
        title: '吉祥寺教室',
        body: '蓮さんの振替の申請について教室から返信があります。',
        url: '/schedule/calendar',
        tag: `absence-${refused.id}`,
      },
    ]);

    await setReminder(0);
    const quiet = await ask3();
    receiver.received.length = 0;
    expect((await answer(quiet.id, { decision: 'refuse', note: '満席のため' })).statusCode).toBe(200);
    await t.app.push.settled();
    expect(pushed()).toEqual([]);

    // 22:00 in Japan: held, not sent.
    await setReminder(1);
    await at('2026-11-23T22:00:00');
    const night = await ask3();
    receiver.received.length = 0;
    expect((await answer(night.id, { decision: 'accept', note: '' })).statusCode).toBe(200);
    await t.app.push.settled();
    expect(pushed()).toEqual([]);
    const held = await t.app.db.select().from(pushHeld);
    const mine = held.filter((h) => (h.payload as { tag: string }).tag === `absence-${night.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.sendAfter.toISOString()).toBe(jst('2026-11-24T07:00:00').toISOString());
    expect((mine[0]?.payload as { body: string } | undefined)?.body).toContain('蓮さんの振替');
  });
});
