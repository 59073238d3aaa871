import { HttpResponse } from 'msw';
import { int, type MockContext, ok, searchOf } from '../../context';
import { classrooms } from '../../shared/fixtures';
import { chatClassroom, chatMessage, chatRoom } from './fixtures';

/** The guardian's chat with the classrooms: rooms, messages sent and deleted, attachments. */
export function chatHandlers({ http, items, state }: MockContext) {
  const roomMessages = (roomId: number) => {
    let list = state.messages.get(roomId);
    if (!list) {
      list = items(4, (i) => chatMessage(i));
      state.messages.set(roomId, list);
    }
    return list;
  };
  return [
    http.get('/api/guardianChat/room/index', ({ response }) => response(200).json(items(2, (i) => chatRoom(i)))),
    http.get('/api/guardianChat/classroom/list', ({ response }) => response(200).json(items(2, chatClassroom))),
    http.post('/api/guardianChat/room/findOrCreate', async ({ request, response }) => {
      const { classroomNo } = await request.json();
      const index = classrooms.findIndex((c) => c.classroomNo === classroomNo);
      return response(200).json({ id: 70 + Math.max(index, 0) });
    }),
    // The room on screen marks it read (a POST; reading the messages changes nothing).
    http.post('/api/guardianChat/message/read', ({ response }) => response(200).json(ok)),
    http.get('/api/guardianChat/message/index', ({ request, response }) => {
      const q = searchOf(request);
      const list = roomMessages(int(q.get('chatRoomId'), 70));
      const newId = q.get('newMessageId');
      return response(200).json(newId === null ? list : list.filter((m) => m.id === Number(newId)));
    }),
    http.post('/api/guardianChat/message/send', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('selectedFile');
      const message = chatMessage(1, {
        id: state.nextMessageId++,
        content: String(form.get('content') ?? ''),
        sendAt: '2025-04-15 10:00:00',
        attachments:
          file instanceof File
            ? [{ id: state.nextMessageId, fileName: file.name, filePath: `chat/${file.name}`, fileType: file.type }]
            : [],
      });
      roomMessages(int(String(form.get('chatRoomId')), 70)).push(message);
      return response(200).json({ success: true, data: message });
    }),
    http.delete('/api/guardianChat/message/delete/{id}', ({ params, response }) => {
      for (const list of state.messages.values()) {
        const index = list.findIndex((m) => m.id === Number(params.id));
        const found = list[index];
        if (found) list[index] = { ...found, content: null, deletedAt: '2025-04-15 10:05:00', attachments: [] };
      }
      return response(200).json(ok);
    }),
    http.get('/api/guardianChat/attachments/download', ({ request, response }) =>
      response.untyped(
        new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: 'application/pdf' }), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(searchOf(request).get('name') ?? 'file')}`,
          },
        }),
      ),
    ),
    // The classroom side (issue 12): the rooms of the staff member's classrooms, newest conversation first.
    http.get('/api/staff/chat/rooms', ({ response }) =>
      response(200).json({
        name: '山本 大輔',
        data: classrooms.slice(0, 2).map((c, i) => ({
          id: 70 + i,
          classroomNo: c.classroomNo,
          classroomName: c.classroomName,
          familyName: i === 0 ? '佐藤' : '高橋',
          unreadCount: i === 0 ? 2 : 0,
          lastMessageAt: i === 0 ? '2025-04-15 10:00:00' : '2025-04-10 18:30:00',
        })),
      }),
    ),
  ];
}
