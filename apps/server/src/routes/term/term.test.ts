import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsTexts } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

describe('GET /api/term', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const browser = () => new TestBrowser(t.app);

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(() => t.close());

  it('serves the terms of use and the privacy notices without signing in', async () => {
    const kiyaku = await browser().get('/api/term?type=1');
    expect(kiyaku.statusCode).toBe(200);
    expect(kiyaku.json().success).toBe(true);
    expect(kiyaku.json().term.body).toContain('利用規約');
    expect(kiyaku.json().term.revision_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await browser().get('/api/term?type=3')).json().term.body).toContain('個人情報の取り扱いについて');
    expect((await browser().get('/api/term?type=2')).json().term.body).toContain('入会されなかった場合');
    expect((await browser().get('/api/term?type=4')).json().term.body).toContain('STEAM');
  });

  it('serves sanitised HTML only', async () => {
    for (const type of [1, 2, 3, 4]) {
      const body = (await browser().get(`/api/term?type=${type}`)).json().term.body as string;
      expect(body).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('serves the newest revision in force, not one dated in the future', async () => {
    await t.database.db.insert(termsTexts).values([
      { kind: 'kiyaku', revisionDate: '2026-05-01', body: '<p>改定版の利用規約</p>' },
      { kind: 'kiyaku', revisionDate: '2026-06-01', body: '<p>来月からの利用規約</p>' },
    ]);
    const term = (await browser().get('/api/term?type=1')).json().term;
    expect(term).toEqual({ body: '<p>改定版の利用規約</p>', revision_date: '2026-05-01' });
  });

  it('cleans a revision stored with scripts before serving it, as announcements are', async () => {
    await t.database.db.insert(termsTexts).values({
      kind: 'privacy_temp',
      revisionDate: '2026-05-02',
      body: '<p onclick="steal()">改定</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">リンク</a>',
    });
    const body = (await browser().get('/api/term?type=2')).json().term.body as string;
    expect(body).toBe('<p>改定</p><a>リンク</a>');
  });

  it('answers an unknown type with 422 and a Japanese message', async () => {
    for (const q of ['?type=5', '?type=abc', '']) {
      const res = await browser().get(`/api/term${q}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('規約の種類が正しくありません。');
    }
  });
});
