import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { information, informationLabels, publicBookings } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { DEMO_TRIAL_EVENTS } from '../db/seed/trial-events';
import { createTestApp, type PageOf, type TestApp } from './app';
import { signedIn, TestBrowser } from './browser';

/**
 * The read cache as a guardian notices it (issue 18): a write through the services shows on the very next read,
 * one family (or user) never gets another's cached answer, and what is published later appears on time.
 */
type Row = { id: number; title: string; isUnread: boolean; classroomName?: string };

describe('cached home lists', () => {
  let t: TestApp;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  // Monday 11 May 2026, 10:00 in Japan; tests move it.
  let clock = new Date('2026-05-11T01:00:00Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const list = async (browser: TestBrowser, kind: 'announcement' | 'information') => {
    const res = await browser.get(`/api/${kind}/list?perPage=20&page=1`);
    expect(res.statusCode).toBe(200);
    return (res.json() as PageOf<Row>).data;
  };

  it("gives each family its own announcements, never another family's cached list", async () => {
    const mine = await list(guardian, 'announcement');
    const theirs = await list(guardian2, 'announcement');
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.map((r) => r.id)).not.toEqual(mine.map((r) => r.id));
    // Read again from the database, each family's list is what the cache gave it.
    t.app.services.cache.invalidate('announcement');
    expect(await list(guardian2, 'announcement')).toEqual(theirs);
    expect(await list(guardian, 'announcement')).toEqual(mine);
  });

  it('shows an opened announcement as read in the next list, for that reader only', async () => {
    const before = await list(guardian, 'announcement');
    const unread = before.find((r) => r.isUnread);
    expect(unread).toBeDefined();
    const opened = await guardian.get(`/api/announcement?announcementsId=${unread?.id}`);
    expect(opened.statusCode).toBe(200);
    const after = await list(guardian, 'announcement');
    expect(after.find((r) => r.id === unread?.id)?.isUnread).toBe(false);
  });

  it("keeps one guardian's read marks on information out of another family's list", async () => {
    const first = (await list(guardian2, 'information')).find((r) => r.isUnread);
    expect(first).toBeDefined();
    expect((await list(guardian, 'information')).find((r) => r.id === first?.id)?.isUnread).toBe(true);
    expect((await guardian.get(`/api/information?informationsId=${first?.id}`)).statusCode).toBe(200);
    expect((await list(guardian, 'information')).find((r) => r.id === first?.id)?.isUnread).toBe(false);
    expect((await list(guardian2, 'information')).find((r) => r.id === first?.id)?.isUnread).toBe(true);
  });

  it('shows a trial booked with the guardian email on Home as soon as the mailed link is opened, and not to another family', async () => {
    expect((await guardian.get('/api/trial/applied')).json()).toEqual([]);
    expect((await guardian2.get('/api/trial/applied')).json()).toEqual([]);
    const visitor = new TestBrowser(t.app, '10.9.0.1');
    await visitor.ensureXsrf();
    const found = await visitor.get(`/api/trial/find?store_id=1301&lesson_id=${DEMO_TRIAL_EVENTS.open}&code=WEB01`);
    expect(found.statusCode).toBe(200);
    const booked = await visitor.request({
      method: 'POST',
      url: '/api/trial',
      payload: { trial: found.json().taikenkai, input: trialInput(DEMO_ACCOUNTS.guardian), submissionId: randomUUID() },
    });
    expect(booked.statusCode).toBe(200);
    // Issue 31 item 19: booked signed out, it joins the family's list once the mailed link is opened.
    expect((await guardian.get('/api/trial/applied')).json()).toEqual([]);
    const [row] = await t.database.db
      .select({ id: publicBookings.id })
      .from(publicBookings)
      .where(eq(publicBookings.email, DEMO_ACCOUNTS.guardian));
    const token = 'read-cache-test-token-0123456789abcdefghijk';
    await t.database.db
      .update(publicBookings)
      .set({ confirmTokenHash: createHash('sha256').update(token).digest('hex') })
      .where(eq(publicBookings.id, row?.id ?? 0));
    expect((await t.app.services.bookings.confirm(token)).kind).toBe('added');
    expect((await guardian.get('/api/trial/applied')).json()).toEqual([
      expect.objectContaining({ hankyoStatus: 'UKETSUKE', isConsul: 0 }),
    ]);
    expect((await guardian2.get('/api/trial/applied')).json()).toEqual([]);
  });

  it('shows information scheduled for later when its time comes, and a change made outside within the TTL', async () => {
    const [label] = await t.database.db.select({ id: informationLabels.id }).from(informationLabels).limit(1);
    const labelId = label?.id ?? 1;
    await t.database.db.insert(information).values({
      labelId,
      title: '予約公開のお知らせ',
      content: '<p>十分後に公開します。</p>',
      publishedAt: new Date(clock.getTime() + 10 * 60_000),
    });
    const titles = async () => (await list(guardian, 'information')).map((r) => r.title);
    expect(await titles()).not.toContain('予約公開のお知らせ');
    later(10 * 60_000);
    expect(await titles()).toContain('予約公開のお知らせ');

    // Written straight into the database (no service heard it): seen once the TTL has passed.
    await t.database.db.insert(information).values({
      labelId,
      title: '管理画面から直接入れたお知らせ',
      content: '<p>本文</p>',
      publishedAt: new Date(clock.getTime() - 60_000),
    });
    later(31_000);
    expect(await titles()).toContain('管理画面から直接入れたお知らせ');
  });
});

function trialInput(email: string) {
  return {
    kids: [
      { id: 1, lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ', schoolGrade: 3 },
    ],
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    telNumber: '0312345678',
    email,
    zipcode: '1000001',
    prefectureCity: '東京都千代田区',
    blockBuilding: '千代田1-1',
    prefectureId: 13,
    city: '千代田区',
    block: '千代田1-1',
    questionnaire: 1,
    questions: null,
    inviteCode: null,
    privacy: true,
  };
}
