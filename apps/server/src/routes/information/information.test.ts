import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informationLabels } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

type Item = {
  id: number;
  title: string;
  content: string;
  labelName: string;
  publicDate: string;
  isImportant: boolean;
  isUnread: boolean;
};
type Page = {
  data: Item[];
  currentPage: number;
  lastPage: number;
  from: number | null;
  to: number | null;
  total: number;
};

describe('information for all guardians', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new Date('2026-05-11T01:00:00Z'); // 10:00 in Japan
  let guardian: TestBrowser;
  let guardian2: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    guardian = await as(DEMO_ACCOUNTS.guardian);
    guardian2 = await as(DEMO_ACCOUNTS.guardian2);
  });
  afterAll(() => t.close());

  async function as(email: string) {
    const b = new TestBrowser(t.app);
    expect((await b.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    return b;
  }
  const page = async (b: TestBrowser, query = '') => {
    const res = await b.get(`/api/information/list${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as Page;
  };
  const idOf = async (title: string) => {
    const found = (await page(guardian, '?perPage=50')).data.find((i) => i.title === title);
    if (!found) throw new Error(`${title} is not visible`);
    return found.id;
  };

  it('answers every call with 401 without a session', async () => {
    for (const url of [
      '/api/information/label',
      '/api/information/list',
      '/api/information/imp/list',
      '/api/information?informationsId=1',
      '/api/information/files?informationsId=1',
      '/api/information/files/download?name=a&path=information/1/1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lists labels in order; the home form leaves out labels with nothing published', async () => {
    await t.database.db.insert(informationLabels).values({ name: 'アンケート' });
    const all = (await guardian.get('/api/information/label')).json() as { id: number; labelName: string }[];
    expect(all.map((l) => l.labelName)).toEqual(['お知らせ', 'イベント', 'メンテナンス', 'キャンペーン', 'アンケート']);
    const home = (await guardian.get('/api/information/label?isHome=1')).json() as { labelName: string }[];
    expect(home.map((l) => l.labelName)).toEqual(['お知らせ', 'イベント', 'メンテナンス', 'キャンペーン']);
    expect((await guardian.get('/api/information/label?isHome=2')).statusCode).toBe(422);
  });

  it('pages every published item newest first, the scheduled one hidden, for every role', async () => {
    const first = await page(guardian);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, from: 1, to: 10, total: 13 });
    expect(first.data[0]).toMatchObject({
      title: 'マイページをリニューアルしました',
      labelName: 'お知らせ',
      publicDate: '2026-05-08 09:00:00',
      isImportant: true,
    });
    expect((await page(guardian, '?page=2')).data).toHaveLength(3);
    const everyone = await page(guardian, '?perPage=50');
    expect(everyone.data.map((i) => i.title)).not.toContain('次年度の受講継続手続きのご案内');
    for (const email of [DEMO_ACCOUNTS.guardian2, DEMO_ACCOUNTS.prospect, DEMO_ACCOUNTS.limited]) {
      const b = email === DEMO_ACCOUNTS.guardian2 ? guardian2 : await as(email);
      expect((await page(b)).total, email).toBe(13);
    }
    expect(await page(guardian, '?perPage=4&labelsId=1&isImportant=0')).toMatchObject({ lastPage: 2, total: 5 });
  });

  it('filters by label, keyword, important, unread and JST dates', async () => {
    const labels = (await guardian.get('/api/information/label')).json() as { id: number; labelName: string }[];
    const event = labels.find((l) => l.labelName === 'イベント')?.id;
    const events = await page(guardian, `?labelsId=${event}`);
    expect(events.total).toBe(4);
    expect(events.data.every((i) => i.labelName === 'イベント')).toBe(true);
    expect((await page(guardian, `?keyWord=${encodeURIComponent('会場マップ')}`)).data.map((i) => i.title)).toEqual([
      '冬休みイベントカレンダーを公開しました',
    ]);
    expect((await page(guardian, '?isImportant=1')).data.map((i) => i.title)).toEqual([
      'マイページをリニューアルしました',
    ]);
    const important = (await guardian.get('/api/information/imp/list')).json() as Item[];
    expect(important.map((i) => i.title)).toEqual(['マイページをリニューアルしました']);
    expect((await page(guardian, '?isUnread=1')).total).toBe(3);
    expect((await page(guardian2, '?isUnread=1')).total).toBe(13);
    // Published 2026-05-03 09:00 JST (8 days before the clock).
    expect((await page(guardian, '?startDate=2026-05-03&endDate=2026-05-03')).data.map((i) => i.title)).toEqual([
      '冬休みイベントカレンダーを公開しました',
    ]);
    expect((await page(guardian, '?startDate=2026-05-04&endDate=2026-05-07')).total).toBe(0);
    expect((await guardian.get('/api/information/list?startDate=2026-05-04&endDate=2026-05-01')).statusCode).toBe(422);
  }, 30_000);

  it('opens a detail, marking it read for that guardian alone', async () => {
    const id = await idOf('冬休みイベントカレンダーを公開しました');
    const res = await guardian.get(`/api/information?informationsId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, isUnread: false, labelName: 'イベント' });
    expect(res.json().content).toContain('<p>冬休み期間中に');
    expect((await page(guardian, '?isUnread=1')).total).toBe(2);
    expect((await page(guardian2, '?isUnread=1')).total).toBe(13);
  });

  it('serves attachments to any guardian, with the stored type and a Japanese file name', async () => {
    const id = await idOf('冬休みイベントカレンダーを公開しました');
    for (const b of [guardian, guardian2, await as(DEMO_ACCOUNTS.prospect)]) {
      const list = (await b.get(`/api/information/files?informationsId=${id}`)).json() as {
        name: string;
        path: string;
        size: number;
      }[];
      expect(list.map((f) => f.name)).toEqual(['冬休みイベントカレンダー.pdf', 'イベント会場マップ.png']);
      const res = await b.get(`/api/information/files/download?name=x&path=${encodeURIComponent(list[0]?.path ?? '')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('冬休みイベントカレンダー.pdf')}`,
      );
      expect(res.rawPayload.length).toBe(list[0]?.size);
    }
  });

  it('answers a scheduled or unknown item as not found, leaking nothing', async () => {
    const [scheduled] = await t.database.db.query.information.findMany({
      where: (i, { eq }) => eq(i.title, '次年度の受講継続手続きのご案内'),
    });
    const id = scheduled?.id ?? 0;
    expect((await guardian.get(`/api/information?informationsId=${id}`)).json()).toEqual({
      message: 'インフォメーションが見つかりません。',
    });
    expect((await guardian.get(`/api/information?informationsId=${id}`)).statusCode).toBe(400);
    expect((await guardian.get('/api/information?informationsId=999999')).statusCode).toBe(400);
    expect((await guardian.get('/api/information?informationsId=x')).statusCode).toBe(400);
    expect((await guardian.get(`/api/information/files?informationsId=${id}`)).statusCode).toBe(404);
    for (const path of [`information/${id}/1`, 'announcement/1/1', '../x', 'information/1']) {
      expect(
        (await guardian.get(`/api/information/files/download?name=a&path=${encodeURIComponent(path)}`)).statusCode,
      ).toBe(404);
    }
  });
});
