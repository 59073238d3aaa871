import { type MockContext, searchOf } from '../../context';
import { attendanceItem, homeScheduleItem, scheduleItem } from './fixtures';

/** Attendance (home's next lessons, a child's record) and the calendar. */
export function scheduleHandlers({ http, items, scenario }: MockContext) {
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
  ];
}
