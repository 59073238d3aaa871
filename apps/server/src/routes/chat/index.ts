import multipart from '@fastify/multipart';
import { create as createContentDisposition } from 'content-disposition';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldViolation } from '../../contract/messages';
import { route } from '../../contract/route';
import { roomChannel, socketIdOf, userChannel } from '../../realtime';
import { can } from '../../roles';
import { notFound, sendAttachment } from '../news/common';
import { CHAT_ATTACHMENT_MAX_BYTES, checkUpload } from './attachments';
import { type ChatActor, ChatService } from './service';

export const CHAT_MESSAGES = {
  forbidden: { message: 'このチャットルームは表示できません。' },
  notMember: { message: 'このチャットルームにはメッセージを送れません。' },
  notOwn: { message: '削除できるのは、ご自身が送ったメッセージだけです。' },
  missingMessage: { message: 'メッセージが見つかりません。' },
  notStaff: { message: 'このページは教室スタッフ専用です。' },
  empty: 'メッセージを入力するか、ファイルを添付してください。',
  tooLarge: { message: 'ファイルが大きすぎます。20MB以下のファイルを選択してください。' },
  type: 'このファイル形式は添付できません。',
  content: 'ファイルの中身が拡張子と一致しません。ファイルを確認して、もう一度選択してください。',
  unreadable: 'ファイルを受け取れませんでした。もう一度ファイルを選択してください。',
  notChatChannel: { message: 'このチャンネルには参加できません。' },
} as const;

/** What a browser shows itself rather than saves: pictures and PDFs. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

/** Chat events on a room's channel: the portal fetches the message the id names (spec 1 §4). */
export const CHAT_EVENTS = { sent: 'message.sent', deleted: 'message.deleted', unread: 'unread.changed' } as const;

/**
 * Who calls: a member guardian for their family, or classroom staff for their classrooms. The same calls
 * serve both sides (CONVENTIONS: one contract and one server for the classroom side).
 */
function actorOf(request: FastifyRequest): ChatActor | null {
  const user = request.user;
  if (user?.kind === 'staff') return { kind: 'staff', userId: user.id };
  // Chat is a member's (spec 1 §6: role 6 has the full menu with chat to the classroom).
  if (user?.kind === 'guardian' && user.familyId !== null && can(user.role, 'readClassroomNews')) {
    return { kind: 'guardian', userId: user.id, familyId: user.familyId };
  }
  return null;
}

const guardianOnly = (request: FastifyRequest, reply: FastifyReply) => {
  const actor = actorOf(request);
  if (actor?.kind !== 'guardian') {
    void reply.code(403).send(CHAT_MESSAGES.forbidden);
    return null;
  }
  return actor;
};

/** Private: spec 1 §7 guardianChat calls, broadcasting auth, and the classroom side's room list. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const chat = new ChatService(app.db, app.now, app.services.storage);
  // The unread count changed: each guardian of the family hears it on their own channel, then refetches.
  const announceUnread = async (room: { id: number; familyId: number }, exceptSocketId?: string) => {
    const channels = (await chat.guardianUserIds(room.familyId)).map(userChannel);
    await app.realtime.publish(channels, CHAT_EVENTS.unread, { roomId: room.id }, exceptSocketId);
  };
  // The same for the classroom (issue 33, ADR 044): each staff member of the room's classroom hears it on their own
  // channel, so the staff pages' badge and room list follow a guardian's message without a reload.
  const announceToStaff = async (room: { id: number; classroomId: number }, exceptSocketId?: string) => {
    const channels = (await chat.staffUserIds(room.classroomId)).map(userChannel);
    await app.realtime.publish(channels, CHAT_EVENTS.unread, { roomId: room.id }, exceptSocketId);
  };
  // Encapsulated: only the send call reads multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 10 } });

  route(app, 'getChatClassrooms', async (request, reply) => {
    const actor = guardianOnly(request, reply);
    return actor ? chat.classrooms(actor.familyId) : reply;
  });
  route(app, 'getChatRooms', async (request, reply) => {
    const actor = guardianOnly(request, reply);
    return actor ? chat.rooms(actor.familyId) : reply;
  });
  route(app, 'findOrCreateChatRoom', async (request, reply) => {
    const actor = guardianOnly(request, reply);
    if (!actor) return reply;
    const id = await chat.findOrCreate(actor.familyId, request.body.classroomNo);
    return id === null ? reply.code(403).send(CHAT_MESSAGES.forbidden) : { id };
  });

  route(app, 'getChatMessages', async (request, reply) => {
    const actor = actorOf(request);
    const room = actor && (await chat.roomFor(actor, request.query.chatRoomId));
    if (!actor || !room) return reply.code(403).send(CHAT_MESSAGES.forbidden);
    // Reading changes nothing (a link from another site must not clear the count or the unread mail).
    return chat.messages(room, request.query);
  });

  // The room is on screen: marked read for the caller's side, behind the session's XSRF check.
  route(app, 'markChatRoomRead', async (request, reply) => {
    const actor = actorOf(request);
    const room = actor && (await chat.roomFor(actor, request.body.chatRoomId));
    if (!actor || !room) return reply.code(403).send(CHAT_MESSAGES.forbidden);
    // Every tab and device of the family takes the count off its sidebar, the reader's own included.
    if (await chat.markRead(actor, room.id)) {
      // Staff share a room's read mark: every colleague's count of the room drops with it.
      await (actor.kind === 'staff' ? announceToStaff(room) : announceUnread(room));
    }
    return { success: true };
  });

  route(
    app,
    'sendChatMessage',
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor) return reply.code(403).send(CHAT_MESSAGES.notMember);
      const form = await readForm(request);
      if ('refused' in form) {
        return form.refused === 'tooLarge'
          ? reply.code(413).send(CHAT_MESSAGES.tooLarge)
          : reply.code(422).send(fieldViolation('selectedFile', CHAT_MESSAGES.unreadable));
      }
      const roomId = Number(form.fields.chatRoomId);
      if (!Number.isInteger(roomId) || roomId <= 0) {
        return reply.code(422).send(fieldViolation('chatRoomId', CHAT_MESSAGES.notMember.message));
      }
      const room = await chat.roomFor(actor, roomId);
      if (!room) return reply.code(403).send(CHAT_MESSAGES.notMember);
      const content = (form.fields.content ?? '').trim();
      if (content.length > 2000) {
        return reply.code(422).send(fieldViolation('content', 'メッセージは2000文字以内で入力してください。'));
      }
      const key = form.fields.idempotencyKey;
      if (key !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
        return reply.code(422).send(fieldViolation('idempotencyKey', CHAT_MESSAGES.unreadable));
      }
      let file = null;
      if (form.file) {
        const checked = await checkUpload(form.file.name, form.file.data);
        if ('refused' in checked) {
          return reply.code(422).send(fieldViolation('selectedFile', CHAT_MESSAGES[checked.refused]));
        }
        file = checked;
      }
      if (!content && !file) return reply.code(422).send(fieldViolation('content', CHAT_MESSAGES.empty));
      const { message, created } = await chat.send(actor, room, { content, file, idempotencyKey: key });
      // Committed above; only then announced, so a client that fetches on the event finds it.
      if (created) {
        await app.realtime.publish(roomChannel(room.id), CHAT_EVENTS.sent, { id: message.id }, socketIdOf(request));
        await (actor.kind === 'staff' ? announceUnread(room) : announceToStaff(room));
        // The family's devices hear of a classroom message (issue 34), after this answer and never delaying it.
        if (actor.kind === 'staff') app.push.later('chat', () => app.push.chatMessage(message.id));
      }
      return { success: true, data: message };
    },
    { bodyByDomain: true },
  );

  route(app, 'deleteChatMessage', async (request, reply) => {
    const actor = actorOf(request);
    if (!actor) return reply.code(403).send(CHAT_MESSAGES.notOwn);
    const result = await chat.delete(actor, request.params.id);
    if (result === 'missing') return reply.code(403).send(CHAT_MESSAGES.notOwn);
    if (result === 'forbidden') return reply.code(403).send(CHAT_MESSAGES.notOwn);
    await app.realtime.publish(
      roomChannel(result.roomId),
      CHAT_EVENTS.deleted,
      { id: request.params.id },
      socketIdOf(request),
    );
    // A classroom message taken back before it was read no longer counts as unread.
    if (actor.kind === 'staff') await announceUnread({ id: result.roomId, familyId: result.familyId });
    else await announceToStaff({ id: result.roomId, classroomId: result.classroomId });
    return { success: true };
  });

  route(app, 'downloadChatAttachment', async (request, reply) => {
    const actor = actorOf(request);
    const id = Number(request.query.path);
    const file =
      actor && Number.isInteger(id) && id > 0 ? await chat.attachment(actor, id, request.query.thumbnail === 1) : null;
    if (!file) return reply.code(404).send(notFound);
    // A photo or a PDF opened from the bubble is shown, not downloaded (issue 31 item 10). The type is the
    // one the server stored after checking the bytes, and nosniff holds the browser to it.
    if (request.query.inline === 1 && INLINE_TYPES.has(file.mimeType)) {
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', createContentDisposition(file.name, { type: 'inline' }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    }
    return sendAttachment(reply, file);
  });

  route(app, 'getStaffChatRooms', async (request, reply) => {
    const actor = actorOf(request);
    if (actor?.kind !== 'staff') return reply.code(403).send(CHAT_MESSAGES.notStaff);
    return chat.staffRooms(actor.userId);
  });

  // Pusher's private-channel authorisation: only a member of the room, or the user whose channel it is.
  route(app, 'broadcastingAuth', async (request, reply) => {
    const actor = actorOf(request);
    const { socket_id: socketId = '', channel_name: channel = '' } = request.body as {
      socket_id?: string;
      channel_name?: string;
    };
    const match = /^private-chat-room\.(\d{1,9})$/.exec(channel);
    const room = actor && match ? await chat.roomFor(actor, Number(match[1])) : null;
    // A user's own channel (the live unread count) is theirs alone.
    const own = actor !== null && channel === userChannel(actor.userId);
    if ((!room && !own) || !/^\d+\.\d+$/.test(socketId)) return reply.code(403).send(CHAT_MESSAGES.notChatChannel);
    return app.realtime.authorize(socketId, channel);
  });
};

type Form = { fields: Record<string, string>; file: { name: string; data: Buffer } | null };

/** The send form's fields and its one file; a body cut short or over the limit is a 4xx, never a 500. */
async function readForm(request: FastifyRequest): Promise<Form | { refused: 'tooLarge' | 'unreadable' }> {
  const fields: Record<string, string> = {};
  let file: Form['file'] = null;
  if (!request.isMultipart()) return { refused: 'unreadable' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'selectedFile' && !file && part.filename) file = { name: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refused: code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'unreadable' };
  }
  return { fields, file };
}
