import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { TestBrowser as Browser, signedIn, type TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan (the demo data is dated from it).
const NOW = new Date('2026-11-23T01:00:00Z');

type Item = Record<string, unknown>;

describe('attendance history and the lesson calendar', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  const kid = { haruto: 0, yuina: 0, ren: 0 };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const mine = (await guardian.get('/api/user')).json().kids as { id: number; firstName: string }[];
    const theirs = (await guardian2.get('/api/user')).json().kids as { id: number; firstName: string }[];
    kid.haruto = mine.find((k) => k.firstName === '陽翔')?.id ?? 0;
    kid.yuina = mine.find((k) => k.firstName === '結菜')?.id ?? 0;
    kid.ren = theirs.find((k) => k.firstName === '蓮')?.id ?? 0;
  });
  afterAll(() => t.close());

  const calendar = (b: TestBrowser, ids: number[], year = '2026', month = '12') =>
    b.get(`/api/schedule/calendar?${ids.map((id) => `kid_ids[]=${id}`).join('&')}&year=${year}&month=${month}`);

  it('answers 401 without a session', async () => {
    const anonymous = new Browser(t.app);
    expect((await anonymous.get(`/api/attendance/list?kidId=${kid.haruto}`)).statusCode).toBe(401);
    expect((await calendar(anonymous, [kid.haruto])).statusCode).toBe(401);
  });

  it("lists a child's held lessons newest first, with absences and a transfer shown at the lesson it moved to", async () => {
    const res = await guardian.get(`/api/attendance/list?kidId=${kid.yuina}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Item[];
    // A year of Wednesdays, none of them still ahead.
    expect(data.length).toBeGreaterThan(40);
    expect(data.every((d) => String(d.date) < '2026-11-23')).toBe(true);
    expect(data.map((d) => d.date)).toEqual([...data.map((d) => String(d.date))].sort().reverse());
    expect(data.filter((d) => d.attendanceStatus === 2)).toHaveLength(3);
    expect(data.find((d) => d.attendanceStatus === 3)).toEqual({
      kozaName: 'ビギナー',
      attendanceStatus: 3,
      date: '2026-10-07',
      dayOfWeek: 4,
      hour: '16:30〜17:30',
      classroomName: '武蔵小杉教室',
      className: '水曜16時半クラス',
      transfer: { date: '2026-10-09', classroomName: '武蔵小杉教室', attendanceStatus: 1 },
    });
    // On leave in November (seed): her newest lesson is October's last.
    expect(data[0]).toMatchObject({ date: '2026-10-28', attendanceStatus: 1, transfer: null });
  });

  it('gives every child a transfer in the year, and keeps a missed make-up lesson as absent', async () => {
    const ren = (await guardian2.get(`/api/attendance/list?kidId=${kid.ren}`)).json().data as Item[];
    expect(ren.filter((d) => d.attendanceStatus === 3)).toEqual([
      expect.objectContaining({
        date: '2026-05-10',
        classroomName: '吉祥寺教室',
        transfer: { date: '2026-05-12', classroomName: '吉祥寺教室', attendanceStatus: 2 },
      }),
    ]);
    const haruto = (await guardian.get(`/api/attendance/list?kidId=${kid.haruto}`)).json().data as Item[];
    // The cancellation still ahead is not history yet.
    expect(haruto.filter((d) => d.attendanceStatus === 3)).toEqual([
      expect.objectContaining({ date: '2026-05-30', transfer: expect.objectContaining({ date: '2026-06-01' }) }),
    ]);
  });

  it("never shows another family's child: theirs and a guessed id both answer 404", async () => {
    for (const id of [kid.ren, 999_999]) {
      const res = await guardian.get(`/api/attendance/list?kidId=${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('お子さまの情報が見つかりません。');
    }
    expect((await guardian2.get(`/api/attendance/list?kidId=${kid.ren}`)).statusCode).toBe(200);
    expect((await guardian2.get(`/api/attendance/list?kidId=${kid.haruto}`)).statusCode).toBe(404);
    const prospect = await signedIn(t.app, DEMO_ACCOUNTS.prospect, DEMO_PASSWORD);
    expect((await prospect.get(`/api/attendance/list?kidId=${kid.haruto}`)).statusCode).toBe(404);
  });

  it('rejects a missing or malformed child id with a Japanese 422', async () => {
    for (const query of ['', '?kidId=abc', '?kidId=0', '?kidId=-3']) {
      const res = await guardian.get(`/api/attendance/list${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe('お子さまの指定が正しくありません。');
    }
  });

  it("shows a month of both children's lessons: transfers both ways and the year-end recess", async () => {
    const res = await calendar(guardian, [kid.haruto, kid.yuina]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Item[];
    expect(new Set(data.map((d) => d.kidId))).toEqual(new Set([kid.haruto, kid.yuina]));
    expect(data.map((d) => d.date)).toEqual([...data.map((d) => Number(d.date))].sort((a, b) => a - b));
    const day = (date: number, name: string) => data.filter((d) => d.date === date && d.name === name);
    // The Saturday class closes on the 12th; 陽翔 takes the Monday class on the 14th instead.
    expect(day(12, '佐藤 陽翔')).toEqual([
      expect.objectContaining({
        hour: '10:00〜11:30',
        kozaName: 'ロボット教室',
        courseName: 'アドバンス',
        // The class closed, but for 陽翔 the lesson moved: shown as 振替元, not 休講.
        recessFlag: 0,
        transferFlag: 1,
        transferDate: '2026-12-14',
        transferHour: '17:00〜18:30',
        kidId: kid.haruto,
      }),
    ]);
    expect(day(14, '佐藤 陽翔')).toEqual([
      expect.objectContaining({
        hour: '17:00〜18:30',
        recessFlag: 0,
        transferFlag: 2,
        originDate: '2026-12-12',
        originHour: '10:00〜11:30',
      }),
    ]);
    // Year-end closure: the Wednesday class's 30th is recess; the ordinary Wednesdays are lessons.
    expect(day(30, '佐藤 結菜')).toEqual([expect.objectContaining({ recessFlag: 1, transferFlag: 0 })]);
    expect(day(2, '佐藤 結菜')).toEqual([
      expect.objectContaining({ recessFlag: 0, transferFlag: 0, hour: '16:30〜17:30', transferDate: null }),
    ]);
    // Only the children asked for.
    expect((await calendar(guardian, [kid.yuina])).json().data.every((d: Item) => d.kidId === kid.yuina)).toBe(true);
  });

  it("refuses the calendar of another family's child, even asked for beside one's own", async () => {
    for (const ids of [[kid.ren], [kid.haruto, kid.ren], [999_999]]) {
      const res = await calendar(guardian, ids);
      expect(res.statusCode, ids.join()).toBe(404);
    }
    const theirs = await calendar(guardian2, [kid.ren]);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.length).toBeGreaterThan(0);
    expect(theirs.json().data.every((d: Item) => d.name === '高橋 蓮')).toBe(true);
  });

  it('bounds the month, the year and the number of children with Japanese 422s', async () => {
    const cases: [number[], string, string, string][] = [
      [[kid.haruto], '2026', '13', '月は01から12の2桁で指定してください。'],
      [[kid.haruto], '2026', '00', '月は01から12の2桁で指定してください。'],
      [[kid.haruto], '2026', '1', '月は01から12の2桁で指定してください。'],
      [[kid.haruto], '26', '01', '年は4桁の数字で指定してください。'],
      [[kid.haruto], '1999', '01', '年は2000年から2100年の間で指定してください。'],
      [[], '2026', '01', 'お子さまの指定が正しくありません。'],
      [Array.from({ length: 11 }, (_, i) => i + 1), '2026', '01', 'お子さまの指定が正しくありません。'],
    ];
    for (const [ids, year, month, message] of cases) {
      const res = await calendar(guardian, ids, year, month);
      expect(res.statusCode, `${ids.length} ${year}-${month}`).toBe(422);
      expect(res.json().message, `${ids.length} ${year}-${month}`).toBe(message);
    }
    // A month far from any lesson is simply empty.
    expect((await calendar(guardian, [kid.haruto], '2030', '05')).json()).toEqual({ data: [] });
  });
});
