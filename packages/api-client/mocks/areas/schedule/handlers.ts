import { type MockContext, ok, searchOf } from '../../context';
import { absenceHandlers } from './absence';
import { attendanceItem, homeScheduleItem, scheduleItem } from './fixtures';
import { staffLessonHandlers } from './staffLessons';

/** Attendance (home's next lessons, a child's record) and the calendar. */
export function scheduleHandlers(context: MockContext) {
  const { http, items, scenario } = context;
  // Per handler set, like the other areas' state: a story or test starts with no feed.
  const feed: { createdAt: string | null } = { createdAt: null };
  return [
    http.get('/api/attendance/schedule', ({ response }) =>
      response(200).json({ data: scenario.role === 7 ? [] : items(2, homeScheduleItem) }),
    ),
    http.get('/api/attendance/list', ({ response }) => response(200).json({ data: items(4, attendanceItem) })),
    http.get('/api/schedule/calendar', ({ request, response }) => {
      const ids = searchOf(request).getAll('kid_ids[]').map(Number);
      return response(200).json({
        data: ids.flatMap((kidId, kidIndex) =>
          items(4, (i) => ({ ...scheduleItem(i, kidIndex), kidId })).filter((s) => s.date <= 28),
        ),
      });
    }),
    // The family's ICS feed: issued once, replaced or revoked; the URL is shown only in the issue answer.
    http.get('/api/schedule/feed', ({ response }) =>
      response(200).json(
        feed.createdAt ? { active: true, createdAt: feed.createdAt } : { active: false, createdAt: null },
      ),
    ),
    http.post('/api/schedule/feed', ({ response }) => {
      feed.createdAt = '2025-04-15T01:00:00.000Z';
      return response(200).json({ url: `https://portal.example/api/schedule/feed/${FEED_TOKEN}` });
    }),
    http.delete('/api/schedule/feed', ({ response }) => {
      feed.createdAt = null;
      return response(200).json(ok);
    }),
    http.get('/api/schedule/feed/{token}', ({ params, response }) =>
      params.token === FEED_TOKEN && feed.createdAt
        ? response(200).text(FEED_ICS)
        : response(404).json({ message: 'カレンダーが見つかりません。' }),
    ),
    // Absence reports (issue 33, ADR 046).
    ...absenceHandlers(context),
    ...staffLessonHandlers(context),
  ];
}

const FEED_TOKEN = 'mF3kq9Zt0vQb7Yw2XrLpNc5Hs8Jd1Ge4Ua6Tn_Vo-Ki';
const FEED_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//manabi-portal//lesson-calendar//JA',
  'BEGIN:VEVENT',
  'UID:lesson-1-101@manabi-portal',
  'DTSTAMP:20250415T010000Z',
  'DTSTART;TZID=Asia/Tokyo:20250419T100000',
  'DTEND;TZID=Asia/Tokyo:20250419T113000',
  'SUMMARY:山田 太郎 アドバンスコース（ロボット教室）',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
