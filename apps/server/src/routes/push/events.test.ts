import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  classrooms,
  informationLabels,
  kids,
  lessonRecords,
  pushHeld,
  pushSubscriptions,
  staffClassrooms,
  users,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { decrypt, deviceKeys, pushReceiver } from '../../test/push-receiver';

/** A JST wall-clock time as a Date. */
const jst = (iso: string) => new Date(`${iso}+09:00`);

type Settings = {
  chat: 0 | 1;
  unread_chat: 0 | 1;
  class_announcement: 0 | 1;
  class_reminder: 0 | 1;
  child_post: 0 | 1;
};
const ALL_OFF: Settings = { chat: 0, unread_chat: 0, class_announcement: 0, class_reminder: 0, child_post: 0 };

async function drawnSignature() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="100%" height="100%" fill="#fff"/><path d="M20 80 C 60 10, 120 110, 280 40" stroke="#000" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

// The pushes of ADR 055 other than chat (push.test.ts): important news, the membership application's steps and the
// classroom's comment on a lesson record, each decrypted from the local push receiver, with the setting that governs
// it and quiet hours. The demo: staff@ works at 自由が丘教室, where the 佐藤 family (guardian@) has children; the 高橋
// family (guardian2@) goes to 吉祥寺教室 only.
describe('Web Push of news, membership steps and lesson record comments (issue 34)', () => {
  let t: TestApp;
  let clock = jst('2026-11-24T14:00:00');
  let receiver: Awaited<ReturnType<typeof pushReceiver>>;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  let staff: TestBrowser;
  let guardianId: number;
  let jiyugaoka: number;

  const subscribe = async (b: TestBrowser, path: string, device = deviceKeys()) => {
    const res = await b.request({
      method: 'POST',
      url: '/api/push/subscription',
      payload: {
        endpoint: `${receiver.origin}${path}`,
        expirationTime: null,
        keys: { p256dh: device.p256dh, auth: device.authText },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return device;
  };
  const setSettings = (email: string, change: Partial<Settings>) =>
    t.app.db
      .update(users)
      .set({ notificationSettings: { ...ALL_OFF, ...change } })
      .where(eq(users.email, email));
  const staffLogin = async () => {
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };
  /** Sets the clock and signs everyone in again (a jump of hours outlives the sessions' idle limit). */
  const at = async (iso: string) => {
    clock = jst(iso);
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    staff = await staffLogin();
  };
  /** What arrived at one device path, decrypted with that device's keys. */
  const arrived = (path: string, device: ReturnType<typeof deviceKeys>) =>
    receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(decrypt(r.body, device)));

  beforeAll(async () => {
    receiver = await pushReceiver();
    t = await createTestApp({ PUSH_FLUSH_INTERVAL_SECONDS: '0' }, { seed: true, now: () => clock });
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    const [room] = await t.app.db.select().from(classrooms).where(eq(classrooms.name, '自由が丘教室'));
    if (!me || !room) throw new Error('demo guardian or classroom missing');
    guardianId = me.id;
    jiyugaoka = room.id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await at('2026-11-24T14:00:00');
    receiver.received.length = 0;
    await t.app.db.delete(pushSubscriptions);
    await t.app.db.delete(pushHeld);
  });

  describe('an important announcement or information for the family', () => {
    const publish = async (overrides: object) => {
      const created = await staff.request({
        method: 'POST',
        url: '/api/staff/news',
        payload: {
          kind: 'announcement',
          classroomId: jiyugaoka,
          labelId: null,
          title: '12月の授業日程について',
          content: '12月27日（日）は教室の点検のため休講です。',
          important: true,
          ...overrides,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json() as { kind: 'announcement' | 'information'; id: number };
      const published = await staff.request({
        method: 'POST',
        url: `/api/staff/news/${item.kind}/${item.id}/schedule`,
        payload: { publishAt: '' },
      });
      expect(published.statusCode, published.body).toBe(200);
      await t.app.push.settled();
      return item;
    };

    it('reaches the classroom’s families whose class_announcement setting is on, not another classroom’s family', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { class_announcement: 1 });
      await setSettings(DEMO_ACCOUNTS.guardian2, { class_announcement: 1 });
      const phone = await subscribe(guardian, '/sato');
      const other = await subscribe(guardian2, '/takahashi');
      const item = await publish({});
      expect(arrived('/sato', phone)).toEqual([
        {
          title: '自由が丘教室からの重要なお知らせ',
          body: '12月の授業日程について',
          url: `/announcement/detail?announcementsId=${item.id}`,
          tag: `announcement-${item.id}`,
        },
      ]);
      expect(arrived('/takahashi', other)).toEqual([]);

      const [label] = await t.app.db.select({ id: informationLabels.id }).from(informationLabels).limit(1);
      const info = await publish({ kind: 'information', labelId: label?.id, title: '冬の特別講座のご案内' });
      expect(arrived('/sato', phone).at(-1)).toEqual({
        title: '自由が丘教室からの重要なインフォメーション',
        body: '冬の特別講座のご案内',
        url: `/information/detail?informationsId=${info.id}`,
        tag: `information-${info.id}`,
      });
      // Not important: the list shows it, the phone stays quiet.
      await publish({ important: false, title: '教室だより12月号' });
      expect(receiver.received).toHaveLength(2);
    });

    it('sends nothing while class_announcement is off', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { class_announcement: 0, chat: 1, child_post: 1 });
      await subscribe(guardian, '/sato');
      await publish({});
      expect(receiver.received).toHaveLength(0);
    });

    it('holds one published at 22:30 until 7:00, and drops it when it was withdrawn before morning', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { class_announcement: 1 });
      const phone = await subscribe(guardian, '/sato');
      await at('2026-11-24T22:30:00');
      const kept = await publish({ title: '明日の授業は通常どおりです' });
      const withdrawn = await publish({ title: '取り下げるお知らせ' });
      expect(receiver.received).toHaveLength(0);
      const held = await t.app.db.select().from(pushHeld).where(eq(pushHeld.userId, guardianId));
      expect(held.map((h) => h.sendAfter.toISOString())).toEqual([
        jst('2026-11-25T07:00:00').toISOString(),
        jst('2026-11-25T07:00:00').toISOString(),
      ]);
      const off = await staff.request({
        method: 'POST',
        url: `/api/staff/news/announcement/${withdrawn.id}/withdraw`,
      });
      expect(off.statusCode, off.body).toBe(200);
      clock = jst('2026-11-25T06:59:00');
      expect(await t.app.push.flush()).toBe(0);
      clock = jst('2026-11-25T07:00:00');
      await t.app.push.flush();
      expect(arrived('/sato', phone)).toEqual([
        {
          title: '自由が丘教室からの重要なお知らせ',
          body: '明日の授業は通常どおりです',
          url: `/announcement/detail?announcementsId=${kept.id}`,
          tag: `announcement-${kept.id}`,
        },
      ]);
    });
  });

  describe('the membership application’s steps', () => {
    it('tells the family the final check opened at once, and holds the completion signed at 21:30 until 7:00; no setting stops either', async () => {
      await at('2026-11-24T21:00:00');
      // A prospect family with every notification setting off: these are steps of its own application.
      await setSettings(DEMO_ACCOUNTS.prospect, {});
      const created = await staff.request({
        method: 'POST',
        url: '/api/staff/membership/create',
        payload: {
          classroomId: jiyugaoka,
          course: 'RM',
          startMonth: '2027-01',
          guardian: { lastName: '伊藤', firstName: '真由美', email: DEMO_ACCOUNTS.prospect },
          child: { lastName: '伊藤', firstName: '湊', lastNameKana: 'イトウ', firstNameKana: 'ミナト', genderId: 1 },
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { id, subscriptionCode } = created.json() as { id: number; subscriptionCode: string };
      const family = await signedIn(t.app, DEMO_ACCOUNTS.prospect, DEMO_PASSWORD);
      const phone = await subscribe(family, '/ito');
      await family.request({
        method: 'POST',
        url: '/api/membership/online/session/store',
        payload: { kidId: id, subscriptionCode, statusId: 2 },
      });
      const sent = await family.request({
        method: 'POST',
        url: '/api/membership/online/guardian',
        payload: {
          kidId: id,
          subscriptionCode,
          kidForm: {
            lastName: '伊藤',
            firstName: '湊',
            lastNameKana: 'イトウ',
            firstNameKana: 'ミナト',
            birthday: '2019-04-02',
            genderId: 1,
            schoolName: '武蔵野市立第一小学校',
            schoolGrade: 3,
          },
          guardianForm: {
            lastName: '伊藤',
            firstName: '真由美',
            lastNameKana: 'イトウ',
            firstNameKana: 'マユミ',
            birthYear: 1988,
            genderId: 2,
            telNumber: '09012345678',
            telNumberBackup: '',
            email: DEMO_ACCOUNTS.prospect,
            emailKbn: 'M',
            emailBackup: '',
            emailBackupKbn: '',
            jobId: 3,
            kankeiCode: 'MOTHER',
            kankeiSonota: '',
            zipcode: '1800004',
            prefectureId: 13,
            city: '武蔵野市',
            block: '吉祥寺本町1-1-1',
            building: '',
          },
          privacy: true,
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(receiver.received).toHaveLength(0);

      clock = jst('2026-11-24T20:59:00');
      const issued = await staff.request({
        method: 'POST',
        url: '/api/staff/membership/code',
        payload: { membershipId: id },
      });
      expect(issued.statusCode, issued.body).toBe(200);
      await t.app.push.settled();
      expect(arrived('/ito', phone)).toEqual([
        {
          title: '自由が丘教室',
          body: '入会お申し込みの最終確認をお願いします。',
          url: '/online_apply/list',
          tag: `membership-${id}`,
        },
      ]);

      clock = jst('2026-11-24T21:30:00');
      const certified = await family.get(
        `/api/membership/online/certification?kidId=${id}&subscriptionCode=${subscriptionCode}&certificationCode=${issued.json().code}&from=conf`,
      );
      expect(certified.json().success).toBe(true);
      const signed = await family.request({
        method: 'POST',
        url: '/api/membership/sign',
        payload: { signData: await drawnSignature(), entryDate: '2026-11-24', membershipId: id },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      await t.app.push.settled();
      // Quiet hours: nothing at night, the completion at 7:00.
      expect(receiver.received).toHaveLength(1);
      clock = jst('2026-11-25T07:00:00');
      expect(await t.app.push.flush()).toBe(1);
      expect(arrived('/ito', phone).at(-1)).toEqual({
        title: '自由が丘教室',
        body: '入会のお申し込みが完了しました。',
        url: '/apply/print',
        tag: `membership-${id}`,
      });
    });
  });

  describe('the classroom’s comment on a lesson record', () => {
    /** One of the 佐藤 family's records at 自由が丘教室, where the staff member works. */
    const satoRecord = async () => {
      const [row] = await t.app.db
        .select({ id: lessonRecords.id, firstName: kids.firstName })
        .from(lessonRecords)
        .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
        .innerJoin(users, eq(users.familyId, kids.familyId))
        .where(
          and(
            eq(users.id, guardianId),
            inArray(
              lessonRecords.classroomId,
              t.app.db
                .select({ id: staffClassrooms.classroomId })
                .from(staffClassrooms)
                .innerJoin(users, eq(users.id, staffClassrooms.userId))
                .where(eq(users.email, DEMO_ACCOUNTS.staff)),
            ),
          ),
        )
        .limit(1);
      if (!row) throw new Error('no record of the 佐藤 family at the staff member’s classroom');
      return row;
    };
    const answer = async (id: number, lecturerComment: string) => {
      const res = await staff.request({
        method: 'POST',
        url: '/api/staff/lessonRecord/answer',
        payload: { id, lecturerComment },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.push.settled();
    };

    it('tells the family’s member guardian (child_post on), with the child’s name only, and no other family', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { child_post: 1 });
      await setSettings(DEMO_ACCOUNTS.guardian2, { child_post: 1 });
      const phone = await subscribe(guardian, '/sato');
      const other = await subscribe(guardian2, '/takahashi');
      const record = await satoRecord();
      const [classroom] = await t.app.db
        .select({ name: classrooms.name })
        .from(lessonRecords)
        .innerJoin(classrooms, eq(classrooms.id, lessonRecords.classroomId))
        .where(eq(lessonRecords.id, record.id));
      await answer(record.id, 'とても丁寧に組み立てられていました。');
      expect(arrived('/sato', phone)).toEqual([
        {
          title: classroom?.name,
          body: `${record.firstName}さんの授業の記録に教室からコメントが届きました。`,
          url: `/lessonRecord/detail?id=${record.id}`,
          tag: `lesson-record-${record.id}`,
        },
      ]);
      // The comment itself stays in the portal: the payload carries no more than the notification shows.
      expect(JSON.stringify(arrived('/sato', phone))).not.toContain('丁寧');
      expect(arrived('/takahashi', other)).toEqual([]);
    });

    it('sends nothing while child_post is off', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { chat: 1, class_announcement: 1, child_post: 0 });
      await subscribe(guardian, '/sato');
      await answer((await satoRecord()).id, 'コメントです。');
      expect(receiver.received).toHaveLength(0);
    });

    it('holds a comment written at 23:00 until 7:00; with quiet hours off it goes at once', async () => {
      await setSettings(DEMO_ACCOUNTS.guardian, { child_post: 1 });
      const phone = await subscribe(guardian, '/sato');
      const record = await satoRecord();
      await at('2026-11-24T23:00:00');
      await answer(record.id, '夜のコメント');
      expect(receiver.received).toHaveLength(0);
      clock = jst('2026-11-25T07:00:00');
      expect(await t.app.push.flush()).toBe(1);
      expect(arrived('/sato', phone).map((p) => p.tag)).toEqual([`lesson-record-${record.id}`]);

      await at('2026-11-25T23:00:00');
      const off = await guardian.request({
        method: 'POST',
        url: '/api/push/quiet-hours',
        payload: { quietHours: false },
      });
      expect(off.statusCode).toBe(200);
      await answer(record.id, 'もう一度');
      expect(arrived('/sato', phone)).toHaveLength(2);
      await guardian.request({ method: 'POST', url: '/api/push/quiet-hours', payload: { quietHours: true } });
    });
  });
});
