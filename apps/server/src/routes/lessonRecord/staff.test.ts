import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { seededListSuite } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { multipartFile } from '../../test/images';

type StaffRecord = {
  id: number;
  kid_id: number;
  kid_name: string;
  classroom_name: string;
  image_path: string | null;
  parent_comment: string | null;
  lecturer_comment: string | null;
  public: boolean;
  nickname: string | null;
  report_flag: 0 | 1;
  report_count: number;
};
type StaffPage = {
  data: StaffRecord[];
  kids: { id: number; name: string; classroom_name: string; courses: string[] }[];
  current_page: number;
  last_page: number;
  total: number;
};

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;

/** A phone photo of a robot with the camera's GPS position (Tokyo) in its EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#f29e4c' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Artist: 'Hanako Sato' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 2900/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 42/1 1000/100',
      },
    })
    .jpeg()
    .toBuffer();

/** A multipart body with the form's fields and then the photo. */
function recordForm(fields: Record<string, string>, photo: Buffer) {
  const file = multipartFile('image', 'IMG_0001.jpg', 'image/jpeg', photo);
  const boundary = file.contentType.split('boundary=')[1];
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { payload: Buffer.concat([Buffer.from(head), file.payload]), contentType: file.contentType };
}

// The demo at 10:00 in Japan on 2026-05-11: staff@example.com works at 自由が丘教室 (1301) and 武蔵小杉教室
// (1402), where 陽翔 (RA) and 結菜 (KB) of the 佐藤 family go; 蓮 of the 高橋 family goes to 吉祥寺教室 (1303).
describe('lesson records, the classroom side (issue 13)', () => {
  const s = seededListSuite<never>('/api/studentLessonRecord/list');
  const staffBrowser = async () => {
    const b = new TestBrowser(s.t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return b;
  };
  const list = async (b: TestBrowser, query = '') => {
    const res = await b.get(`/api/staff/lessonRecord/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StaffPage;
  };
  const send = (b: TestBrowser, fields: Record<string, string>, photo: Buffer) => {
    const body = recordForm(fields, photo);
    return b.request(
      { method: 'POST', url: '/api/staff/lessonRecord/post', payload: body.payload },
      { headers: { 'content-type': body.contentType } },
    );
  };
  const post = (b: TestBrowser, url: string, payload: object) => b.request({ method: 'POST', url, payload });
  const kidIds = async (guardian: TestBrowser) =>
    ((await guardian.get('/api/user')).json().kids as { id: number; firstName: string }[]).map((k) => ({
      id: k.id,
      firstName: k.firstName,
    }));
  /** One of 蓮's records at 吉祥寺教室, a classroom the staff member does not work for. */
  const otherRoomRecord = async () => {
    const own = (await s.guardian2.get('/api/studentLessonRecord/list')).json().data as { id: number }[];
    return own[0]?.id as number;
  };

  it('lists the children and the records of the own classrooms only, newest first, twenty a page', async () => {
    const page = await list(await staffBrowser());
    expect(page.kids.map((k) => k.name)).toEqual(expect.arrayContaining(['佐藤 陽翔', '佐藤 結菜']));
    expect(page.kids.map((k) => k.name)).not.toContain('高橋 蓮');
    expect(page.kids.find((k) => k.name === '佐藤 陽翔')).toMatchObject({
      classroom_name: '自由が丘教室',
      courses: ['RA'],
    });
    expect(page.data).toHaveLength(20);
    expect(new Set(page.data.map((r) => r.classroom_name))).not.toContain('吉祥寺教室');
    expect(page.data.every((r) => r.image_path?.startsWith('/api/staff/lessonRecord/image/'))).toBe(true);
    const last = await list(await staffBrowser(), `?page=${page.last_page}`);
    expect(last.data.every((r) => r.classroom_name !== '吉祥寺教室')).toBe(true);
  });

  it('refuses guardians, pages past the last and unknown filters with a Japanese message', async () => {
    for (const url of ['/api/staff/lessonRecord/list', '/api/staff/lessonRecord/image/1']) {
      const res = await s.guardian.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(JAPANESE);
    }
    const b = await staffBrowser();
    const far = await b.get('/api/staff/lessonRecord/list?page=999');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(JAPANESE);
    const odd = await b.get('/api/staff/lessonRecord/list?filter=everything');
    expect(odd.statusCode).toBe(422);
    expect(odd.json().message).toMatch(JAPANESE);
  });

  it('posts a record with a photo: re-encoded without EXIF, the family notified, the record opens for it', async () => {
    const b = await staffBrowser();
    // Every page's bell has read the list already: the new notification must still show at once.
    await s.guardian.get('/api/notification');
    const haruto = (await kidIds(s.guardian)).find((k) => k.firstName === '陽翔');
    const res = await send(
      b,
      {
        kidId: String(haruto?.id),
        courseCd: 'RA',
        title: '坂をのぼる車',
        comment: 'タイヤを大きくしました。',
        lecturerComment: '工夫がよく伝わりました。',
      },
      await gpsPhoto(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data as StaffRecord;
    expect(record).toMatchObject({ kid_name: '佐藤 陽翔', classroom_name: '自由が丘教室', public: false });

    // The guardian's bell: a type-1 notification naming the record.
    const items = (await s.guardian.get('/api/notification')).json().data as {
      type: number;
      postManagementId: number | null;
    }[];
    expect(items.some((n) => n.type === 1 && n.postManagementId === record.id)).toBe(true);
    // The other family hears nothing.
    const otherItems = (await s.guardian2.get('/api/notification')).json().data as {
      postManagementId: number | null;
    }[];
    expect(otherItems.some((n) => n.postManagementId === record.id)).toBe(false);

    const detail = (await s.guardian.get(`/api/studentLessonRecord/detail?id=${record.id}`)).json();
    expect(detail).toMatchObject({
      kid_name: '佐藤 陽翔',
      post_data: { title: '坂をのぼる車' },
      lecturer_comment: { post_content: '工夫がよく伝わりました。' },
    });
    for (const [browser, url] of [
      [s.guardian, detail.post_data.image_path as string],
      [b, record.image_path as string],
    ] as const) {
      const served = await browser.get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    }
    // Not the other family's to see.
    expect((await s.guardian2.get(detail.post_data.image_path)).statusCode).toBe(404);
  });

  it('refuses a child of another classroom (403), a course the child does not take and a public post without nickname (422)', async () => {
    const b = await staffBrowser();
    const ren = (await kidIds(s.guardian2))[0];
    const haruto = (await kidIds(s.guardian)).find((k) => k.firstName === '陽翔');
    const base = { title: '作品', comment: 'できました。' };
    const photo = await gpsPhoto();
    const foreign = await send(b, { ...base, kidId: String(ren?.id), courseCd: 'RM' }, photo);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(JAPANESE);
    const course = await send(b, { ...base, kidId: String(haruto?.id), courseCd: 'KB' }, photo);
    expect(course.statusCode).toBe(422);
    expect(course.json().errors.courseCd[0]).toMatch(JAPANESE);
    const nameless = await send(b, { ...base, kidId: String(haruto?.id), courseCd: 'RA', public: '1' }, photo);
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.nickname[0]).toMatch(JAPANESE);
    const untitled = await send(b, { ...base, title: ' ', kidId: String(haruto?.id), courseCd: 'RA' }, photo);
    expect(untitled.json().errors.title[0]).toMatch(JAPANESE);
    // A guardian cannot post at all.
    expect((await send(s.guardian, { ...base, kidId: String(haruto?.id), courseCd: 'RA' }, photo)).statusCode).toBe(
      403,
    );
  });

  it("shows the guardian's comment and answers it as the classroom's comment; another classroom's record is 404", async () => {
    const b = await staffBrowser();
    const own = (await s.guardian.get('/api/studentLessonRecord/list')).json().data as {
      id: number;
      seito_no: string;
    }[];
    let target: { id: number; seito_no: string } | undefined;
    for (const r of own) {
      const d = (await s.guardian.get(`/api/studentLessonRecord/detail?id=${r.id}`)).json();
      if (!('status' in d)) {
        target = r;
        break;
      }
    }
    if (!target) throw new Error('no private record');
    const commented = await post(s.guardian, '/api/studentLessonRecord/comment', {
      id: target.id,
      seito_no: target.seito_no,
      parentComment: '家でも作り方を説明してくれました。',
    });
    expect(commented.statusCode).toBe(200);
    const withComments = await list(b, '?filter=commented');
    const row = withComments.data.find((r) => r.id === target?.id);
    expect(row?.parent_comment).toBe('家でも作り方を説明してくれました。');
    expect(withComments.data.every((r) => r.parent_comment)).toBe(true);

    const answered = await post(b, '/api/staff/lessonRecord/answer', {
      id: target.id,
      lecturerComment: 'お家でも話してくれたのですね。',
    });
    expect(answered.statusCode).toBe(200);
    const detail = (await s.guardian.get(`/api/studentLessonRecord/detail?id=${target.id}`)).json();
    expect(detail.lecturer_comment).toEqual({ post_content: 'お家でも話してくれたのですね。' });

    const blank = await post(b, '/api/staff/lessonRecord/answer', { id: target.id, lecturerComment: '  ' });
    expect(blank.statusCode).toBe(422);
    const tooLong = await post(b, '/api/staff/lessonRecord/answer', {
      id: target.id,
      lecturerComment: 'あ'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toMatch(JAPANESE);
    const foreign = await post(b, '/api/staff/lessonRecord/answer', {
      id: await otherRoomRecord(),
      lecturerComment: 'こんにちは',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(JAPANESE);
    expect((await b.get(`/api/staff/lessonRecord/image/${await otherRoomRecord()}`)).statusCode).toBe(404);
    expect(
      (await post(s.guardian, '/api/staff/lessonRecord/answer', { id: target.id, lecturerComment: 'x' })).statusCode,
    ).toBe(403);
  });

  it("publishes a record under a nickname to everyone's posts and takes it back", async () => {
    const b = await staffBrowser();
    const record = (await list(b)).data.find((r) => !r.public) as StaffRecord;
    const published = await post(b, '/api/staff/lessonRecord/publish', {
      id: record.id,
      public: true,
      nickname: 'ロボ名人',
    });
    expect(published.statusCode).toBe(200);
    const seen = (await s.guardian2.get('/api/lessonRecord/list?nickname=ロボ名人')).json();
    expect(seen.data.map((p: { id: number }) => p.id)).toContain(record.id);
    // The family's own detail names the public post (issue 33: it no longer moves there).
    if (record.kid_name.startsWith('佐藤')) {
      expect((await s.guardian.get(`/api/studentLessonRecord/detail?id=${record.id}`)).json()).toMatchObject({
        post_data: { id: record.id },
        public_post_id: record.id,
      });
    }
    expect((await post(b, '/api/staff/lessonRecord/publish', { id: record.id, public: true })).statusCode).toBe(422);
    expect((await post(b, '/api/staff/lessonRecord/publish', { id: record.id, public: false })).statusCode).toBe(200);
    const gone = (await s.guardian2.get('/api/lessonRecord/list?nickname=ロボ名人')).json();
    expect(gone.data.map((p: { id: number }) => p.id)).not.toContain(record.id);
    const foreign = await post(b, '/api/staff/lessonRecord/publish', { id: await otherRoomRecord(), public: false });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps a published record’s comments with the family: both shown, the guardian comments, staff answers reach them (issue 33)', async () => {
    const b = await staffBrowser();
    const record = (await list(b)).data.find((r) => !r.public && r.kid_name.startsWith('佐藤')) as StaffRecord;
    expect(
      (
        await post(b, '/api/staff/lessonRecord/answer', {
          id: record.id,
          lecturerComment: '最後まで集中していました。',
        })
      ).statusCode,
    ).toBe(200);
    const seitoNo = (await s.guardian.get(`/api/studentLessonRecord/detail?id=${record.id}`)).json().post_data
      .seito_no as string;
    expect(
      (
        await post(s.guardian, '/api/studentLessonRecord/comment', {
          id: record.id,
          seito_no: seitoNo,
          parentComment: '家でも話していました。',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(b, '/api/staff/lessonRecord/publish', { id: record.id, public: true, nickname: 'はると名人' }))
        .statusCode,
    ).toBe(200);
    const detail = () => s.guardian.get(`/api/studentLessonRecord/detail?id=${record.id}`).then((r) => r.json());
    expect(await detail()).toMatchObject({
      lecturer_comment: { post_content: '最後まで集中していました。' },
      parent_comment: { post_content: '家でも話していました。' },
      public_post_id: record.id,
    });
    const again = await post(s.guardian, '/api/studentLessonRecord/comment', {
      id: record.id,
      seito_no: seitoNo,
      parentComment: '公開されてうれしいです。',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      (await post(b, '/api/staff/lessonRecord/answer', { id: record.id, lecturerComment: 'ありがとうございます。' }))
        .statusCode,
    ).toBe(200);
    expect(await detail()).toMatchObject({
      lecturer_comment: { post_content: 'ありがとうございます。' },
      parent_comment: { post_content: '公開されてうれしいです。' },
    });
    // Everyone's post still carries neither family nor classroom comment.
    const pub = JSON.stringify((await s.guardian2.get(`/api/lessonRecord/detail?id=${record.id}`)).json());
    expect(pub).not.toContain('公開されてうれしいです');
    expect(pub).not.toContain('ありがとうございます');
    // Another family still cannot comment on it.
    expect(
      (
        await post(s.guardian2, '/api/studentLessonRecord/comment', {
          id: record.id,
          seito_no: seitoNo,
          parentComment: 'x',
        })
      ).statusCode,
    ).toBe(400);
    // Taken back, so the next test's reported post is another family's.
    expect((await post(b, '/api/staff/lessonRecord/publish', { id: record.id, public: false })).statusCode).toBe(200);
  });

  it('queues a reported post; hiding it hides it for everyone but its family, keeping it dismisses (issue 33)', async () => {
    const b = await staffBrowser();
    const prospect = await s.as(DEMO_ACCOUNTS.prospect);
    const rooms = (await s.guardian2.get('/api/lessonRecord/list?classRoomNumber=1301')).json();
    const [victim, kept] = rooms.data.filter((p: { own: boolean }) => !p.own) as { id: number; title: string }[];
    if (!victim || !kept) throw new Error('two posts at 1301 expected');
    for (const id of [victim.id, kept.id]) {
      expect((await post(s.guardian2, '/api/lessonRecord/report', { postId: id, isFc: true })).statusCode).toBe(200);
    }
    // Only the reporting family loses it until the classroom decides.
    expect((await s.guardian2.get(`/api/lessonRecord/detail?id=${victim.id}`)).statusCode).toBe(400);
    expect((await prospect.get(`/api/lessonRecord/detail?id=${victim.id}`)).statusCode).toBe(200);
    const queue = (await b.get('/api/staff/lessonRecord/reports')).json().data as {
      id: number;
      report_count: number;
      hidden: boolean;
      classroom_name: string;
      image_path: string | null;
    }[];
    expect(queue.find((r) => r.id === victim.id)).toMatchObject({ report_count: 1, hidden: false });
    expect(queue.find((r) => r.id === victim.id)?.image_path).toMatch(/^\/api\/staff\/lessonRecord\/image\//);
    expect(queue.every((r) => r.classroom_name !== '吉祥寺教室')).toBe(true);

    // 吉祥寺教室 is not the staff member's: its reports are neither listed nor decided.
    const elsewhere = (await s.guardian.get('/api/lessonRecord/list?classRoomNumber=1303')).json().data[0] as {
      id: number;
    };
    expect((await post(s.guardian, '/api/lessonRecord/report', { postId: elsewhere.id, isFc: true })).statusCode).toBe(
      200,
    );
    expect(
      ((await b.get('/api/staff/lessonRecord/reports')).json().data as { id: number }[]).map((r) => r.id),
    ).not.toContain(elsewhere.id);
    const foreign = await post(b, '/api/staff/lessonRecord/reports/decide', { id: elsewhere.id, decision: 'hide' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(JAPANESE);
    expect((await prospect.get(`/api/lessonRecord/detail?id=${elsewhere.id}`)).statusCode).toBe(200);
    // Guardians may neither read the queue nor decide.
    for (const res of [
      await s.guardian.get('/api/staff/lessonRecord/reports'),
      await post(s.guardian, '/api/staff/lessonRecord/reports/decide', { id: victim.id, decision: 'hide' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(JAPANESE);
    }
    const odd = await post(b, '/api/staff/lessonRecord/reports/decide', { id: victim.id, decision: 'delete' });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().message).toMatch(JAPANESE);

    // Hide: gone for everyone but its own family, which reads "hidden by an administrator".
    expect(
      (await post(b, '/api/staff/lessonRecord/reports/decide', { id: victim.id, decision: 'hide' })).statusCode,
    ).toBe(200);
    expect((await prospect.get(`/api/lessonRecord/detail?id=${victim.id}`)).statusCode).toBe(400);
    const shown = (await prospect.get('/api/lessonRecord/list?classRoomNumber=1301')).json().data as { id: number }[];
    expect(shown.map((p) => p.id)).not.toContain(victim.id);
    // Keep: shown to the others again, still not to the family who reported it.
    expect(
      (await post(b, '/api/staff/lessonRecord/reports/decide', { id: kept.id, decision: 'keep' })).statusCode,
    ).toBe(200);
    expect((await prospect.get(`/api/lessonRecord/detail?id=${kept.id}`)).statusCode).toBe(200);
    expect((await s.guardian2.get(`/api/lessonRecord/detail?id=${kept.id}`)).statusCode).toBe(400);
    // Both leave the queue; the record list keeps the reports.
    const after = ((await b.get('/api/staff/lessonRecord/reports')).json().data as { id: number }[]).map((r) => r.id);
    expect(after).not.toContain(victim.id);
    expect(after).not.toContain(kept.id);
    const reported = await list(b, '?filter=reported');
    expect(reported.data.find((r) => r.id === victim.id)).toMatchObject({ report_flag: 1, report_count: 1 });
    // Shown again after a second look (the older answer, unchanged).
    expect((await post(b, '/api/staff/lessonRecord/unhide', { id: victim.id })).statusCode).toBe(200);
    expect((await prospect.get(`/api/lessonRecord/detail?id=${victim.id}`)).statusCode).toBe(200);
    expect((await post(b, '/api/staff/lessonRecord/unhide', { id: elsewhere.id })).statusCode).toBe(404);
  });
});
