import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn } from '../../test/browser';

describe('document calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);
  const clicks = async (id: number) =>
    (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]?.clickCount;

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/document' })).statusCode).toBe(401);
  });

  it('lists the documents in order for every role', async () => {
    for (const email of [DEMO_ACCOUNTS.guardian, DEMO_ACCOUNTS.prospect, DEMO_ACCOUNTS.limited]) {
      const list = (await (await as(email)).get('/api/document')).json();
      expect(list.map((d: { title: string }) => d.title)).toEqual([
        '教室パンフレット',
        '料金表',
        '年間スケジュール',
        '休会・退会届',
        '体験授業のご案内',
      ]);
      expect(list[1]).toEqual({
        id: expect.any(Number),
        title: '料金表',
        comments: expect.stringContaining('月謝'),
        url: 'https://www.example.com/manabi/price-list.pdf',
        imagePath: '/documents/price-list.svg',
      });
    }
  });

  it('counts each click on a document', async () => {
    const b = await as(DEMO_ACCOUNTS.prospect);
    const [first] = (await b.get('/api/document')).json();
    const before = await clicks(first.id);
    for (let i = 0; i < 2; i++) {
      const res = await b.request({ method: 'POST', url: '/api/document/click_count', payload: { id: first.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(await clicks(first.id)).toBe((before ?? 0) + 2);
  });

  it('answers an unknown id with 404 and a malformed one with 422, never 500', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const unknown = await b.request({ method: 'POST', url: '/api/document/click_count', payload: { id: 99999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '指定された資料が見つかりませんでした。' });
    for (const payload of [{}, { id: 'abc' }, { id: 1.5 }, { id: -1 }, { id: 1e12 }]) {
      const res = await b.request({ method: 'POST', url: '/api/document/click_count', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json(), JSON.stringify(payload)).toEqual({
        message: '資料を指定してください。',
        errors: { id: ['資料を指定してください。'] },
      });
    }
  });

  it('refuses a click without the CSRF token', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const res = await b.request(
      { method: 'POST', url: '/api/document/click_count', payload: { id: 1 } },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
  });
});
