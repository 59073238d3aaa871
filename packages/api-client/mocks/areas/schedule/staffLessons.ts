import { weekStartOf } from '@portal/domain';
import type { components } from '../../../src/gen/schema';
import type { MockContext } from '../../context';
import { searchOf } from '../../context';
import { classrooms, courseName, kidNames, pick } from '../../shared/fixtures';

type Schemas = components['schemas'];
type Lesson = Schemas['StaffLesson'];
type Child = Schemas['StaffRosterChild'];

const WEEK_START = '2025-04-14';
const DAYS = ['2025-04-14', '2025-04-16', '2025-04-19', '2025-04-19', '2025-04-20'] as const;
const ROOMS = [
  { id: 1, name: classrooms[0].classroomName },
  { id: 2, name: classrooms[1].classroomName },
];

/** A lesson of the staff lesson calendar (issue 33, ADR 052), in the mocks' week of 14 April 2025. */
export function staffLesson(index: number, overrides: Partial<Lesson> = {}): Lesson {
  const recess = index === 3;
  return {
    id: 7000 + index,
    classroomId: 1,
    courseCode: index % 2 === 0 ? 'RP' : 'RA',
    courseName: courseName(index % 2 === 0 ? 'RP' : 'RA'),
    className: index % 2 === 0 ? '月曜16時クラス' : '土曜10時クラス',
    date: pick(DAYS, index),
    startTime: index % 2 === 0 ? '16:00' : '10:00',
    endTime: index % 2 === 0 ? '17:30' : '11:30',
    recess,
    capacity: 8,
    enrolled: recess ? 0 : 3,
    present: index === 0 ? 2 : 0,
    absent: index === 0 ? 1 : 0,
    reported: index === 1 ? 1 : 0,
    ...overrides,
  };
}

/** A child of a lesson's roster: 太郎 present, 花子 absent with a report waiting, 次郎 transferred. */
export function staffRosterChild(index: number, overrides: Partial<Child> = {}): Child {
  const kid = pick(kidNames, index);
  const status = pick(['present', 'absent', 'transferred'] as const, index);
  return {
    kidId: 1 + index,
    kidName: `${kid.lastName} ${kid.firstName}`,
    familyName: kid.lastName,
    status,
    transferDate: status === 'transferred' ? '2025-04-21' : null,
    absence: index === 1 ? { id: 8001, kind: 'absent', status: 'pending', late: false } : null,
    ...overrides,
  };
}

/**
 * The staff lesson calendar (issue 33): one week of lessons per classroom, a lesson added or changed, a roster and
 * marks. Per handler set, what staff write stays until the set is rebuilt, as on the server.
 */
export function staffLessonHandlers({ http, items }: MockContext) {
  const lessons: Lesson[] = items(5, (i) => staffLesson(i));
  const rosters = new Map<number, Child[]>();
  const rosterOf = (lesson: Lesson) => {
    if (!rosters.has(lesson.id)) rosters.set(lesson.id, lesson.recess ? [] : [0, 1, 2].map((i) => staffRosterChild(i)));
    return rosters.get(lesson.id) ?? [];
  };
  let next = 7900;
  const write = (body: Schemas['StaffLessonInput'], base: Lesson) => ({
    ...base,
    ...body,
    className: body.className.trim(),
    courseName: courseName(body.courseCode as Schemas['CourseCode']),
  });
  return [
    http.get('/api/staff/lessons', ({ request, response }) => {
      const classroomId = Number(searchOf(request).get('classroomId') ?? 1);
      const weekStart = weekStartOf(searchOf(request).get('week') ?? WEEK_START);
      return response(200).json({
        data: {
          classroomId,
          weekStart,
          classrooms: ROOMS,
          courses: [
            { code: 'RP', name: courseName('RP') },
            { code: 'RA', name: courseName('RA') },
          ],
          lessons: lessons.filter((l) => l.classroomId === classroomId && weekStartOf(l.date) === weekStart),
        },
      });
    }),
    http.post('/api/staff/lessons', async ({ request, response }) => {
      const body = await request.json();
      const lesson = write(body, staffLesson(0, { id: next++, classroomId: body.classroomId, present: 0, absent: 0 }));
      lesson.enrolled = body.recess ? 0 : 3;
      lessons.push(lesson);
      lessons.sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
      return response(200).json({ data: lesson });
    }),
    http.post('/api/staff/lessons/{id}', async ({ params, request, response }) => {
      const index = lessons.findIndex((l) => l.id === Number(params.id));
      const base = lessons[index];
      if (!base) return response(404).json({ message: 'この授業は見つかりません。週の一覧を読み込み直してください。' });
      const lesson = write(await request.json(), base);
      lessons[index] = lesson;
      return response(200).json({ data: lesson });
    }),
    // As the server: a lesson with a mark or an absence report is refused (make it a recess day instead).
    http.delete('/api/staff/lessons/{id}', ({ params, response }) => {
      const index = lessons.findIndex((l) => l.id === Number(params.id));
      const lesson = lessons[index];
      if (!lesson)
        return response(404).json({ message: 'この授業は見つかりません。週の一覧を読み込み直してください。' });
      if (lesson.present + lesson.absent + lesson.reported > 0) {
        return response(409).json({
          message:
            'この授業には出欠・振替・欠席の連絡があるため削除できません。行わない場合は「休講にする」を使ってください。記録を残したまま、保護者さまの予定に休講と表示されます。',
        });
      }
      lessons.splice(index, 1);
      rosters.delete(lesson.id);
      return response(200).json({ success: true });
    }),
    http.get('/api/staff/lessons/{id}/roster', ({ params, response }) => {
      const lesson = lessons.find((l) => l.id === Number(params.id));
      if (!lesson)
        return response(404).json({ message: 'この授業は見つかりません。週の一覧を読み込み直してください。' });
      const classroomName = ROOMS.find((r) => r.id === lesson.classroomId)?.name ?? '';
      return response(200).json({ data: { lesson, classroomName, children: rosterOf(lesson) } });
    }),
    http.post('/api/staff/lessons/{id}/attendance', async ({ params, request, response }) => {
      const body = await request.json();
      const lesson = lessons.find((l) => l.id === Number(params.id));
      if (!lesson)
        return response(404).json({ message: 'この授業は見つかりません。週の一覧を読み込み直してください。' });
      if (lesson.recess) {
        return response(409).json({
          message: '休講日には出欠をつけられません。授業を行う場合は、先に休講を取り消してください。',
        });
      }
      const child = rosterOf(lesson).find((c) => c.kidId === body.kidId);
      if (!child) {
        return response(404).json({
          message: 'このお子さまはこの授業に在籍していません。出欠の一覧を読み込み直してください。',
        });
      }
      if (child.status === 'transferred') {
        return response(409).json({
          message: '振替で別の日に移ったお子さまの出欠は、振替先の授業でつけてください。',
        });
      }
      child.status = body.mark;
      const roster = rosterOf(lesson);
      lesson.present = roster.filter((c) => c.status === 'present').length;
      lesson.absent = roster.filter((c) => c.status === 'absent').length;
      return response(200).json({ data: child });
    }),
  ];
}
