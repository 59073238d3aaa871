import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classrooms } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_COLLEAGUES } from '../../db/seed/staff-team';
import { seededListSuite } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { VIDEO_LIMITS } from './upload';

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;
type StaffVideo = {
  id: number;
  classroomId: number;
  classroomName: string;
  courseCd: string;
  month: string;
  title: string;
  videoType: string;
  captionCount: number;
  withdrawn: boolean;
};
type Lesson = { id: number; lesson_name: string };
type Upload = { data: Uint8Array; type: string; name: string };

/** A multipart body with the form's fields and its files. */
function videoForm(fields: Record<string, string>, files: Record<string, Upload>) {
  const boundary = '----video-test-boundary';
  const chunks: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const VTT =
  'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nきょうはギアのしくみを見ます。\n\n00:04.000 --> 00:08.500 align:start\n大きいギアと小さいギア\nどちらが速い？\n';
const captions = (text = VTT): Upload => ({ data: Buffer.from(text), type: 'text/vtt', name: 'captions.vtt' });

// The demo at 10:00 in Japan on 2026-05-11: staff@example.com works at 自由が丘教室 (陽翔 of the 佐藤 family, RA) and
// 武蔵小杉教室; 蓮 of the 高橋 family takes RM at 吉祥寺教室. The colleague works at 自由が丘 only.
describe('video lessons, the classroom side (issue 33)', () => {
  const s = seededListSuite<never>('/api/lms/kids');
  const haruto = '13010417';
  const ren = '13030158';
  const webm = async (): Promise<Upload> => ({
    data: await readFile(new URL('../../db/seed/media/lesson-2.webm', import.meta.url)),
    type: 'video/webm',
    name: 'lesson.webm',
  });
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
  const send = (b: TestBrowser, url: string, fields: Record<string, string>, files: Record<string, Upload> = {}) => {
    const body = videoForm(fields, files);
    return b.request({ method: 'POST', url, payload: body.payload }, { headers: { 'content-type': body.contentType } });
  };
  const rooms = async (b: TestBrowser) =>
    ((await b.get('/api/staff/videos')).json().classrooms as { id: number; name: string }[]).reduce(
      (all, r) => Object.assign(all, { [r.name]: r.id }),
      {} as Record<string, number>,
    );
  /** The names of the videos a family sees in a child's pack of this month. */
  const thisMonth = async (b: TestBrowser, seitoNo: string) => {
    const course = (await b.get(`/api/lms/course?seito_no=${seitoNo}`)).json().data;
    if (!course?.lms_code) return [];
    return ((await b.get(`/api/lms/lessons/${course.lms_code}`)).json().data as Lesson[]).map((l) => l.lesson_name);
  };
  const lessonsOf = async (b: TestBrowser, lmsCode: string) =>
    (await b.get(`/api/lms/lessons/${lmsCode}`)).json().data as Lesson[];

  it('refuses guardians every call with 403 and a Japanese message', async () => {
    for (const res of [
      await s.guardian.get('/api/staff/videos'),
      await send(s.guardian, '/api/staff/videos', { title: 'x' }),
      await send(s.guardian, '/api/staff/videos/1', { title: 'x' }),
      await s.guardian.request({ method: 'POST', url: '/api/staff/videos/1/withdraw' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(JAPANESE);
    }
  });

  it("publishes a captioned video into this month's videos of that classroom's families, served with ranges", async () => {
    const b = await staff();
    const room = await rooms(b);
    expect(Object.keys(room)).toEqual(['自由が丘教室', '武蔵小杉教室']);
    const res = await send(
      b,
      '/api/staff/videos',
      { classroomId: String(room.自由が丘教室), courseCd: 'RA', month: '2026-05', title: 'ギアのしくみ（教室版）' },
      { video: await webm(), captions: captions() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as StaffVideo;
    expect(saved).toMatchObject({
      classroomName: '自由が丘教室',
      courseCd: 'RA',
      month: '2026-05',
      videoType: 'video/webm',
      captionCount: 2,
      withdrawn: false,
    });

    // 陽翔 takes RA at 自由が丘: the video is among this month's, after the provider's, with its captions.
    const names = await thisMonth(s.guardian, haruto);
    expect(names.at(-1)).toBe('ギアのしくみ（教室版）');
    expect(names.length).toBeGreaterThan(1);
    const vtt = await s.guardian.get(`/api/lms/captions/${saved.id}`);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toMatch(/^WEBVTT\n/);
    expect(vtt.body).toContain('00:00:04.000 --> 00:00:08.500\n大きいギアと小さいギア\nどちらが速い？');
    const part = await s.guardian.request(
      { method: 'GET', url: `/api/lms/video/${saved.id}` },
      { headers: { range: 'bytes=0-99' } },
    );
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

    // The 高橋 family (RM at 吉祥寺) reaches neither the video nor its captions.
    expect(await thisMonth(s.guardian2, ren)).not.toContain('ギアのしくみ（教室版）');
    expect((await s.guardian2.get(`/api/lms/video/${saved.id}`)).statusCode).toBe(404);
    expect((await s.guardian2.get(`/api/lms/captions/${saved.id}`)).statusCode).toBe(404);
  });

  it("shows a family only its children's classroom and course; a past month's video goes to the archive", async () => {
    const b = await staff();
    const room = await rooms(b);
    // RA at 武蔵小杉: no child of the 佐藤 family takes RA there (陽翔 does at 自由が丘).
    const elsewhere = (
      await send(
        b,
        '/api/staff/videos',
        { classroomId: String(room.武蔵小杉教室), courseCd: 'RA', month: '2026-05', title: '武蔵小杉のギア' },
        { video: await webm(), captions: captions() },
      )
    ).json().data as StaffVideo;
    expect(await thisMonth(s.guardian, haruto)).not.toContain('武蔵小杉のギア');
    expect((await s.guardian.get(`/api/lms/video/${elsewhere.id}`)).statusCode).toBe(404);
    // RM at 自由が丘: the 高橋 family takes RM, but at 吉祥寺.
    const rm = (
      await send(
        b,
        '/api/staff/videos',
        { classroomId: String(room.自由が丘教室), courseCd: 'RM', month: '2026-05', title: '自由が丘のRM' },
        { video: await webm(), captions: captions() },
      )
    ).json().data as StaffVideo;
    expect(await thisMonth(s.guardian2, ren)).not.toContain('自由が丘のRM');
    expect((await s.guardian2.get(`/api/lms/captions/${rm.id}`)).statusCode).toBe(404);

    // April's video is in April's pack of the archive.
    const april = await send(
      b,
      '/api/staff/videos',
      { classroomId: String(room.自由が丘教室), courseCd: 'RA', month: '2026-04', title: '4月のふりかえり' },
      { video: await webm(), captions: captions() },
    );
    expect(april.statusCode, april.body).toBe(200);
    const archive = (await s.guardian.get(`/api/lms/archive?seito_no=${haruto}`)).json().data as {
      lms_code: string | null;
    }[];
    const packs = await Promise.all(archive.map((p) => (p.lms_code ? lessonsOf(s.guardian, p.lms_code) : [])));
    expect(packs.flat().map((l) => l.lesson_name)).toContain('4月のふりかえり');
  });

  it('edits and withdraws: a withdrawn video disappears for families and is marked on the staff list', async () => {
    const b = await staff();
    const room = await rooms(b);
    const fields = {
      classroomId: String(room.自由が丘教室),
      courseCd: 'RA',
      month: '2026-05',
      title: '坂道チャレンジ',
    };
    const made = (await send(b, '/api/staff/videos', fields, { video: await webm(), captions: captions() })).json()
      .data as StaffVideo;
    const edit = await send(
      b,
      `/api/staff/videos/${made.id}`,
      { ...fields, title: '坂道チャレンジ（撮り直し）' },
      { captions: captions('WEBVTT\n\n00:00.000 --> 00:03.000\n新しい字幕です。\n') },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ title: '坂道チャレンジ（撮り直し）', captionCount: 1 });
    expect(await thisMonth(s.guardian, haruto)).toContain('坂道チャレンジ（撮り直し）');
    expect((await s.guardian.get(`/api/lms/captions/${made.id}`)).body).toContain('新しい字幕です。');
    // The video was kept: it still plays.
    expect((await s.guardian.get(`/api/lms/video/${made.id}`)).statusCode).toBe(200);

    const gone = await b.request({ method: 'POST', url: `/api/staff/videos/${made.id}/withdraw` });
    expect(gone.statusCode).toBe(200);
    expect(await thisMonth(s.guardian, haruto)).not.toContain('坂道チャレンジ（撮り直し）');
    expect((await s.guardian.get(`/api/lms/video/${made.id}`)).statusCode).toBe(404);
    expect((await s.guardian.get(`/api/lms/player/${made.id}`)).statusCode).toBe(404);
    expect(
      ((await b.get('/api/staff/videos')).json().data as StaffVideo[]).find((v) => v.id === made.id),
    ).toMatchObject({ withdrawn: true });
  });

  it("refuses staff of another classroom: publishing there is 403, another classroom's video is 404", async () => {
    const b = await staff();
    const room = await rooms(b);
    const [kichijoji] = await s.t.app.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.name, '吉祥寺教室'));
    const notHers = await send(
      b,
      '/api/staff/videos',
      { classroomId: String(kichijoji?.id), courseCd: 'RM', month: '2026-05', title: '吉祥寺の動画' },
      { video: await webm(), captions: captions() },
    );
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().message).toMatch(JAPANESE);
    expect(await thisMonth(s.guardian2, ren)).not.toContain('吉祥寺の動画');

    const fields = {
      classroomId: String(room.武蔵小杉教室),
      courseCd: 'RM',
      month: '2026-05',
      title: '武蔵小杉の動画',
    };
    const made = (await send(b, '/api/staff/videos', fields, { video: await webm(), captions: captions() })).json()
      .data as StaffVideo;
    const colleague = await staff(DEMO_COLLEAGUES.colleague);
    expect(((await colleague.get('/api/staff/videos')).json().data as StaffVideo[]).map((v) => v.id)).not.toContain(
      made.id,
    );
    const moved = await send(colleague, `/api/staff/videos/${made.id}`, { ...fields, title: '乗っ取り' });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().message).toMatch(JAPANESE);
    expect((await colleague.request({ method: 'POST', url: `/api/staff/videos/${made.id}/withdraw` })).statusCode).toBe(
      404,
    );
    // Nor may staff move their own video to a classroom that is not theirs.
    const away = await send(b, `/api/staff/videos/${made.id}`, { ...fields, classroomId: String(kichijoji?.id) });
    expect(away.statusCode).toBe(403);
  });

  it('refuses a file that is not a video, captions that are not WebVTT and missing fields, by field in Japanese', async () => {
    const b = await staff();
    const room = await rooms(b);
    const base = { classroomId: String(room.自由が丘教室), courseCd: 'RA', month: '2026-05', title: '確認用' };
    const errorOf = async (fields: Record<string, string>, files: Record<string, Upload>) => {
      const res = await send(b, '/api/staff/videos', fields, files);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    const video = await webm();
    // A picture named and typed as a video is judged by its bytes.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect(
      (await errorOf(base, { video: { data: png, type: 'video/mp4', name: 'a.mp4' }, captions: captions() })).video,
    ).toEqual(['動画はWebMかMP4形式のファイルを選択してください。']);
    expect((await errorOf(base, { captions: captions() })).video?.[0]).toBe('動画ファイルを選択してください。');
    expect((await errorOf(base, { video })).captions?.[0]).toBe('字幕ファイル（WebVTT形式）を選択してください。');
    expect(
      (await errorOf(base, { video, captions: captions('1\n00:00.000 --> 00:01.000\nこんにちは\n') })).captions?.[0],
    ).toMatch(/WebVTT形式/);
    expect(
      (await errorOf(base, { video, captions: captions('WEBVTT\n\n00:05.000 --> 00:01.000\n逆\n') })).captions?.[0],
    ).toMatch(/時刻か文章を読み取れませんでした/);
    expect((await errorOf(base, { video, captions: captions('WEBVTT\n\nNOTE ただのメモ\n') })).captions?.[0]).toBe(
      '字幕ファイルに字幕（時刻と文章）がありません。',
    );
    expect((await errorOf({ ...base, courseCd: 'KB' }, { video, captions: captions() })).courseCd?.[0]).toMatch(
      /ロボット教室・ロボットプログラミング/,
    );
    expect((await errorOf({ ...base, title: ' ' }, { video, captions: captions() })).title?.[0]).toMatch(/タイトル/);
    expect((await errorOf({ ...base, month: '2026-13' }, { video, captions: captions() })).month?.[0]).toMatch(
      /公開月/,
    );

    // Over 50 MB: 413, said in Japanese.
    const big = Buffer.alloc(VIDEO_LIMITS.maxBytes + 1);
    video.data.slice(0, 64).forEach((byte, i) => {
      big[i] = byte;
    });
    const tooBig = await send(b, '/api/staff/videos', base, {
      video: { data: big, type: 'video/webm', name: 'big.webm' },
      captions: captions(),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('動画のサイズが大きすぎます。50MB以内の動画を選択してください。');
    // Nothing refused was published.
    expect(((await b.get('/api/staff/videos')).json().data as StaffVideo[]).map((v) => v.title)).not.toContain(
      '確認用',
    );
  });
});
