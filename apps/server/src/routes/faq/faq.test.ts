import { createContractValidator } from '@portal/api-client/contract';
import { ja } from '@portal/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqArticles } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, type TestBrowser } from '../../test/browser';
import { answerText, sanitizeAnswer } from './service';

const contract = createContractValidator();

describe('FAQ calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new Date('2026-05-11T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);

  /** TestBrowser checks fixed paths; calls with a path parameter are checked here against their template. */
  async function get(b: TestBrowser, url: string, template: string) {
    const res = await b.get(url);
    const problems = contract.validate({
      method: 'GET',
      path: template,
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.json(),
    });
    expect(problems, url).toEqual([]);
    return res;
  }

  it('answers 401 without a session', async () => {
    for (const url of ['/api/faq/categories/3', '/api/faq/article/detail/3/1', '/api/faq/article/search/3?keyWord=a']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('walks from a category to its sections, articles and one article', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const categories = (await b.get('/api/faq/categories/3')).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      '入会・退会',
      '授業・欠席',
      '料金・お支払い',
      'マイページの使い方',
    ]);
    expect(categories.map((c: { position: number }) => c.position)).toEqual([1, 2, 3, 4]);

    const lessons = categories[1];
    const sections = (await get(b, `/api/faq/section/list/3/${lessons.id}`, '/api/faq/section/list/3/{id}')).json();
    expect(sections.map((s: { name: string }) => s.name)).toEqual(['欠席と振替', '授業の持ち物・準備']);

    const articles = (await get(b, `/api/faq/article/list/3/${sections[0].id}`, '/api/faq/article/list/3/{id}')).json();
    expect(articles[0]).toEqual({ id: expect.any(Number), name: '授業を欠席するときはどうすればよいですか' });
    expect(articles).toHaveLength(3);

    const detail = (
      await get(b, `/api/faq/article/detail/3/${articles[0].id}`, '/api/faq/article/detail/3/{id}')
    ).json();
    expect(detail).toMatchObject({ id: articles[0].id, section_id: sections[0].id });
    expect(detail.body).toContain('授業開始の30分前までに、お通いの教室へお電話ください');
    // Seeded five days before the clock, shown as the Japanese wall-clock time.
    expect(detail.updated_at).toBe('2026-05-06 10:00:00');
  });

  it('answers unknown or malformed ids with 400 and a Japanese message, never 500', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian2);
    for (const [url, template] of [
      ['/api/faq/section/list/3/99999', '/api/faq/section/list/3/{id}'],
      ['/api/faq/article/list/3/99999', '/api/faq/article/list/3/{id}'],
      ['/api/faq/article/detail/3/99999', '/api/faq/article/detail/3/{id}'],
      ['/api/faq/article/detail/3/abc', '/api/faq/article/detail/3/{id}'],
      ['/api/faq/article/detail/3/99999999999999999999', '/api/faq/article/detail/3/{id}'],
    ] as const) {
      const res = await get(b, url, template);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'お探しのよくある質問は見つかりませんでした。' });
    }
  });

  it('removes scripts and handlers from an answer before sending it', async () => {
    const [row] = await t.database.db
      .insert(faqArticles)
      .values({
        sectionId: 1,
        name: '危険な本文',
        body: '<p onclick="steal()">本文<script>alert(1)</script><a href="javascript:alert(1)">リンク</a><a href="https://example.com" target="_blank">外部</a></p>',
        position: 99,
        updatedAt: clock,
      })
      .returning({ id: faqArticles.id });
    const b = await as(DEMO_ACCOUNTS.guardian);
    const detail = (await get(b, `/api/faq/article/detail/3/${row?.id}`, '/api/faq/article/detail/3/{id}')).json();
    expect(detail.body).toBe(
      '<p>本文<a>リンク</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">外部</a></p>',
    );
    await t.database.db.delete(faqArticles).where(eq(faqArticles.id, row?.id ?? 0));
  });

  it('finds articles by keyword in title or answer, width- and kana-tolerant', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const search = async (keyWord: string) => {
      const res = await b.get(`/api/faq/article/search/3?keyWord=${encodeURIComponent(keyWord)}`);
      expect(res.statusCode, keyWord).toBe(200);
      return res.json() as { name: string; category_name: string; section_name: string; excerpt: string }[];
    };
    const furikae = await search('振替');
    expect(furikae.map((h) => h.name).slice(0, 3)).toEqual([
      '欠席した授業の振替はできますか',
      '教室が休講になるのはどんなときですか',
      '引き落とし口座を変更したい',
    ]);
    expect(furikae[0]).toMatchObject({ category_name: '授業・欠席', section_name: '欠席と振替' });
    expect(furikae[0]?.excerpt).toMatch(/^ご都合やご病気で欠席された授業の振替は/);
    // Answer text only ("27日" appears in the body, not the title), typed in full width.
    expect((await search('２７日')).map((h) => h.name)).toContain('月謝の引き落とし日はいつですか');
    expect((await search('まいぺーじ ろぐいん')).map((h) => h.name)).toEqual(['マイページにログインできません']);
    expect(await search('宇宙旅行')).toEqual([]);
  });

  it('answers a question typed as a sentence with the right article first', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const ask = async (q: string) =>
      (await b.get(`/api/faq/article/search/3?keyWord=${encodeURIComponent(q)}`)).json() as { name: string }[];
    expect((await ask('休んだ授業の振替はしてもらえますか？'))[0]?.name).toBe('欠席した授業の振替はできますか');
    expect((await ask('欠席するときはどうすればいいですか'))[0]?.name).toBe('授業を欠席するときはどうすればよいですか');
    expect((await ask('退会するにはどうすればいいですか'))[0]?.name).toBe('退会したいときはどうすればよいですか');
    expect((await ask('月謝はいつ引き落とされますか'))[0]?.name).toBe('月謝の引き落とし日はいつですか');
  });

  it("answers the chat bot's own example and the ways guardians write 振替 and 欠席 (issue 31 item 31)", async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const ask = async (q: string) =>
      (await b.get(`/api/faq/article/search/3?keyWord=${encodeURIComponent(q)}`)).json() as { name: string }[];
    const example = ja.chatBot.questionHint.replace(/^例：/, '');
    expect((await ask(example))[0]?.name).toBe('授業を欠席するときはどうすればよいですか');
    expect((await ask('振替はいつまでに申し込めばいいですか'))[0]?.name).toBe('欠席した授業の振替はできますか');
    expect((await ask('振り替え'))[0]?.name).toBe('欠席した授業の振替はできますか');
    expect((await ask('振り替えはできますか'))[0]?.name).toBe('欠席した授業の振替はできますか');
    expect((await ask('欠席したい')).map((h) => h.name)).toContain('授業を欠席するときはどうすればよいですか');
  });

  it('rejects a blank or overlong keyword with 422', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    for (const url of [
      '/api/faq/article/search/3',
      '/api/faq/article/search/3?keyWord=%E3%80%80',
      `/api/faq/article/search/3?keyWord=${'あ'.repeat(201)}`,
    ]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.keyWord[0], url).toMatch(/キーワード/);
    }
  });

  it('reduces an answer to plain text for excerpts', () => {
    expect(answerText('<p>一行目</p><ul><li>A&amp;B</li></ul>')).toBe('一行目 A&B');
    expect(sanitizeAnswer('<img src=x onerror=alert(1)><b>太字</b>')).toBe('<b>太字</b>');
  });
});
