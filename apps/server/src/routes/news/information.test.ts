import { describe, expect, it } from 'vitest';
import { informationLabels } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { seededListSuite } from '../../test/app';

type Item = {
  id: number;
  title: string;
  content: string;
  labelName: string;
  publicDate: string;
  isImportant: boolean;
  isUnread: boolean;
};

describe('information for all guardians', () => {
  const s = seededListSuite<Item>('/api/information/list');
  const { as, page } = s;
  const idOf = async (title: string) => {
    const found = (await page(s.guardian, '?perPage=50')).data.find((i) => i.title === title);
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
      expect((await s.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lists labels in order; the home form leaves out labels with nothing published', async () => {
    await s.t.database.db.insert(informationLabels).values({ name: 'アンケート' });
    const all = (await s.guardian.get('/api/information/label')).json() as { id: number; labelName: string }[];
    expect(all.map((l) => l.labelName)).toEqual(['ご案内', 'イベント', 'メンテナンス', 'キャンペーン', 'アンケート']);
    const home = (await s.guardian.get('/api/information/label?isHome=1')).json() as { labelName: string }[];
    expect(home.map((l) => l.labelName)).toEqual(['ご案内', 'イベント', 'メンテナンス', 'キャンペーン']);
    expect((await s.guardian.get('/api/information/label?isHome=2')).statusCode).toBe(422);
  });

  it('pages every published item newest first, the scheduled one hidden, for every role', async () => {
    const first = await page(s.guardian);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, from: 1, to: 10, total: 13 });
    expect(first.data[0]).toMatchObject({
      title: 'マイページをリニューアルしました',
      labelName: 'ご案内',
      publicDate: '2026-05-08 09:00:00',
      isImportant: true,
    });
    expect((await page(s.guardian, '?page=2')).data).toHaveLength(3);
    const everyone = await page(s.guardian, '?perPage=50');
    expect(everyone.data.map((i) => i.title)).not.toContain('保護者アンケート結果のご報告');
    for (const email of [DEMO_ACCOUNTS.guardian2, DEMO_ACCOUNTS.prospect, DEMO_ACCOUNTS.limited]) {
      const b = email === DEMO_ACCOUNTS.guardian2 ? s.guardian2 : await as(email);
      expect((await page(b)).total, email).toBe(13);
    }
    expect(await page(s.guardian, '?perPage=4&labelsId=1&isImportant=0')).toMatchObject({ lastPage: 2, total: 5 });
  });

  it('filters by label, keyword, important, unread and JST dates', async () => {
    const labels = (await s.guardian.get('/api/information/label')).json() as { id: number; labelName: string }[];
    const event = labels.find((l) => l.labelName === 'イベント')?.id;
    const events = await page(s.guardian, `?labelsId=${event}`);
    expect(events.total).toBe(4);
    expect(events.data.every((i) => i.labelName === 'イベント')).toBe(true);
    expect((await page(s.guardian, `?keyWord=${encodeURIComponent('会場マップ')}`)).data.map((i) => i.title)).toEqual([
      '夏休みイベントカレンダーを公開しました',
    ]);
    expect((await page(s.guardian, '?isImportant=1')).data.map((i) => i.title)).toEqual([
      'マイページをリニューアルしました',
    ]);
    const important = (await s.guardian.get('/api/information/imp/list')).json() as Item[];
    expect(important.map((i) => i.title)).toEqual(['マイページをリニューアルしました']);
    expect((await page(s.guardian, '?isUnread=1')).total).toBe(3);
    expect((await page(s.guardian2, '?isUnread=1')).total).toBe(13);
    // Published 2026-05-03 09:00 JST (8 days before the clock).
    expect((await page(s.guardian, '?startDate=2026-05-03&endDate=2026-05-03')).data.map((i) => i.title)).toEqual([
      '夏休みイベントカレンダーを公開しました',
    ]);
    expect((await page(s.guardian, '?startDate=2026-05-04&endDate=2026-05-07')).total).toBe(0);
    expect((await s.guardian.get('/api/information/list?startDate=2026-05-04&endDate=2026-05-01')).statusCode).toBe(
      422,
    );
  }, 30_000);

  it('opens a detail, marking it read for that s.guardian alone', async () => {
    const id = await idOf('夏休みイベントカレンダーを公開しました');
    const res = await s.guardian.get(`/api/information?informationsId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, isUnread: false, labelName: 'イベント' });
    expect(res.json().content).toContain('<p>夏休み期間中に');
    expect((await page(s.guardian, '?isUnread=1')).total).toBe(2);
    expect((await page(s.guardian2, '?isUnread=1')).total).toBe(13);
  });

  it('serves attachments to any s.guardian, with the stored type and a Japanese file name', async () => {
    const id = await idOf('夏休みイベントカレンダーを公開しました');
    for (const b of [s.guardian, s.guardian2, await as(DEMO_ACCOUNTS.prospect)]) {
      const list = (await b.get(`/api/information/files?informationsId=${id}`)).json() as {
        name: string;
        path: string;
        size: number;
      }[];
      expect(list.map((f) => f.name)).toEqual(['夏休みイベントカレンダー.pdf', 'イベント会場マップ.png']);
      const res = await b.get(`/api/information/files/download?name=x&path=${encodeURIComponent(list[0]?.path ?? '')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('夏休みイベントカレンダー.pdf')}`,
      );
      expect(res.rawPayload.length).toBe(list[0]?.size);
    }
  });

  it('answers a scheduled or unknown item as not found, leaking nothing', async () => {
    const [scheduled] = await s.t.database.db.query.information.findMany({
      where: (i, { eq }) => eq(i.title, '保護者アンケート結果のご報告'),
    });
    const id = scheduled?.id ?? 0;
    expect((await s.guardian.get(`/api/information?informationsId=${id}`)).json()).toEqual({
      message: 'インフォメーションが見つかりません。',
    });
    expect((await s.guardian.get(`/api/information?informationsId=${id}`)).statusCode).toBe(400);
    expect((await s.guardian.get('/api/information?informationsId=999999')).statusCode).toBe(400);
    expect((await s.guardian.get('/api/information?informationsId=x')).statusCode).toBe(400);
    expect((await s.guardian.get(`/api/information/files?informationsId=${id}`)).statusCode).toBe(404);
    for (const path of [`information/${id}/1`, 'announcement/1/1', '../x', 'information/1']) {
      expect(
        (await s.guardian.get(`/api/information/files/download?name=a&path=${encodeURIComponent(path)}`)).statusCode,
      ).toBe(404);
    }
  });
});
