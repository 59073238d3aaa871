import { int, jsonBody, type MockContext, type MockState, ok, pageOf, searchOf } from '../../context';
import { classrooms, course } from '../../shared/fixtures';
import {
  publicLessonRecord,
  staffLessonRecord,
  staffLessonRecordKids,
  staffReportedPost,
  studentLessonRecord,
} from './fixtures';

/** The posts the classroom has decided in this scenario's state (issue 33), so the queue shrinks. */
const decided = new WeakMap<MockState, Set<number>>();
const decidedIn = (state: MockState) => {
  let ids = decided.get(state);
  if (!ids) {
    ids = new Set();
    decided.set(state, ids);
  }
  return ids;
};

/** A family's own lesson records (with the guardian's comment) and the public posts (with reports). */
export function lessonRecordHandlers({ http, items, count, state }: MockContext) {
  return [
    http.get('/api/studentLessonRecord/list', ({ request, response }) => {
      const q = searchOf(request);
      const tab = int(q.get('tab'), 0);
      let list = items(6, (i) => studentLessonRecord(i));
      if (tab) list = list.filter((r) => r.child_data.id === tab);
      if (q.get('sortOrder') === '1') list = [...list].reverse();
      const page = pageOf(list, int(q.get('page'), 1), 12);
      return response(200).json({
        data: page.data,
        current_page: page.currentPage,
        last_page: page.lastPage,
        total: page.total,
      });
    }),
    http.get('/api/studentLessonRecord/detail', ({ request, response }) => {
      const id = int(searchOf(request).get('id'), 0);
      if (id < 5000 || id >= 5000 + Math.max(count(6), 1)) {
        return response(400).json({ message: '授業記録が見つかりません。' });
      }
      const record = studentLessonRecord(id - 5000);
      const parent = state.parentComments.get(id);
      return response(200).json({
        post_data: { ...record, id },
        kid_name: `${record.last_name} ${record.first_name}`,
        lecturer_comment: { post_content: '集中して最後まで組み立てることができました。次回も楽しみですね。' },
        parent_comment: parent === undefined ? null : { post_content: parent },
      });
    }),
    http.post('/api/studentLessonRecord/comment', async ({ request, response }) => {
      const body = await jsonBody(request);
      if (typeof body.id === 'number' && typeof body.parentComment === 'string') {
        state.parentComments.set(body.id, body.parentComment);
      }
      return response(200).json(1);
    }),
    http.get('/api/lessonRecord/list', ({ request, response }) => {
      const list = items(6, (i) => publicLessonRecord(i, { report_flag: state.reported.has(9000 + i) ? 1 : 0 }));
      const page = pageOf(list, int(searchOf(request).get('page'), 1), 12);
      return response(200).json({
        data: page.data,
        current_page: page.currentPage,
        last_page: page.lastPage,
        total: page.total,
        classroom_name: classrooms.map((c) => ({ CLASSROOM_NO: c.classroomNo, CLASSROOM_NAME: c.classroomName })),
        course_name: [0, 1, 2].map(course),
      });
    }),
    http.get('/api/lessonRecord/detail', ({ request, response }) => {
      const id = int(searchOf(request).get('id'), 0);
      if (id < 9000 || id >= 9000 + Math.max(count(6), 1)) {
        return response(400).json({ message: '投稿が見つかりません。' });
      }
      return response(200).json({
        post_data: [publicLessonRecord(id - 9000, { id, report_flag: state.reported.has(id) ? 1 : 0 })],
      });
    }),
    // The fixtures inline their photos; a stored photo's URL answers as for one the viewer may not read.
    http.get('/api/lessonRecord/image/{id}', ({ response }) =>
      response(404).json({ message: '画像が見つかりません。' }),
    ),
    http.post('/api/lessonRecord/report', async ({ request, response }) => {
      const { postId } = await jsonBody(request);
      if (typeof postId === 'number') state.reported.add(postId);
      return response(200).json(ok);
    }),
    // The classroom side (issue 13): the records of the staff member's classrooms and what staff do with them.
    http.get('/api/staff/lessonRecord/list', ({ request, response }) => {
      const q = searchOf(request);
      let list = items(8, (i) => staffLessonRecord(i));
      if (q.get('filter') === 'commented') list = list.filter((r) => r.parent_comment);
      if (q.get('filter') === 'reported') list = list.filter((r) => r.report_count > 0);
      const page = pageOf(list, int(q.get('page'), 1), 20);
      return response(200).json({
        data: page.data,
        kids: staffLessonRecordKids(),
        current_page: page.currentPage,
        last_page: page.lastPage,
        total: page.total,
      });
    }),
    http.post('/api/staff/lessonRecord/post', ({ response }) =>
      response(200).json({ success: true, data: staffLessonRecord(0, { id: 7999, lecturer_comment: null }) }),
    ),
    http.post('/api/staff/lessonRecord/answer', ({ response }) => response(200).json(ok)),
    http.post('/api/staff/lessonRecord/publish', ({ response }) => response(200).json(ok)),
    http.post('/api/staff/lessonRecord/unhide', ({ response }) => response(200).json(ok)),
    // Issue 33: the queue of reported posts and the classroom's decision.
    http.get('/api/staff/lessonRecord/reports', ({ response }) =>
      response(200).json({
        data: items(3, (i) => staffReportedPost(i)).filter((p) => !decidedIn(state).has(p.id)),
      }),
    ),
    http.post('/api/staff/lessonRecord/reports/decide', async ({ request, response }) => {
      const { id } = await jsonBody(request);
      if (typeof id === 'number') decidedIn(state).add(id);
      return response(200).json(ok);
    }),
    // The fixtures inline their photos, as for the guardians' side.
    http.get('/api/staff/lessonRecord/image/{id}', ({ response }) =>
      response(404).json({ message: '画像が見つかりません。' }),
    ),
  ];
}
