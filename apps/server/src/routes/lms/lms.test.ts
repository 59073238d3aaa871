import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lmsCourses, lmsLessons } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { seededListSuite } from '../../test/app';
import type { TestBrowser } from '../../test/browser';
import { byteRange } from './player';

type Lesson = { id: number; lesson_name: string; course_cd: string; lmsCode: string | null };

// The demo at 10:00 in Japan on 2026-05-11: 陽翔 (13010417, 佐藤 family) takes RA, 蓮 (13030158, 高橋 family)
// takes RM; each course has this month's pack and three past ones.
describe('the video lessons and the player host', () => {
  const s = seededListSuite<Lesson>('/api/lms/lessons/x');
  const json = async (b: TestBrowser, url: string, status = 200) => {
    const res = await b.get(url);
    expect(res.statusCode, url).toBe(status);
    return res.json();
  };
  const haruto = '13010417';
  const ren = '13030158';
  const lessonsOf = async (b: TestBrowser, lmsCode: string) =>
    (await json(b, `/api/lms/lessons/${lmsCode}`)).data as Lesson[];
  const currentLessons = async () => {
    const course = (await json(s.guardian, `/api/lms/course?seito_no=${haruto}`)).data;
    return lessonsOf(s.guardian, course.lms_code);
  };

  it('answers every call with 401 without a session', async () => {
    for (const url of [
      '/api/lms/kids',
      `/api/lms/course?seito_no=${haruto}`,
      `/api/lms/archive?seito_no=${haruto}`,
      '/api/lms/lessons/LMS-RA-202605',
      '/api/lms/player/1',
      '/api/lms/video/1',
      '/api/lms/captions/1',
    ]) {
      expect((await s.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it("lists only the family's children taking a robot course", async () => {
    expect((await json(s.guardian, '/api/lms/kids')).data).toEqual([
      { id: expect.any(Number), seito_no: haruto, name: '佐藤 陽翔' },
    ]);
    expect((await json(s.guardian2, '/api/lms/kids')).data).toEqual([
      { id: expect.any(Number), seito_no: ren, name: '高橋 蓮' },
    ]);
    expect((await json(await s.as(DEMO_ACCOUNTS.prospect), '/api/lms/kids')).data).toEqual([]);
  });

  it("gives this month's pack with its lesson days, and the past packs newest first", async () => {
    const course = (await json(s.guardian, `/api/lms/course?seito_no=${haruto}`)).data;
    expect(course).toMatchObject({
      robot_no: 'R52',
      name: 'ウォーキングビートル',
      course_cd: 'RA',
      lms_code: 'LMS-RA-202605',
    });
    expect(
      course.lms.subject.map((x: { subject_name: string; lesson: unknown[] }) => [x.subject_name, x.lesson.length]),
    ).toEqual([
      ['1日目', 2],
      ['2日目', 2],
    ]);
    const archive = (await json(s.guardian, `/api/lms/archive?seito_no=${haruto}`)).data;
    expect(archive.map((a: { lms_code: string; lms_period: string }) => [a.lms_code, a.lms_period])).toEqual([
      ['LMS-RA-202604', 'second'],
      ['LMS-RA-202603', 'first'],
      ['LMS-RA-202602', 'second'],
    ]);
    expect(archive[0]).toMatchObject({ robot_no: 'SU', title: '特別授業 ロボットの歴史', name: null });
    // The oldest RM pack has no videos yet: listed without an lms_code, and it has no lessons to open.
    const rm = (await json(s.guardian2, `/api/lms/archive?seito_no=${ren}`)).data;
    expect(rm.at(-1).lms_code).toBeNull();
    expect(await lessonsOf(s.guardian2, 'LMS-RM-202602')).toEqual([]);
  });

  it("answers another family's child with 400 and a missing child with 400, in Japanese", async () => {
    for (const url of [`/api/lms/course?seito_no=${ren}`, `/api/lms/archive?seito_no=${ren}`, '/api/lms/course']) {
      const body = await json(s.guardian, url, 400);
      expect(body.message, url).toMatch(/お子さま/);
    }
  });

  it("lists a pack's lessons in order, and nothing of another family's course or of a month to come", async () => {
    const lessons = await currentLessons();
    expect(lessons.map((l) => l.lesson_name)).toEqual([
      'リンク機構のしくみ',
      '足の動きを観察しよう',
      '歩幅を変える工夫',
      '坂道に挑戦しよう',
    ]);
    expect(lessons[0]).toMatchObject({ course_cd: 'RA', lmsCode: 'LMS-RA-202605' });
    expect(await lessonsOf(s.guardian2, 'LMS-RA-202605')).toEqual([]);
    const [next] = await s.t.database.db
      .insert(lmsCourses)
      .values({
        lmsCode: 'LMS-RA-202606',
        courseCode: 'RA',
        month: '2026-06',
        period: 'second',
        robotNo: 'R53',
        name: '来月',
      })
      .returning();
    const [lesson] = await s.t.database.db
      .insert(lmsLessons)
      .values({
        lmsCourseId: next?.id ?? 0,
        subjectNo: 1,
        subjectName: '1日目',
        lessonName: '来月',
        sortOrder: 1,
        videoKey: 'lms/demo-lesson-1.webm',
        captions: [],
      })
      .returning();
    expect(await lessonsOf(s.guardian, 'LMS-RA-202606')).toEqual([]);
    expect((await s.guardian.get(`/api/lms/player/${lesson?.id}`)).statusCode).toBe(404);
    expect((await s.guardian.get(`/api/lms/video/${lesson?.id}`)).statusCode).toBe(404);
  });

  it('serves the player script for a lesson of the family, and 404 for anyone else', async () => {
    const [lesson] = await currentLessons();
    const res = await s.guardian.get(`/api/lms/player/${lesson?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain(`/api/lms/video/${lesson?.id}`);
    expect(res.body).toContain(`/api/lms/captions/${lesson?.id}`);
    expect(res.body).toContain("getElementById('lms-player')");
    expect((await s.guardian2.get(`/api/lms/player/${lesson?.id}`)).statusCode).toBe(404);
    expect((await s.guardian.get(`/api/lms/player/${lesson?.id}?seito_no=${ren}`)).statusCode).toBe(404);
    expect((await s.guardian.get('/api/lms/player/999999')).statusCode).toBe(404);
    expect((await s.guardian.get('/api/lms/player/abc')).statusCode).toBe(404);
  });

  it('serves the video whole and by byte ranges, and refuses ranges outside it', async () => {
    const [lesson] = await currentLessons();
    const file = await readFile(new URL('../../db/seed/media/lesson-1.webm', import.meta.url));
    const whole = await s.guardian.get(`/api/lms/video/${lesson?.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/webm' });
    expect(whole.rawPayload.equals(file)).toBe(true);
    const range = (header: string) =>
      s.guardian.request({ method: 'GET', url: `/api/lms/video/${lesson?.id}` }, { headers: { range: header } });
    const head = await range('bytes=0-99');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(head.rawPayload.equals(file.subarray(0, 100))).toBe(true);
    const tail = await range('bytes=-50');
    expect(tail.headers['content-range']).toBe(`bytes ${file.length - 50}-${file.length - 1}/${file.length}`);
    expect(tail.rawPayload.equals(file.subarray(file.length - 50))).toBe(true);
    const open = await range(`bytes=${file.length - 10}-`);
    expect(open.rawPayload.length).toBe(10);
    const outside = await range(`bytes=${file.length}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(outside.json().message).toMatch(/範囲/);
    expect((await s.guardian2.get(`/api/lms/video/${lesson?.id}`)).statusCode).toBe(404);
  });

  it('serves Japanese WebVTT captions', async () => {
    const [lesson] = await currentLessons();
    const res = await s.guardian.get(`/api/lms/captions/${lesson?.id}`);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body).toMatch(
      /^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:04\.000\nきょうのテーマは「リンク機構のしくみ」です。/,
    );
    expect((await s.guardian2.get(`/api/lms/captions/${lesson?.id}`)).statusCode).toBe(404);
  });

  it("keeps each child's position and resumes there; another family can neither set nor read it", async () => {
    const [lesson, second] = await currentLessons();
    const post = (b: TestBrowser, id: number | undefined, payload: object) =>
      b.request({ method: 'POST', url: `/api/lms/progress/${id}`, payload });
    expect((await s.guardian.get(`/api/lms/player/${lesson?.id}`)).body).toContain('"start":0');
    expect((await post(s.guardian, lesson?.id, { seito_no: haruto, position: 7.5 })).statusCode).toBe(200);
    expect((await s.guardian.get(`/api/lms/player/${lesson?.id}`)).body).toContain('"start":7.5');
    // Another lesson keeps its own position.
    expect((await s.guardian.get(`/api/lms/player/${second?.id}`)).body).toContain('"start":0');
    const theirs = await post(s.guardian2, lesson?.id, { seito_no: ren, position: 1 });
    expect(theirs.statusCode).toBe(404);
    expect((await post(s.guardian2, lesson?.id, { seito_no: haruto, position: 1 })).statusCode).toBe(404);
    expect((await s.guardian.get(`/api/lms/player/${lesson?.id}`)).body).toContain('"start":7.5');
    for (const payload of [
      { seito_no: haruto, position: -1 },
      { seito_no: haruto, position: 100000 },
      { position: 3 },
    ]) {
      const res = await post(s.guardian, lesson?.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
    const forged = await s.guardian.request(
      { method: 'POST', url: `/api/lms/progress/${lesson?.id}`, payload: { seito_no: haruto, position: 2 } },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(419);
  });
});

describe('byte ranges', () => {
  it('reads single ranges and refuses what a file of the size cannot give', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(byteRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,3-4']) {
      expect(byteRange(bad, 100), bad).toBe('invalid');
    }
  });
});
