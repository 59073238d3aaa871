import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, classrooms } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { seededListSuite } from '../../test/app';
import type { TestBrowser } from '../../test/browser';

type Row = {
  id: number;
  title: string;
  publicDate: string;
  isUnread: boolean;
  isImportant: boolean;
  classroomName?: string;
};

describe('classroom announcements', () => {
  const s = seededListSuite<Row>('/api/announcement/list');
  const { as, page } = s;
  const idOf = async (b: TestBrowser, title: string) => {
    const found = (await page(b, `?perPage=50&keyWord=${encodeURIComponent(title)}`)).data.find(
      (a) => a.title === title,
    );
    if (!found) throw new Error(`${title} is not visible`);
    return found.id;
  };

  it('answers every call with 401 without a session', async () => {
    for (const url of [
      '/api/announcement/list',
      '/api/announcement/imp/list',
      '/api/announcement?announcementsId=1',
      '/api/announcement/files?announcementsId=1',
      '/api/announcement/files/download?name=a.pdf&path=announcement/1/1',
    ]) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("pages the family's announcements newest first, 10 a page, in Laravel's envelope", async () => {
    const first = await page(s.guardian);
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, from: 1, to: 10, total: 14 });
    expect(first.data).toHaveLength(10);
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual([
      'classroomName',
      'id',
      'isImportant',
      'isUnread',
      'publicDate',
      'title',
    ]);
    expect(first.data[0]).toMatchObject({ title: '6月の授業日程のお知らせ', publicDate: '2026-05-08 10:00:00' });
    const dates = first.data.map((a) => a.publicDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await page(s.guardian, '?page=2');
    expect(second).toMatchObject({ currentPage: 2, lastPage: 2, from: 11, to: 14, total: 14 });
    expect(second.data.map((a) => a.id)).not.toContain(first.data[0]?.id);
    const beyond = await page(s.guardian, '?page=9');
    expect(beyond).toMatchObject({ data: [], currentPage: 9, from: null, to: null, total: 14 });
  });

  it('serves the home form: perPage 4 with isImportant 0 lists everything 4 at a time', async () => {
    const home = await page(s.guardian, '?perPage=4&isImportant=0');
    expect(home).toMatchObject({ currentPage: 1, lastPage: 4, from: 1, to: 4, total: 14 });
  });

  it('filters important and unread, and pins the important ones', async () => {
    const important = await page(s.guardian, '?isImportant=1');
    expect(important.data.map((a) => a.title)).toEqual([
      '夏期講習のお申し込みについて',
      '休講日のお知らせ',
      '休講日のお知らせ',
    ]);
    const pinned = (await s.guardian.get('/api/announcement/imp/list')).json() as Row[];
    expect(pinned.map((a) => a.id)).toEqual(important.data.map((a) => a.id));
    // The same notice from both of the family's classrooms: the classroom tells them apart (issue 19 item 4).
    expect(pinned.map((a) => a.classroomName)).toEqual(important.data.map((a) => a.classroomName));
    expect(
      pinned
        .filter((a) => a.title === '休講日のお知らせ')
        .map((a) => a.classroomName)
        .sort(),
    ).toEqual(['武蔵小杉教室', '自由が丘教室'].sort());
    expect(pinned.find((a) => a.title === '夏期講習のお申し込みについて')?.classroomName).toBe('自由が丘教室');
    const unread = await page(s.guardian, '?isUnread=1');
    expect(unread.total).toBe(4);
    expect(unread.data.every((a) => a.isUnread)).toBe(true);
  });

  it('finds a keyword in the title or the body, taking % and _ literally', async () => {
    expect((await page(s.guardian, `?keyWord=${encodeURIComponent('夏期講習')}`)).data.map((a) => a.title)).toEqual([
      '夏期講習のお申し込みについて',
    ]);
    // Only the body of this one mentions the form.
    expect((await page(s.guardian, `?keyWord=${encodeURIComponent('申込書')}`)).total).toBe(1);
    expect((await page(s.guardian, '?keyWord=%25')).total).toBe(0);
    // The body's markup is not text: its tag and attribute names find nothing.
    expect((await page(s.guardian, '?keyWord=strong')).total).toBe(0);
    expect((await page(s.guardian, '?keyWord=manabi.example')).total).toBe(0);
    expect((await page(s.guardian, `?keyWord=${encodeURIComponent('作品展示')}`)).total).toBe(0);
  });

  it('takes startDate and endDate as whole Japanese calendar days, 23:59 included', async () => {
    const [room] = await s.t.database.db.select().from(classrooms).where(eq(classrooms.classroomNo, '1301'));
    await s.t.database.db.insert(announcements).values({
      classroomId: room?.id ?? 0,
      title: '深夜の配信テスト',
      content: '<p>23時59分の配信です。</p>',
      senderName: '自由が丘教室 山本',
      publishedAt: new Date('2026-04-28T23:59:00+09:00'),
    });
    const titles = async (q: string) => (await page(s.guardian, `?perPage=50${q}`)).data.map((a) => a.title);
    expect(await titles('&startDate=2026-04-28&endDate=2026-04-28')).toEqual(['深夜の配信テスト']);
    expect(await titles('&endDate=2026-04-27')).not.toContain('深夜の配信テスト');
    expect(await titles('&startDate=2026-04-29')).not.toContain('深夜の配信テスト');
    expect(await titles('&startDate=2026-04-28')).toContain('深夜の配信テスト');
    const [row] = (await page(s.guardian, '?startDate=2026-04-28&endDate=2026-04-28')).data;
    expect(row?.publicDate).toBe('2026-04-28 23:59:00');
  });

  it('opens a detail with sender and safe HTML', async () => {
    const id = await idOf(s.guardian, '夏期講習のお申し込みについて');
    const res = await s.guardian.get(`/api/announcement?announcementsId=${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      isUnread: false,
      isImportant: true,
      name: '自由が丘教室 山本',
      classroomName: '自由が丘教室',
    });
    expect(detail.content).toContain('<li>締切：<strong>2026年7月10日（金）</strong></li>');
    expect(detail.content).toContain('rel="noopener noreferrer"');
    expect(detail.content).not.toMatch(/<script|alert/);
  });

  it('marks an unread announcement read for this s.guardian only once opened', async () => {
    const before = (await page(s.guardian, '?isUnread=1&perPage=50')).data.map((a) => a.id);
    const id = before[0] ?? 0;
    const res = await s.guardian.get(`/api/announcement?announcementsId=${id}`);
    expect(res.json()).toMatchObject({ id, isUnread: false });
    const after = (await page(s.guardian, '?isUnread=1&perPage=50')).data.map((a) => a.id);
    expect(after).toEqual(before.slice(1));
    expect((await page(s.guardian, '?perPage=50')).data.find((a) => a.id === id)?.isUnread).toBe(false);
    // Opening again keeps it read and still answers.
    expect((await s.guardian.get(`/api/announcement?announcementsId=${id}`)).statusCode).toBe(200);
  });

  it('sends plain-text bodies as paragraphs', async () => {
    const id = await idOf(s.guardian, '教材費改定のご案内');
    const detail = (await s.guardian.get(`/api/announcement?announcementsId=${id}`)).json();
    expect(detail.content).toMatch(/^<p>保護者の皆さま<\/p><p>いつも/);
  });

  it('lists attachments and serves their bytes as a download with the Japanese name', async () => {
    const id = await idOf(s.guardian, '夏期講習のお申し込みについて');
    const list = (await s.guardian.get(`/api/announcement/files?announcementsId=${id}`)).json() as {
      name: string;
      path: string;
      size: number;
    }[];
    expect(list.map((f) => f.name)).toEqual(['夏期講習申込書.pdf', '会場案内図.png']);
    const [pdf, png] = list;
    if (!pdf || !png) throw new Error('attachments missing');
    const res = await s.guardian.get(
      `/api/announcement/files/download?name=${encodeURIComponent(pdf.name)}&path=${encodeURIComponent(pdf.path)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      // The content-disposition package's Latin-1 fallback, then the real name in UTF-8.
      `attachment; filename="${'?'.repeat('夏期講習申込書'.length)}.pdf"; filename*=UTF-8''${encodeURIComponent('夏期講習申込書.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(res.rawPayload.length).toBe(pdf.size);
    const image = await s.guardian.get(`/api/announcement/files/download?name=x&path=${encodeURIComponent(png.path)}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect([...image.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(image.rawPayload.length).toBe(png.size);
    // Another announcement's list has none.
    const other = await idOf(s.guardian, '休講日のお知らせ');
    expect((await s.guardian.get(`/api/announcement/files?announcementsId=${other}`)).json()).toEqual([]);
  });

  it("never lets another family read, list or download a family's announcement", async () => {
    const id = await idOf(s.guardian, '夏期講習のお申し込みについて');
    const files = (await s.guardian.get(`/api/announcement/files?announcementsId=${id}`)).json() as { path: string }[];
    const path = files[0]?.path ?? '';

    const theirs = await page(s.guardian2, '?perPage=50');
    expect(theirs.total).toBe(7);
    expect(theirs.data.map((a) => a.id)).not.toContain(id);
    // Each family reads only its own children's classrooms, and each row says which one sent it.
    expect(new Set(theirs.data.map((a) => a.classroomName))).toEqual(new Set(['吉祥寺教室']));
    const ours = await page(s.guardian, '?perPage=50');
    expect(new Set(ours.data.map((a) => a.classroomName))).toEqual(new Set(['自由が丘教室', '武蔵小杉教室']));
    const theirPinned = (await s.guardian2.get('/api/announcement/imp/list')).json() as Row[];
    expect(theirPinned.length).toBeGreaterThan(0);
    expect(theirPinned.every((a) => a.classroomName === '吉祥寺教室')).toBe(true);

    const detail = await s.guardian2.get(`/api/announcement?announcementsId=${id}`);
    expect(detail.statusCode).toBe(400);
    expect(detail.json()).toEqual({ message: 'お知らせが見つかりません。' });
    const listed = await s.guardian2.get(`/api/announcement/files?announcementsId=${id}`);
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toEqual({ message: 'お知らせが見つかりません。' });
    const download = await s.guardian2.get(
      `/api/announcement/files/download?name=a.pdf&path=${encodeURIComponent(path)}`,
    );
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: '指定されたファイルは見つかりません。' });

    // Their own announcement's id with the other family's file id is no way in either.
    const own = await idOf(s.guardian2, 'ロボット作品展示のご案内');
    const fileId = path.split('/')[2];
    const crafted = await s.guardian2.get(
      `/api/announcement/files/download?name=a.pdf&path=announcement/${own}/${fileId}`,
    );
    expect(crafted.statusCode).toBe(404);
    // Their own attachment downloads fine.
    const ownFiles = (await s.guardian2.get(`/api/announcement/files?announcementsId=${own}`)).json() as {
      path: string;
    }[];
    expect(ownFiles).toHaveLength(2);
    const mine = await s.guardian2.get(
      `/api/announcement/files/download?name=a&path=${encodeURIComponent(ownFiles[0]?.path ?? '')}`,
    );
    expect(mine.statusCode).toBe(200);
    expect((await s.guardian2.get(`/api/announcement?announcementsId=${own}`)).json()).toMatchObject({
      classroomName: '吉祥寺教室',
    });
    // The first family cannot reach the second family's either.
    expect((await s.guardian.get(`/api/announcement?announcementsId=${own}`)).statusCode).toBe(400);
  });

  it('answers unknown ids and malformed paths without leaking anything', async () => {
    expect((await s.guardian.get('/api/announcement?announcementsId=999999')).json()).toEqual({
      message: 'お知らせが見つかりません。',
    });
    expect((await s.guardian.get('/api/announcement?announcementsId=abc')).statusCode).toBe(400);
    expect((await s.guardian.get('/api/announcement?announcementsId=')).statusCode).toBe(400);
    for (const path of ['../../etc/passwd', 'announcement/1', 'information/1/1', 'announcement/1/1/1', '']) {
      const res = await s.guardian.get(`/api/announcement/files/download?name=a&path=${encodeURIComponent(path)}`);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await s.guardian.get('/api/announcement/files/download?name=a')).statusCode).toBe(404);
  });

  it('shows prospects and limited accounts no announcements at all', async () => {
    for (const email of [DEMO_ACCOUNTS.prospect, DEMO_ACCOUNTS.limited]) {
      const b = await as(email);
      expect(await page(b)).toEqual({ data: [], currentPage: 1, lastPage: 1, from: null, to: null, total: 0 });
      expect((await b.get('/api/announcement/imp/list')).json()).toEqual([]);
    }
  });

  it('rejects malformed filters with a 422 naming the field in Japanese', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?perPage=500', 'perPage'],
      ['?isUnread=2', 'isUnread'],
      ['?isImportant=yes', 'isImportant'],
      ['?startDate=2026-02-30', 'startDate'],
      ['?endDate=20260501', 'endDate'],
      ['?startDate=2026-05-02&endDate=2026-05-01', 'endDate'],
      [`?keyWord=${'あ'.repeat(101)}`, 'keyWord'],
    ];
    for (const [query, field] of cases) {
      const res = await s.guardian.get(`/api/announcement/list${query}`);
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(Object.keys(body.errors), query).toEqual([field]);
      expect(body.message, query).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
    // Blank filters, as a cleared form sends them, are simply absent.
    expect((await page(s.guardian, '?keyWord=&startDate=&endDate=&isUnread=')).total).toBeGreaterThan(10);
  });
});
