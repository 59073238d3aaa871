import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';

const NOW = new Date('2026-11-23T01:00:00Z');

type Item = { id: number; type: number; isRead: number; postManagementId: number | null; url: string | null };

describe('the notification bell', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);
  const post = (b: TestBrowser, url: string, payload: object) => b.request({ method: 'POST', url, payload });
  const list = async (b: TestBrowser) => (await b.get('/api/notification')).json().data as Item[];
  const userId = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

  it('needs a session and the CSRF token', async () => {
    const anonymous = new TestBrowser(t.app);
    expect((await anonymous.get('/api/notification')).statusCode).toBe(401);
    const b = await as(DEMO_ACCOUNTS.guardian);
    const forged = await b.request(
      { method: 'POST', url: '/api/notification/update/read', payload: { id: 1 } },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(419);
  });

  it("lists the guardian's own notifications newest first with their year-month and targets", async () => {
    const res = await (await as(DEMO_ACCOUNTS.guardian)).get('/api/notification');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Every lesson record tells its guardian; the records of the last three months are still unread.
    expect(data.map((n: Item) => [n.type, n.isRead])).toEqual([
      [2, 0],
      [3, 0],
      [1, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 1],
      [1, 1],
    ]);
    // A column notice opens the column's own page on this server, its id ending the URL.
    expect(data[0]).toMatchObject({
      url: expect.stringMatching(/^\/api\/column\/article\/\d+$/),
      publishedDate: '2026-11',
    });
    expect(data[3].postManagementId).toEqual(expect.any(Number));
    expect(data[5].publishedDate).toBe('2026-10');
  });

  it('marks one of the own notifications read', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const unread = (await list(b)).find((n) => n.type === 1 && n.isRead === 0);
    if (!unread) throw new Error('seed has an unread lesson-record notification');
    const res = await post(b, '/api/notification/update/read', { id: unread.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await list(b)).find((n) => n.id === unread.id)?.isRead).toBe(1);
  });

  it("cannot mark another family's notification read and cannot see it", async () => {
    const guardian = await as(DEMO_ACCOUNTS.guardian);
    const other = await as(DEMO_ACCOUNTS.guardian2);
    const theirs = (await list(guardian)).find((n) => n.isRead === 0);
    if (!theirs) throw new Error('the first guardian has an unread notification');

    const res = await post(other, '/api/notification/update/read', { id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '通知が見つかりません。' });
    expect((await list(guardian)).find((n) => n.id === theirs.id)?.isRead).toBe(0);

    const visible = await list(other);
    expect(visible.map((n) => [n.type, n.isRead])).toEqual([
      [3, 0],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    const guardianIds = new Set((await list(guardian)).map((n) => n.id));
    expect(visible.some((n) => guardianIds.has(n.id))).toBe(false);
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    expect((await post(b, '/api/notification/update/read', { id: 999_999 })).statusCode).toBe(404);
    const bad = await post(b, '/api/notification/update/read', { id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: '通知IDが正しくありません。',
      errors: { id: ['通知IDが正しくありません。'] },
    });
    expect((await post(b, '/api/notification/update/read', {})).statusCode).toBe(422);
  });

  it("marks the user's schedule notifications read by userId, and only the own user's", async () => {
    const b = await as(DEMO_ACCOUNTS.guardian2);
    const me = await userId(DEMO_ACCOUNTS.guardian2);
    const guardian = await userId(DEMO_ACCOUNTS.guardian);

    const denied = await post(b, '/api/notification/update/read/schedule', { userId: guardian });
    expect(denied.statusCode).toBe(403);
    const guardianSchedule = await t.database.db.select().from(notifications).where(eq(notifications.userId, guardian));
    expect(guardianSchedule.filter((n) => n.type === 3 && !n.read)).toHaveLength(1);

    const res = await post(b, '/api/notification/update/read/schedule', { userId: me });
    expect(res.statusCode).toBe(200);
    expect((await list(b)).map((n) => [n.type, n.isRead])).toEqual([
      [3, 1],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });

  it("marks a column's delivery notification read by the column id at the end of its URL", async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const me = await userId(DEMO_ACCOUNTS.guardian);
    const [column] = await t.database.db
      .insert(notifications)
      .values({ userId: me, type: 2, url: 'https://example.com/columns/4711', publishedAt: NOW })
      .returning();
    expect((await post(b, '/api/notification/update/read/column', { columnId: 4712 })).statusCode).toBe(200);
    expect((await list(b)).find((n) => n.id === column?.id)?.isRead).toBe(0);
    expect((await post(b, '/api/notification/update/read/column', { columnId: 4711 })).statusCode).toBe(200);
    expect((await list(b)).find((n) => n.id === column?.id)?.isRead).toBe(1);
    expect((await post(b, '/api/notification/update/read/column', { columnId: 0 })).statusCode).toBe(422);
  });
});
