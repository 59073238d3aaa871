import { HttpResponse } from 'msw';
import { type MockContext, ok } from '../../context';
import {
  assessmentComment,
  assessmentItem,
  lmsArchiveItem,
  lmsCourse,
  lmsLesson,
  quizItem,
  staffVideo,
} from './fixtures';

/** The robot courses' learning system, the assessment test and the learning player host. */
export function lmsHandlers({ http, player, items, scenario, state }: MockContext) {
  return [
    // Issue 33: the classroom's lesson videos (ADR 054).
    http.get('/api/staff/videos', ({ response }) =>
      response(200).json({
        data: items(3, (i) => staffVideo(i)),
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 2, name: '武蔵小杉教室' },
        ],
      }),
    ),
    http.post('/api/staff/videos', ({ response }) =>
      response(200).json({ success: true, data: staffVideo(0, { id: 9999 }) }),
    ),
    http.post('/api/staff/videos/{id}', ({ params, response }) =>
      response(200).json({ success: true, data: staffVideo(0, { id: Number(params.id) }) }),
    ),
    http.post('/api/staff/videos/{id}/withdraw', ({ response }) => response(200).json(ok)),
    http.get('/api/lms/kids', ({ response }) =>
      response(200).json({
        success: true,
        // The empty data set has no child in a robot course.
        data:
          scenario.size === 'empty'
            ? []
            : state.user.kids.map((k) => ({ id: k.id, seito_no: k.seito_no, name: `${k.lastName} ${k.firstName}` })),
      }),
    ),
    http.get('/api/lms/course', ({ response }) =>
      response(200).json({ success: true, data: scenario.size === 'empty' ? null : lmsCourse() }),
    ),
    http.get('/api/lms/archive', ({ response }) =>
      response(200).json({ success: true, data: items(3, lmsArchiveItem) }),
    ),
    http.get('/api/lms/lessons/{lmsCode}', ({ params, response }) =>
      response(200).json({ success: true, data: items(4, (i) => lmsLesson(i, String(params.lmsCode))) }),
    ),
    http.get('/api/lms/player/{lessonId}', ({ params, response }) =>
      response.untyped(
        // Stands in for the player host's script: mounts a still frame and reports the lesson, as the real one does.
        new HttpResponse(mockPlayerScript(Number(params.lessonId)), {
          headers: { 'Content-Type': 'application/javascript' },
        }),
      ),
    ),
    // The mock has no video: the player's requests for it answer as for a missing file.
    http.get('/api/lms/video/{lessonId}', ({ response }) =>
      response(404).json({ message: '授業動画が見つかりません。' }),
    ),
    http.get('/api/lms/captions/{lessonId}', ({ response }) =>
      response.untyped(
        new HttpResponse('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nきょうのテーマです。\n', {
          headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
        }),
      ),
    ),
    http.post('/api/lms/progress/{lessonId}', ({ response }) => response(200).json(ok)),
    http.get('/api/assessment/take', ({ response }) => response(200).json(items(2, (i) => assessmentItem(i)))),
    http.post('/api/assessment/check/student', ({ response }) =>
      response(200).json({ humanId: 'HUMAN-0001', canTake: true }),
    ),
    http.post('/api/assessment/taked', ({ response }) => response(200).json(ok)),
    http.get('/api/assessment/result', ({ response }) =>
      response(200).json({
        scoreArray: Array.from({ length: 10 }, (_, i) => ({
          id: i + 1,
          score: [92, 85, 78, 64, 88, 70, 95, 81, 59, 73][i] ?? 0,
        })),
      }),
    ),
    http.get('/api/assessment/comment/list', ({ response }) => response(200).json(items(3, assessmentComment))),
    player.get('/api/player/progress/{lmsCode}', ({ params, response }) =>
      response(200).json({
        lmsCode: String(params.lmsCode),
        name: '2025年度 ロボット検定',
        lessons: [
          { id: 1, name: 'クイズ' },
          { id: 2, name: 'アンケート' },
        ],
      }),
    ),
    player.get('/api/player/quiz/{lessonId}', ({ response }) => response(200).json(items(3, quizItem))),
    player.post('/api/player/learning-log/{lessonId}', ({ response }) => response(200).json(ok)),
  ];
}

/** The mock's player: a captioned still frame in #lms-player, and `window.lmsPlayer` naming the lesson. */
function mockPlayerScript(lessonId: number): string {
  return `(function () {
  var root = document.getElementById('lms-player');
  if (!root) return;
  var frame = document.createElement('div');
  frame.setAttribute('role', 'img');
  frame.setAttribute('aria-label', '授業動画（第${lessonId}回）');
  frame.dataset.lessonId = '${lessonId}';
  frame.style.cssText = 'aspect-ratio:16/9;background:#1f2937;color:#fff;display:grid;place-items:center;border-radius:8px';
  frame.textContent = '▶ ${lessonId}';
  root.replaceChildren(frame);
  window.lmsPlayer = { lessonId: ${lessonId}, destroy: function () { frame.remove(); } };
})();`;
}
