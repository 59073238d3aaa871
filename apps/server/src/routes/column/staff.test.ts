import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_COLLEAGUES } from '../../db/seed/staff-team';
import { seededListSuite } from '../../test/app';
import { TestBrowser } from '../../test/browser';

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;
type StaffColumn = {
  id: number;
  classroomId: number;
  title: string;
  body: string;
  imagePath: string | null;
  url: string;
  withdrawn: boolean;
};

/** A multipart body with the form's fields and, when given, the cover. */
function columnForm(fields: Record<string, string>, image?: { data: Uint8Array; type: string }) {
  const boundary = '----column-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Uint8Array[] = [Buffer.from(parts.join(''))];
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
      image.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// The demo at 10:00 in Japan on 2026-05-11: staff@example.com works at 自由が丘教室 (陽翔, RA) and 武蔵小杉教室
// (結菜, KB) of the 佐藤 family; 蓮 of the 高橋 family takes RM at 吉祥寺教室. The colleague works at 自由が丘 only.
describe('columns, the classroom side (issue 33)', () => {
  const s = seededListSuite<never>('/api/column/list');
  const staff = async (email = 'staff@example.com') => {
    const b = new TestBrowser(s.t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return b;
  };
  const send = (
    b: TestBrowser,
    url: string,
    fields: Record<string, string>,
    image?: { data: Buffer; type: string },
  ) => {
    const body = columnForm(fields, image);
    return b.request({ method: 'POST', url, payload: body.payload }, { headers: { 'content-type': body.contentType } });
  };
  const rooms = async (b: TestBrowser) =>
    ((await b.get('/api/staff/columns')).json().classrooms as { id: number; name: string }[]).reduce(
      (all, r) => Object.assign(all, { [r.name]: r.id }),
      {} as Record<string, number>,
    );
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3f7fd9' } })
      .png()
      .toBuffer();
  const guardianTitles = async (b: TestBrowser, course: string) =>
    ((await b.get(`/api/column/list?courseCd=${course}`)).json().data.data as { title: string }[]).map((c) => c.title);

  it('refuses guardians every call with 403 and a Japanese message', async () => {
    for (const res of [
      await s.guardian.get('/api/staff/columns'),
      await send(s.guardian, '/api/staff/columns', { title: 'x' }),
      await send(s.guardian, '/api/staff/columns/1', { title: 'x' }),
      await s.guardian.request({ method: 'POST', url: '/api/staff/columns/1/withdraw' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(JAPANESE);
    }
  });

  it('publishes a column with a cover and cleaned rich text; the families of that classroom and course read it', async () => {
    const b = await staff();
    const room = await rooms(b);
    expect(Object.keys(room)).toEqual(['自由が丘教室', '武蔵小杉教室']);
    const res = await send(
      b,
      '/api/staff/columns',
      {
        classroomId: String(room.自由が丘教室),
        courseCd: 'RA',
        releaseMonth: '2026-05',
        title: '歯車で坂をのぼる',
        lead: '今月の授業で作った車の工夫を紹介します。',
        body: '<p>タイヤを<strong>大きく</strong>しました。</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
      { data: await png(), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as StaffColumn;
    expect(saved.body).toBe('<p>タイヤを<strong>大きく</strong>しました。</p>');
    expect(saved.imagePath).toBe(`/api/column/image/${saved.id}`);

    expect(await guardianTitles(s.guardian, 'RA')).toContain('歯車で坂をのぼる');
    expect(await guardianTitles(s.guardian2, 'RM')).not.toContain('歯車で坂をのぼる');
    const page = await s.t.app.inject({ method: 'GET', url: saved.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>大きく</strong>');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(`src="/api/column/image/${saved.id}"`);
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    const cover = await s.t.app.inject({ method: 'GET', url: saved.imagePath ?? '' });
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(cover.rawPayload).metadata()).format).toBe('jpeg');

    // Edited: the families read the new title.
    const edit = await send(b, `/api/staff/columns/${saved.id}`, {
      classroomId: String(room.自由が丘教室),
      courseCd: 'RA',
      releaseMonth: '2026-05',
      title: '歯車で坂をのぼる（改訂）',
      lead: '今月の授業で作った車の工夫を紹介します。',
      body: 'タイヤを大きくしました。\n\n坂もらくらくです。',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.imagePath).toBe(saved.imagePath);
    expect(await guardianTitles(s.guardian, 'RA')).toContain('歯車で坂をのぼる（改訂）');

    // Withdrawn: gone from the list and its page.
    const gone = await b.request({ method: 'POST', url: `/api/staff/columns/${saved.id}/withdraw` });
    expect(gone.statusCode).toBe(200);
    expect(await guardianTitles(s.guardian, 'RA')).not.toContain('歯車で坂をのぼる（改訂）');
    expect((await s.t.app.inject({ method: 'GET', url: saved.url })).statusCode).toBe(404);
    expect(
      ((await b.get('/api/staff/columns')).json().data as StaffColumn[]).find((c) => c.id === saved.id)?.withdrawn,
    ).toBe(true);
  });

  it('refuses another classroom, a bad cover and empty fields with the field and a Japanese message', async () => {
    const b = await staff();
    const room = await rooms(b);
    const base = {
      classroomId: String(room.武蔵小杉教室),
      courseCd: 'KB',
      releaseMonth: '2026-05',
      title: 'ブロックで考える',
      lead: 'リード',
      body: '本文',
    };
    const notHers = await send(b, '/api/staff/columns', { ...base, classroomId: '999999' });
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().message).toMatch(JAPANESE);
    const badImage = await send(b, '/api/staff/columns', base, {
      data: Buffer.from('not an image'),
      type: 'image/png',
    });
    expect(badImage.statusCode).toBe(422);
    expect(badImage.json().errors.image[0]).toBe('画像はJPEG、PNG、WebP形式のものを選択してください。');
    const empty = await send(b, '/api/staff/columns', { ...base, title: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title[0]).toMatch(/タイトルを1文字以上80文字以内/);
    const onlyScript = await send(b, '/api/staff/columns', { ...base, body: '<script>x</script>' });
    expect(onlyScript.json().errors.body[0]).toMatch(/表示できる文章がありません/);

    // A column of 武蔵小杉教室 is not the colleague's (自由が丘 only): edit and withdraw answer 404.
    const made = (await send(b, '/api/staff/columns', base)).json().data as StaffColumn;
    const colleague = await staff(DEMO_COLLEAGUES.colleague);
    expect(((await colleague.get('/api/staff/columns')).json().data as StaffColumn[]).map((c) => c.id)).not.toContain(
      made.id,
    );
    expect((await send(colleague, `/api/staff/columns/${made.id}`, base)).statusCode).toBe(404);
    expect(
      (await colleague.request({ method: 'POST', url: `/api/staff/columns/${made.id}/withdraw` })).statusCode,
    ).toBe(404);
    // 武蔵小杉's KB column reaches the 佐藤 family (結菜), not the 高橋 family.
    expect(await guardianTitles(s.guardian, 'KB')).toContain('ブロックで考える');
  });
});
