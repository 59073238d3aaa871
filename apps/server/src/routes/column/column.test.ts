import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columns, notifications, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { seededListSuite } from '../../test/app';

type Row = { id: number; url: string; imagePath: string | null; courseCd: string; releaseMonth: string };
type ListAnswer = {
  courses: { courseCd: string; courseName: string; kozaCd: string }[];
  data: { data: Row[]; currentPage: number; lastPage: number; total: number };
};

// The demo at 10:00 in Japan on 2026-05-11: eight monthly columns for each course, 2025-10 to 2026-05.
describe('the column list and the column pages', () => {
  const s = seededListSuite<Row>('/api/column/list');
  const list = async (query: string, b = s.guardian) => {
    const res = await b.get(`/api/column/list${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as ListAnswer;
  };

  it('needs a session for the list; the pages are public', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/column/list' })).statusCode).toBe(401);
    const { data } = await list('');
    const res = await s.t.app.inject({ method: 'GET', url: data.data[0]?.url ?? '' });
    expect(res.statusCode).toBe(200);
  });

  it("lists the family's courses for the filter, robot course first, with their lecture codes", async () => {
    expect((await list('')).courses).toEqual([
      { courseCd: 'RA', courseName: 'アドバンスコース', kozaCd: 'ROBO' },
      { courseCd: 'KB', courseName: 'ビギナーコース', kozaCd: 'KODOPRO' },
    ]);
    expect((await list('', s.guardian2)).courses).toEqual([
      { courseCd: 'RM', courseName: 'ミドルコース', kozaCd: 'ROBO' },
    ]);
  });

  it('pages twelve columns, latest first by default and oldest first on request', async () => {
    const first = await list('');
    expect(first.data).toMatchObject({ currentPage: 1, lastPage: 2, total: 16 });
    expect(first.data.data).toHaveLength(12);
    expect(first.data.data[0]).toMatchObject({
      releaseMonth: '2026-05',
      url: expect.stringMatching(/^\/api\/column\/article\/\d+$/),
    });
    const months = first.data.data.map((c) => c.releaseMonth);
    expect(months).toEqual([...months].sort().reverse());
    const second = await list('?page=2');
    expect(second.data.data.map((c) => c.releaseMonth)).toEqual(['2025-11', '2025-11', '2025-10', '2025-10']);
    const oldest = await list('?sortOrder=oldest');
    expect(oldest.data.data[0]?.releaseMonth).toBe('2025-10');
    expect(oldest.data.data.at(-1)?.releaseMonth).toBe('2026-03');
    // A page past the last is empty, not an error.
    expect((await list('?page=3')).data).toMatchObject({ currentPage: 3, lastPage: 2, data: [] });
  });

  it("filters by one of the family's courses; another family's course gives an empty page", async () => {
    const ra = await list('?courseCd=RA');
    expect(ra.data.total).toBe(8);
    expect(new Set(ra.data.data.map((c) => c.courseCd))).toEqual(new Set(['RA']));
    const theirs = await list('?courseCd=RM');
    expect(theirs.data).toMatchObject({ total: 0, data: [] });
    expect(theirs.courses.map((c) => c.courseCd)).toEqual(['RA', 'KB']);
    // The other family sees only its own course's columns.
    const other = await list('', s.guardian2);
    expect(new Set(other.data.data.map((c) => c.courseCd))).toEqual(new Set(['RM']));
  });

  it('answers a bad sort order or page with 422 and a Japanese message', async () => {
    for (const query of ['?sortOrder=newest', '?page=0', '?page=abc']) {
      const res = await s.guardian.get(`/api/column/list${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });

  it("lets the article page's own style block through its CSP, and nothing else (issue 31 item 6)", async () => {
    const [latest] = (await list('?courseCd=RA')).data.data;
    const res = await s.t.app.inject({ method: 'GET', url: latest?.url ?? '' });
    const css = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(css).toContain('max-width: 42rem');
    const hash = createHash('sha256').update(css).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/\sstyle=/);
  });

  it('serves each column as an escaped Japanese article page; unknown and future ones are 404', async () => {
    const [latest] = (await list('?courseCd=RA')).data.data;
    const res = await s.t.app.inject({ method: 'GET', url: latest?.url ?? '' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain('アドバンスコース');
    expect(res.body).toContain('2026年5月の授業コラム');
    const [future] = await s.t.database.db
      .insert(columns)
      .values({ courseCode: 'RA', releaseMonth: '2026-06', title: '<b>来月</b>', lead: 'まだです', body: 'まだです' })
      .returning();
    const page = await s.t.app.inject({ method: 'GET', url: `/api/column/article/${future?.id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('コラムが見つかりません');
    expect((await list('?courseCd=RA')).data.total).toBe(8);
    await s.t.database.db
      .update(columns)
      .set({ releaseMonth: '2026-05' })
      .where(eq(columns.id, future?.id ?? 0));
    const shown = await s.t.app.inject({ method: 'GET', url: `/api/column/article/${future?.id}` });
    expect(shown.body).toContain('&lt;b&gt;来月&lt;/b&gt;');
    expect((await s.t.app.inject({ method: 'GET', url: '/api/column/article/999999' })).statusCode).toBe(404);
  });

  it('draws each column a cover picture in its lecture colours', async () => {
    const [ra] = (await list('?courseCd=RA')).data.data;
    const [kb] = (await list('?courseCd=KB')).data.data;
    const cover = await s.t.app.inject({ method: 'GET', url: ra?.imagePath ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(cover.body).toContain('#0f766e');
    expect((await s.t.app.inject({ method: 'GET', url: kb?.imagePath ?? '' })).body).toContain('#5b21b6');
    expect((await s.t.app.inject({ method: 'GET', url: '/api/column/image/999999' })).statusCode).toBe(404);
  });

  it("the bell's column notice opens this month's column and a card click marks it read", async () => {
    const [me] = await s.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.guardian));
    const notices = await s.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me?.id ?? 0));
    const unread = notices.find((n) => n.type === 2 && !n.read);
    const [thisMonthRa] = (await list('?courseCd=RA')).data.data.filter((c) => c.releaseMonth === '2026-05').slice(-1);
    expect(unread?.url).toBe(`/api/column/article/${thisMonthRa?.id}`);
    const res = await s.guardian.request({
      method: 'POST',
      url: '/api/notification/update/read/column',
      payload: { columnId: thisMonthRa?.id },
    });
    expect(res.statusCode).toBe(200);
    const after = await s.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, unread?.id ?? 0));
    expect(after[0]?.read).toBe(true);
  });
});
