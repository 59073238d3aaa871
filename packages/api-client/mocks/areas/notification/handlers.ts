import type { MockContext } from '../../context';
import { jsonBody, ok } from '../../context';

/** The bell: the list and the three ways of marking read. */
export function notificationHandlers({ http, state }: MockContext) {
  return [
    http.get('/api/notification', ({ response }) => response(200).json({ data: state.notifications })),
    http.post('/api/notification/update/read', async ({ request, response }) => {
      const { id } = await jsonBody(request);
      state.notifications = state.notifications.map((n) => (n.id === id ? { ...n, isRead: 1 } : n));
      return response(200).json(ok);
    }),
    http.post('/api/notification/update/read/schedule', ({ response }) => {
      state.notifications = state.notifications.map((n) => (n.type === 3 ? { ...n, isRead: 1 } : n));
      return response(200).json(ok);
    }),
    http.post('/api/notification/update/read/column', ({ response }) => {
      state.notifications = state.notifications.map((n) => (n.type === 2 ? { ...n, isRead: 1 } : n));
      return response(200).json(ok);
    }),
  ];
}
