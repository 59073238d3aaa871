import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, classrooms, staffClassrooms, users } from '../../db/schema';
import { makePdf, makePng } from '../../db/seed/announcements';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import type { Mail } from '../../services/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { multipartFile } from '../../test/images';

type Item = {
  kind: 'announcement' | 'information';
  id: number;
  classroomId: number | null;
  title: string;
  content: string;
  important: boolean;
  status: 'draft' | 'scheduled' | 'published' | 'withdrawn';
  publishAt: string | null;
  readCount: number;
  audienceCount: number;
  files: { id: number; name: string; mimeType: string; size: number }[];
};
type Receipts = { item: Item; read: { familyName: string; readAt: string | null }[]; unread: { familyName: string }[] };
type GuardianRow = { id: number; title: string; isImportant: boolean; isUnread: boolean };

const HOUR = 3_600_000;

// The demo at 10:00 in Japan on 2026-05-11: staff@example.com works at 自由が丘教室 and 武蔵小杉教室, where the 佐藤
// family (guardian@) has children; the 高橋 family (guardian2@) goes to 吉祥寺教室.
describe('announcements and information, the classroom side (issue 33)', () => {
  let clock = new Date('2026-05-11T01:00:00Z');
  let t: TestApp;
  let staff: TestBrowser;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  let otherStaff: TestBrowser;
  let jiyugaoka: number;
  const mails: Mail[] = [];

  const staffLogin = async (email: string) => {
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    t.app.services.mailer.send = async (mail) => {
      mails.push(mail);
    };
    const db = t.database.db;
    const [room] = await db.select().from(classrooms).where(eq(classrooms.name, '自由が丘教室'));
    const [kichijoji] = await db.select().from(classrooms).where(eq(classrooms.name, '吉祥寺教室'));
    const [demoStaff] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.staff));
    if (!room || !kichijoji || !demoStaff) throw new Error('demo classrooms or staff missing');
    jiyugaoka = room.id;
    // A staff member of 吉祥寺教室 only, with the demo password.
    const [other] = await db
      .insert(users)
      .values({
        kind: 'staff',
        email: 'kichijoji.staff@example.com',
        passwordHash: demoStaff.passwordHash,
        lastName: '井上',
        firstName: '翔太',
      })
      .returning();
    if (!other) throw new Error('staff insert returned nothing');
    await db.insert(staffClassrooms).values({ userId: other.id, classroomId: kichijoji.id, role: 'owner' });
    staff = await staffLogin(DEMO_ACCOUNTS.staff);
    otherStaff = await staffLogin('kichijoji.staff@example.com');
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const send = (b: TestBrowser, method: 'POST', url: string, payload: object) => b.request({ method, url, payload });
  const draft = (overrides: object = {}) => ({
    kind: 'announcement',
    classroomId: jiyugaoka,
    labelId: null,
    title: '6月の授業日程について',
    content: '6月14日（日）は教室の点検のため休講です。',
    important: false,
    ...overrides,
  });
  const create = async (payload: object) => {
    const res = await send(staff, 'POST', '/api/staff/news', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Item;
  };
  const schedule = (item: Item, publishAt = '') =>
    send(staff, 'POST', `/api/staff/news/${item.kind}/${item.id}/schedule`, { publishAt });
  const guardianTitles = async (b: TestBrowser, path = '/api/announcement/list?perPage=50') => {
    const res = await b.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: GuardianRow[] }).data.map((r) => r.title);
  };

  it('answers 401 without a session and 403 to a guardian', async () => {
    const anonymous = new TestBrowser(t.app);
    expect((await anonymous.get('/api/staff/news')).statusCode).toBe(401);
    expect((await guardian.get('/api/staff/news')).statusCode).toBe(403);
    const res = await send(guardian, 'POST', '/api/staff/news', draft());
    expect(res.statusCode).toBe(403);
    expect(
      (await guardian.request({ method: 'POST', url: '/api/staff/news/announcement/1/withdraw' })).statusCode,
    ).toBe(403);
  });

  it('lists the classrooms, labels and the seeded announcements of the staff member', async () => {
    const res = await staff.get('/api/staff/news');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { classrooms: { name: string }[]; labels: unknown[]; data: Item[] };
    expect(body.classrooms.map((c) => c.name)).toEqual(['自由が丘教室', '武蔵小杉教室']);
    expect(body.labels.length).toBeGreaterThan(0);
    expect(body.data.some((i) => i.kind === 'announcement' && i.status === 'published')).toBe(true);
  });

  it('refuses an empty title in Japanese, naming the field', async () => {
    const res = await send(staff, 'POST', '/api/staff/news', draft({ title: '  ' }));
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors.title?.[0]).toBe('タイトルを入力してください。');
  });

  it('keeps a draft from guardians, cleans script out of its text, and publishes it pinned', async () => {
    const item = await create(
      draft({
        title: '発表会のご案内',
        content:
          '<p>6月21日（日）10:00から<strong>発表会</strong>です。</p><script>alert(1)</script><img src=x onerror=alert(2)>',
        important: true,
      }),
    );
    expect(item.status).toBe('draft');
    expect(item.content).toBe('<p>6月21日（日）10:00から<strong>発表会</strong>です。</p>');
    expect(await guardianTitles(guardian)).not.toContain('発表会のご案内');

    const published = await schedule(item);
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as Item).status).toBe('published');
    expect(await guardianTitles(guardian)).toContain('発表会のご案内');
    const pinned = (await guardian.get('/api/announcement/imp/list')).json() as GuardianRow[];
    expect(pinned.find((r) => r.id === item.id)).toMatchObject({ isImportant: true, isUnread: true });
    // Another classroom's family never sees it.
    expect(await guardianTitles(guardian2)).not.toContain('発表会のご案内');

    // Read receipts: the 佐藤 family opens it.
    let receipts = (await staff.get(`/api/staff/news/announcement/${item.id}/receipts`)).json() as Receipts;
    expect(receipts.read).toEqual([]);
    expect(receipts.unread.map((f) => f.familyName)).toContain('佐藤');
    expect((await guardian.get(`/api/announcement?announcementsId=${item.id}`)).statusCode).toBe(200);
    receipts = (await staff.get(`/api/staff/news/announcement/${item.id}/receipts`)).json() as Receipts;
    expect(receipts.read.map((f) => f.familyName)).toEqual(['佐藤']);
    expect(receipts.item.readCount).toBe(1);

    // Editing a published item keeps it published; publishing it again is a conflict.
    const edited = await send(
      staff,
      'POST',
      `/api/staff/news/announcement/${item.id}`,
      draft({ title: '発表会のご案内（更新）' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Item).status).toBe('published');
    expect((await schedule(item)).statusCode).toBe(409);
  });

  it('shows a scheduled item to guardians only from its time', async () => {
    const item = await create(draft({ title: '夏期講習のお申し込み開始' }));
    // 10:00 in Japan now; published at 10:10 (sessions stay alive over those minutes).
    const res = await schedule(item, '2026-05-11T10:10');
    expect(res.statusCode, res.body).toBe(200);
    const scheduled = res.json() as Item;
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.publishAt).toBe('2026-05-11T01:10:00.000Z');
    expect(await guardianTitles(guardian)).not.toContain('夏期講習のお申し込み開始');
    expect((await guardian.get(`/api/announcement?announcementsId=${item.id}`)).statusCode).toBe(400);

    const before = clock;
    clock = new Date('2026-05-11T01:10:01Z');
    try {
      expect(await guardianTitles(guardian)).toContain('夏期講習のお申し込み開始');
    } finally {
      clock = before;
    }
  });

  it('refuses a publication time in the past', async () => {
    const item = await create(draft({ title: '過去の日時' }));
    const res = await schedule(item, '2026-05-10T09:00');
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['publishAt']);
  });

  it('takes a withdrawn item away from guardians and refuses to edit it', async () => {
    const item = await create(draft({ title: '教室の電話番号の変更' }));
    expect((await schedule(item)).statusCode).toBe(200);
    expect(await guardianTitles(guardian)).toContain('教室の電話番号の変更');
    const res = await staff.request({ method: 'POST', url: `/api/staff/news/announcement/${item.id}/withdraw` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Item).status).toBe('withdrawn');
    expect(await guardianTitles(guardian)).not.toContain('教室の電話番号の変更');
    expect((await guardian.get(`/api/announcement?announcementsId=${item.id}`)).statusCode).toBe(400);
    expect((await send(staff, 'POST', `/api/staff/news/announcement/${item.id}`, draft())).statusCode).toBe(409);
    expect(
      (await staff.request({ method: 'POST', url: `/api/staff/news/announcement/${item.id}/withdraw` })).statusCode,
    ).toBe(409);
  });

  it("keeps staff of another classroom away from this classroom's items", async () => {
    const item = await create(draft({ title: '自由が丘教室だけのお知らせ' }));
    const base = `/api/staff/news/announcement/${item.id}`;
    expect((await send(otherStaff, 'POST', base, draft({ classroomId: jiyugaoka }))).statusCode).toBe(404);
    expect(
      (await otherStaff.request({ method: 'POST', url: `${base}/schedule`, payload: { publishAt: '' } })).statusCode,
    ).toBe(404);
    expect((await otherStaff.request({ method: 'POST', url: `${base}/withdraw` })).statusCode).toBe(404);
    expect((await otherStaff.get(`${base}/receipts`)).statusCode).toBe(404);
    expect((await otherStaff.request({ method: 'POST', url: `${base}/remind` })).statusCode).toBe(404);
    // Nor may they write into it.
    expect((await send(otherStaff, 'POST', '/api/staff/news', draft())).statusCode).toBe(403);
    const theirs = (await otherStaff.get('/api/staff/news')).json() as { data: Item[] };
    expect(theirs.data.some((i) => i.id === item.id && i.kind === 'announcement')).toBe(false);
  });

  it('reminds the unread families by mail once a day', async () => {
    const item = await create(draft({ title: '保護者面談のご案内' }));
    const remind = () => staff.request({ method: 'POST', url: `/api/staff/news/announcement/${item.id}/remind` });
    expect((await remind()).statusCode).toBe(409); // a draft
    expect((await schedule(item)).statusCode).toBe(200);
    mails.length = 0;
    const res = await remind();
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as { families: number; mailed: number };
    expect(sent.families).toBeGreaterThan(0);
    expect(sent.mailed).toBe(mails.length);
    expect((await remind()).statusCode).toBe(409);
    // A day later it may go again (the clock stays: a day would end every session).
    await t.database.db
      .update(announcements)
      .set({ remindedAt: new Date(clock.getTime() - 25 * HOUR) })
      .where(eq(announcements.id, item.id));
    expect((await remind()).statusCode).toBe(200);
  });

  it('publishes information with its label for every guardian', async () => {
    const list = (await staff.get('/api/staff/news')).json() as { labels: { id: number; labelName: string }[] };
    const label = list.labels[0];
    if (!label) throw new Error('no labels');
    const missing = await send(staff, 'POST', '/api/staff/news', draft({ kind: 'information', classroomId: null }));
    expect(missing.statusCode).toBe(422);
    const item = await create(
      draft({ kind: 'information', classroomId: null, labelId: label.id, title: '夏休みの開室時間' }),
    );
    expect(item.classroomId).toBe(jiyugaoka);
    expect((await schedule(item)).statusCode).toBe(200);
    const path = '/api/information/list?perPage=50';
    expect(await guardianTitles(guardian, path)).toContain('夏休みの開室時間');
    expect(await guardianTitles(guardian2, path)).toContain('夏休みの開室時間');
    const wrongKind = await send(staff, 'POST', `/api/staff/news/information/${item.id}`, draft());
    expect(wrongKind.statusCode).toBe(409);
  });

  // ---- attachments (ADR 045, 024): through the storage service, downloaded by the item's families only ----
  const attach = (b: TestBrowser, item: Pick<Item, 'kind' | 'id'>, name: string, type: string, data: Buffer) => {
    const { payload, contentType } = multipartFile('file', name, type, data);
    return b.request(
      { method: 'POST', url: `/api/staff/news/${item.kind}/${item.id}/files`, payload },
      { headers: { 'content-type': contentType } },
    );
  };
  type GuardianFile = { name: string; path: string };
  const guardianFiles = async (b: TestBrowser, kind: 'announcement' | 'information', id: number) => {
    const param = kind === 'announcement' ? 'announcementsId' : 'informationsId';
    const res = await b.get(`/api/${kind}/files?${param}=${id}`);
    return res.statusCode === 200 ? (res.json() as GuardianFile[]) : [];
  };
  const download = (b: TestBrowser, kind: string, file: GuardianFile) =>
    b.get(`/api/${kind}/files/download?name=x&path=${encodeURIComponent(file.path)}`);

  it("attaches a PDF and a picture that the item's families download, and no other family", async () => {
    const item = await create(draft({ title: '発表会のプログラム' }));
    expect(item.files).toEqual([]);
    const pdf = makePdf('Programme');
    const added = await attach(staff, item, '発表会のプログラム.pdf', 'application/pdf', pdf);
    expect(added.statusCode, added.body).toBe(200);
    const png = makePng(40, 20, [
      [255, 255, 255],
      [0, 137, 123],
    ]);
    const both = await attach(staff, item, '会場案内図.png', 'image/png', png);
    expect(both.statusCode, both.body).toBe(200);
    const files = (both.json() as Item).files;
    expect(files.map((f) => [f.name, f.mimeType])).toEqual([
      ['発表会のプログラム.pdf', 'application/pdf'],
      ['会場案内図.png', 'image/png'],
    ]);
    expect(files[0]?.size).toBe(pdf.length);
    // Still a draft: no family sees it or its files.
    expect(await guardianFiles(guardian, 'announcement', item.id)).toEqual([]);
    expect((await schedule(item)).statusCode).toBe(200);
    const listed = await guardianFiles(guardian, 'announcement', item.id);
    expect(listed.map((f) => f.name)).toEqual(['発表会のプログラム.pdf', '会場案内図.png']);
    const [first] = listed;
    if (!first) throw new Error('no file listed');
    const res = await download(guardian, 'announcement', first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(res.rawPayload.equals(pdf)).toBe(true);
    // The 高橋 family (吉祥寺教室) neither lists nor downloads it, even with the path.
    expect(await guardianFiles(guardian2, 'announcement', item.id)).toEqual([]);
    expect((await download(guardian2, 'announcement', first)).statusCode).toBe(404);
  });

  it('refuses a file of another kind, a renamed page, an empty file and a fourth party, and keeps the item', async () => {
    const item = await create(draft({ title: '持ち物のご案内' }));
    const exe = await attach(staff, item, 'setup.exe', 'application/octet-stream', Buffer.from('MZ program'));
    expect(exe.statusCode).toBe(422);
    expect((exe.json() as { errors: Record<string, string[]> }).errors.file?.[0]).toBe(
      'この形式のファイルは添付できません。PDF・画像（JPEG・PNG・GIF）・Office文書などを選んでください。',
    );
    const page = await attach(staff, item, 'a.pdf', 'application/pdf', Buffer.from('<html><script></script></html>'));
    expect(page.statusCode).toBe(422);
    expect((page.json() as { errors: Record<string, string[]> }).errors.file?.[0]).toContain('ファイルの中身');
    expect((await attach(staff, item, 'empty.pdf', 'application/pdf', Buffer.alloc(0))).statusCode).toBe(422);
    // A guardian and staff of another classroom cannot attach to it.
    expect((await attach(guardian, item, 'a.pdf', 'application/pdf', makePdf('x'))).statusCode).toBe(403);
    expect((await attach(otherStaff, item, 'a.pdf', 'application/pdf', makePdf('x'))).statusCode).toBe(404);
    const after = (await staff.get('/api/staff/news')).json() as { data: Item[] };
    const same = after.data.find((i) => i.kind === 'announcement' && i.id === item.id);
    expect(same?.title).toBe('持ち物のご案内');
    expect(same?.files).toEqual([]);
  });

  it('refuses a file over 20 MB with 413 and an eleventh file with 409', async () => {
    const item = await create(draft({ title: '大きな資料' }));
    const big = Buffer.concat([makePdf('big'), Buffer.alloc(20_000_001)]);
    const res = await attach(staff, item, 'big.pdf', 'application/pdf', big);
    expect(res.statusCode).toBe(413);
    expect((res.json() as { message: string }).message).toBe(
      'ファイルが大きすぎます。20MB以下のファイルを選んでください。',
    );
    for (let i = 0; i < 10; i += 1) {
      expect((await attach(staff, item, `資料${i}.pdf`, 'application/pdf', makePdf(`p${i}`))).statusCode).toBe(200);
    }
    const eleventh = await attach(staff, item, '資料10.pdf', 'application/pdf', makePdf('p10'));
    expect(eleventh.statusCode).toBe(409);
  });

  it('removes a file so guardians no longer list or download it, and refuses files of a withdrawn item', async () => {
    const { labels } = (await staff.get('/api/staff/news')).json() as { labels: { id: number }[] };
    const info = await create(
      draft({ kind: 'information', classroomId: null, labelId: labels[0]?.id, title: '夏休みの開室時間（資料つき）' }),
    );
    const added = (await attach(staff, info, '開室時間.pdf', 'application/pdf', makePdf('Hours')).then((r) =>
      r.json(),
    )) as Item;
    const [file] = added.files;
    if (!file) throw new Error('no file attached');
    expect((await schedule(info)).statusCode).toBe(200);
    const [listed] = await guardianFiles(guardian2, 'information', info.id);
    if (!listed) throw new Error('information file not listed');
    expect((await download(guardian2, 'information', listed)).statusCode).toBe(200);
    const url = `/api/staff/news/information/${info.id}/files/${file.id}`;
    // Staff of another classroom learn nothing; a guardian is refused.
    expect((await otherStaff.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await guardian.request({ method: 'DELETE', url })).statusCode).toBe(403);
    const removed = await staff.request({ method: 'DELETE', url });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Item).files).toEqual([]);
    expect(await guardianFiles(guardian2, 'information', info.id)).toEqual([]);
    expect((await download(guardian2, 'information', listed)).statusCode).toBe(404);
    expect((await staff.request({ method: 'DELETE', url })).statusCode).toBe(404);
    // A withdrawn item takes no more files.
    expect(
      (await staff.request({ method: 'POST', url: `/api/staff/news/information/${info.id}/withdraw` })).statusCode,
    ).toBe(200);
    expect((await attach(staff, info, 'late.pdf', 'application/pdf', makePdf('late'))).statusCode).toBe(409);
  });
});
