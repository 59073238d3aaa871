import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_KICHIJOJI_STAFF } from '../../db/seed/kichijoji-staff';
import { createTestApp } from '../../test/app';
import { TestBrowser as Browser, signedIn, type TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan (the demo data is dated from it).
const NOW = new Date('2026-11-23T01:00:00Z');

type Lesson = {
  id: number;
  classroomId: number;
  courseCode: string;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  recess: boolean;
  capacity: number;
  enrolled: number;
  present: number;
  absent: number;
  reported: number;
};
type Week = { classroomId: number; weekStart: string; classrooms: { id: number; name: string }[]; lessons: Lesson[] };
type Child = { kidId: number; kidName: string; status: string; transferDate: string | null; absence: unknown };
type CalendarItem = { id: number; date: number; kidId: number; recessFlag: number; transferFlag: number; hour: string };

// The demo: staff@example.com (山本) works at 自由が丘教室 and 武蔵小杉教室, where 陽翔 (土曜10時クラス, RA) and 結菜
// of the 佐藤 family go; kimura.staff@example.com at 吉祥寺教室 only.
describe('the classroom lesson calendar and attendance (issue 33, ADR 052)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: TestBrowser;
  let other: TestBrowser;
  let guardian: TestBrowser;
  let haruto = 0;
  let jiyugaoka = 0;

  const staffBrowser = async (email: string) => {
    const b = new Browser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  };
  const week = async (b: TestBrowser, query: string) => {
    const res = await b.get(`/api/staff/lessons?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Week;
  };
  const post = (b: TestBrowser, url: string, payload: object) => b.request({ method: 'POST', url, payload });
  const lessonBody = (over: object = {}) => ({
    courseCode: 'RA',
    className: '土曜10時クラス',
    date: '2026-12-02',
    startTime: '16:00',
    endTime: '17:30',
    capacity: 8,
    recess: false,
    ...over,
  });
  const calendar = async (month: string) => {
    const res = await guardian.get(`/api/schedule/calendar?kid_ids[]=${haruto}&year=2026&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CalendarItem[];
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    staff = await staffBrowser(DEMO_ACCOUNTS.staff);
    other = await staffBrowser(DEMO_KICHIJOJI_STAFF);
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const mine = (await guardian.get('/api/user')).json().kids as { id: number; firstName: string }[];
    haruto = mine.find((k) => k.firstName === '陽翔')?.id ?? 0;
    const rooms = (await week(staff, 'week=2026-11-23')).classrooms;
    jiyugaoka = rooms.find((r) => r.name === '自由が丘教室')?.id ?? 0;
    expect(rooms.map((r) => r.name).sort()).toEqual(['武蔵小杉教室', '自由が丘教室'].sort());
  }, 300_000);
  afterAll(() => t.close());

  it("lists a week of the classroom's lessons, Monday first, with the children and their marks counted", async () => {
    const data = await week(staff, `classroomId=${jiyugaoka}&week=2026-11-19`);
    expect(data.weekStart).toBe('2026-11-16');
    expect(data.lessons.length).toBeGreaterThan(0);
    expect(data.lessons.every((l) => l.date >= '2026-11-16' && l.date <= '2026-11-22')).toBe(true);
    const held = data.lessons.find((l) => !l.recess && l.enrolled > 0);
    expect(held).toMatchObject({ classroomId: jiyugaoka, startTime: expect.stringMatching(/^\d\d:\d\d$/) });
    expect((held?.present ?? 0) + (held?.absent ?? 0)).toBeLessThanOrEqual(held?.enrolled ?? 0);
  });

  it('answers 403 to a guardian and to staff of another classroom, for every read and write', async () => {
    const [lesson] = (await week(staff, `classroomId=${jiyugaoka}&week=2026-11-30`)).lessons;
    if (!lesson) throw new Error('自由が丘教室 has no lesson that week');
    for (const b of [guardian, other]) {
      const reads = [
        await b.get(`/api/staff/lessons?classroomId=${jiyugaoka}`),
        await b.get(`/api/staff/lessons/${lesson.id}/roster`),
      ];
      const writes = [
        await post(b, '/api/staff/lessons', { ...lessonBody(), classroomId: jiyugaoka }),
        await post(b, `/api/staff/lessons/${lesson.id}`, lessonBody()),
        await post(b, `/api/staff/lessons/${lesson.id}/attendance`, { kidId: haruto, mark: 'absent' }),
        await b.request({ method: 'DELETE', url: `/api/staff/lessons/${lesson.id}` }),
      ];
      expect([...reads, ...writes].map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    // 吉祥寺教室's staff see their own classroom, never 自由が丘教室's.
    const own = (await other.get('/api/staff/lessons')).json().data as Week;
    expect(own.classrooms.map((r) => r.name)).toEqual(['吉祥寺教室']);
    expect((await post(staff, '/api/staff/lessons/2147483000', lessonBody())).statusCode).toBe(404);
    expect((await staff.request({ method: 'DELETE', url: '/api/staff/lessons/2147483000' })).statusCode).toBe(404);
    // Nothing was deleted by the refused calls.
    expect((await staff.get(`/api/staff/lessons/${lesson.id}/roster`)).statusCode).toBe(200);
  });

  it("deletes a lesson entered by mistake: the family's calendar and next lessons lose it at once", async () => {
    const added = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ date: '2026-11-26', startTime: '18:00', endTime: '19:00' }),
      classroomId: jiyugaoka,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect(added.json().data.enrolled).toBeGreaterThan(0);
    expect((await calendar('11')).some((i) => i.id === id)).toBe(true);
    // Read the next lessons once, so the home's cache holds the new lesson.
    const next = async () =>
      ((await guardian.get('/api/attendance/schedule')).json().data as { name: string; date: string }[]).filter(
        (l) => l.name === '佐藤 陽翔',
      );
    expect((await next()).map((l) => l.date)).toContain('2026-11-26');

    const res = await staff.request({ method: 'DELETE', url: `/api/staff/lessons/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await calendar('11')).some((i) => i.id === id)).toBe(false);
    expect((await next()).map((l) => l.date)).not.toContain('2026-11-26');
    expect((await staff.get(`/api/staff/lessons/${id}/roster`)).statusCode).toBe(404);
    expect((await staff.request({ method: 'DELETE', url: `/api/staff/lessons/${id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a lesson with a mark, in Japanese, pointing to recess; the lesson and its mark stay', async () => {
    const added = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ date: '2026-11-24', startTime: '18:00', endTime: '19:00' }),
      classroomId: jiyugaoka,
    });
    const id = added.json().data.id as number;
    const mark = await post(staff, `/api/staff/lessons/${id}/attendance`, { kidId: haruto, mark: 'present' });
    expect(mark.statusCode, mark.body).toBe(200);
    const res = await staff.request({ method: 'DELETE', url: `/api/staff/lessons/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'この授業には出欠・振替・欠席の連絡があるため削除できません。行わない場合は「休講にする」を使ってください。記録を残したまま、保護者さまの予定に休講と表示されます。',
    );
    const roster = (await staff.get(`/api/staff/lessons/${id}/roster`)).json().data.children as Child[];
    expect(roster.find((c) => c.kidId === haruto)?.status).toBe('present');
    // Taking the mark back leaves nothing hanging off it: then it may go.
    await post(staff, `/api/staff/lessons/${id}/attendance`, { kidId: haruto, mark: 'unset' });
    expect((await staff.request({ method: 'DELETE', url: `/api/staff/lessons/${id}` })).statusCode).toBe(200);
  });

  it('refuses a lesson that ends before it starts, in Japanese, naming the field', async () => {
    const res = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ startTime: '17:00', endTime: '16:00' }),
      classroomId: jiyugaoka,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.endTime).toEqual(['終了時刻は開始時刻より後の時刻にしてください。']);
    const course = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ courseCode: 'ZZ' }),
      classroomId: jiyugaoka,
    });
    expect(course.statusCode).toBe(422);
  });

  it("adds a lesson the class's children take, which the family's calendar and next lessons show at once", async () => {
    expect((await calendar('12')).some((i) => i.date === 2 && i.hour === '16:00〜17:30')).toBe(false);
    const before = (await guardian.get('/api/attendance/schedule')).json().data as { date: string }[];
    expect(before.some((l) => l.date === '2026-11-25')).toBe(false);
    const res = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ date: '2026-11-25' }),
      classroomId: jiyugaoka,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ date: '2026-11-25', startTime: '16:00', endTime: '17:30', recess: false });
    expect(res.json().data.enrolled).toBeGreaterThan(0);
    const roster = (await staff.get(`/api/staff/lessons/${res.json().data.id}/roster`)).json().data;
    expect(roster.children.map((c: Child) => c.kidName)).toContain('佐藤 陽翔');
    const november = await calendar('11');
    expect(november.find((i) => i.id === res.json().data.id)).toMatchObject({ date: 25, recessFlag: 0 });
    const next = (await guardian.get('/api/attendance/schedule')).json().data as { name: string; date: string }[];
    expect(next.find((l) => l.name === '佐藤 陽翔')?.date).toBe('2026-11-25');
  });

  it("cancels a lesson (recess) and adds a recess day: the class's calendars show 休講 and the feed follows", async () => {
    const feed = await guardian.request({ method: 'POST', url: '/api/schedule/feed' });
    const recessEvents = async () => {
      const ics = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
      expect(ics.statusCode).toBe(200);
      return ics.body.split('【休講】').length - 1;
    };
    const before = await recessEvents();
    const december: Lesson[] = [];
    for (const day of ['2026-11-30', '2026-12-07', '2026-12-14']) {
      december.push(...(await week(staff, `classroomId=${jiyugaoka}&week=${day}`)).lessons);
    }
    const lesson = december.find((l) => !l.recess && l.enrolled > 0 && l.date >= '2026-12-01');
    if (!lesson) throw new Error('no December lesson to cancel');
    const cancelled = await post(staff, `/api/staff/lessons/${lesson.id}`, {
      courseCode: lesson.courseCode,
      className: lesson.className,
      date: lesson.date,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      capacity: lesson.capacity,
      recess: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.recess).toBe(true);
    expect((await calendar('12')).find((i) => i.id === lesson.id)?.recessFlag).toBe(1);

    const recessDay = await post(staff, '/api/staff/lessons', {
      ...lessonBody({ date: '2026-12-19', startTime: '10:00', endTime: '11:30', recess: true }),
      classroomId: jiyugaoka,
    });
    expect(recessDay.statusCode, recessDay.body).toBe(200);
    expect(recessDay.json().data.enrolled).toBe(0);
    expect((await calendar('12')).find((i) => i.id === recessDay.json().data.id)).toMatchObject({
      date: 19,
      recessFlag: 1,
      kidId: haruto,
    });
    // The family's calendar feed has both: the cancelled lesson and the new recess day (for 陽翔).
    expect(await recessEvents()).toBe(before + 2);
    // A recess day takes no attendance.
    const mark = await post(staff, `/api/staff/lessons/${lesson.id}/attendance`, { kidId: haruto, mark: 'present' });
    expect(mark.statusCode).toBe(409);
    expect(mark.json().message).toBe(
      '休講日には出欠をつけられません。授業を行う場合は、先に休講を取り消してください。',
    );
  });

  it("marks a child absent, then present: the family's attendance history reads each mark at once", async () => {
    const past = (await week(staff, `classroomId=${jiyugaoka}&week=2026-11-16`)).lessons;
    let target: { lesson: Lesson; child: Child } | undefined;
    for (const lesson of past.filter((l) => !l.recess)) {
      const children = (await staff.get(`/api/staff/lessons/${lesson.id}/roster`)).json().data.children as Child[];
      const child = children.find((c) => c.kidId === haruto && c.status !== 'transferred');
      if (child) target = { lesson, child };
    }
    if (!target) throw new Error('陽翔 has no lesson in the week of 16 November');
    const { lesson } = target;
    const history = async () =>
      (
        (await guardian.get(`/api/attendance/list?kidId=${haruto}`)).json().data as {
          date: string;
          attendanceStatus: number;
        }[]
      )
        .filter((i) => i.date === lesson.date)
        .map((i) => i.attendanceStatus);

    const absent = await post(staff, `/api/staff/lessons/${lesson.id}/attendance`, { kidId: haruto, mark: 'absent' });
    expect(absent.statusCode, absent.body).toBe(200);
    expect(absent.json().data).toMatchObject({ kidId: haruto, kidName: '佐藤 陽翔', status: 'absent' });
    expect(await history()).toEqual([2]);
    const present = await post(staff, `/api/staff/lessons/${lesson.id}/attendance`, { kidId: haruto, mark: 'present' });
    expect(present.json().data.status).toBe('present');
    expect(await history()).toEqual([1]);
    const counted = (await week(staff, `classroomId=${jiyugaoka}&week=2026-11-16`)).lessons.find(
      (l) => l.id === lesson.id,
    );
    expect(counted?.present).toBeGreaterThanOrEqual(1);

    // A child who is not in the lesson, and a mark the contract does not know.
    const stranger = await post(staff, `/api/staff/lessons/${lesson.id}/attendance`, {
      kidId: 2147483000,
      mark: 'absent',
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await post(staff, `/api/staff/lessons/${lesson.id}/attendance`, { kidId: haruto, mark: 'late' });
    expect(bad.statusCode).toBe(422);
  });

  it("keeps a transferred child's place for the transfer and shows where they went", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Find the demo's transfer (the seed's cancellation with a make-up day) in the weeks around today.
    let found: { lessonId: number; child: Child } | undefined;
    for (const day of ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']) {
      for (const room of (await week(staff, `week=${day}`)).classrooms) {
        for (const lesson of (await week(staff, `classroomId=${room.id}&week=${day}`)).lessons) {
          const children = (await staff.get(`/api/staff/lessons/${lesson.id}/roster`)).json().data.children as Child[];
          const child = children.find((c) => c.status === 'transferred');
          if (child && !found) found = { lessonId: lesson.id, child };
        }
      }
    }
    if (!found) throw new Error('the demo has no transfer around today');
    expect(found.child.transferDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mark = await post(staff, `/api/staff/lessons/${found.lessonId}/attendance`, {
      kidId: found.child.kidId,
      mark: 'absent',
    });
    expect(mark.statusCode).toBe(409);
    // A lesson a child was transferred out of keeps its row: it cannot be deleted.
    const gone = await staff.request({ method: 'DELETE', url: `/api/staff/lessons/${found.lessonId}` });
    expect(gone.statusCode).toBe(409);
  });
});
