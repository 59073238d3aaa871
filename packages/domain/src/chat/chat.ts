import { jstIsoDate, jstParts, pad2 } from '../time/jst';
import { messageCode } from '../validation/codes';

/** Spec 1 §3: the fields of a chat message the rules read. */
export interface ChatMessageLike {
  id: number;
  senderType: 'guardian' | 'fc' | string;
  sendAt: string;
  deletedAt?: string | null;
}

/**
 * Spec 1 §5 / §8: the message codes of the chat's fixed texts (ADR 027, `notices.chat.*`); a deleted
 * message's placeholder is the ui kit's own (`chatBubble.deleted`).
 */
export const CHAT_MESSAGES = {
  deleteConfirm: messageCode('notices.chat.deleteConfirm'),
  noClassroom: messageCode('notices.chat.noClassroom'),
  loadFailed: messageCode('notices.chat.loadFailed'),
  sendFailed: messageCode('notices.chat.sendFailed'),
  deleteFailed: messageCode('notices.chat.deleteFailed'),
  missingRoom: messageCode('notices.chat.missingRoom'),
} as const;

/** Spec 1 §5: send is disabled when the text is empty (and no file is attached) or a send is in progress. */
export function canSendChat(input: { text: string; fileCount?: number; sending: boolean }): boolean {
  if (input.sending) return false;
  return input.text.trim() !== '' || (input.fileCount ?? 0) > 0;
}

/** Spec 1 §4: only the guardian's own messages that are not deleted can be deleted. */
export function canDeleteMessage(message: ChatMessageLike): boolean {
  return message.senderType === 'guardian' && !message.deletedAt;
}

/** Spec 1 §2 "Chat": guardian messages on the right, classroom messages on the left. */
export function messageSide(message: ChatMessageLike): 'right' | 'left' {
  return message.senderType === 'guardian' ? 'right' : 'left';
}

/** Spec 1 §2 "Chat": a message's HH:MM time in JST. */
export function messageTime(sendAt: string): string {
  const date = new Date(sendAt);
  if (Number.isNaN(date.getTime())) return '';
  const p = jstParts(date);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** Spec 1 §2 "Chat": messages grouped by their JST date (YYYY-MM-DD), in the order given. */
export function groupMessagesByDate<T extends ChatMessageLike>(
  messages: readonly T[],
): { date: string; messages: T[] }[] {
  const groups: { date: string; messages: T[] }[] = [];
  for (const m of messages) {
    const parsed = new Date(m.sendAt);
    const date = Number.isNaN(parsed.getTime()) ? '' : jstIsoDate(parsed);
    const last = groups.at(-1);
    if (last && last.date === date) last.messages.push(m);
    else groups.push({ date, messages: [m] });
  }
  return groups;
}

/** Spec 1 §3: a classroom's red dot comes from its room's unread count. */
export function markUnreadClassrooms<C extends { classroomNo: number | string }>(
  classrooms: readonly C[],
  rooms: readonly { classroomNo: number | string; readStatus?: { unreadCount?: number | null } | null }[],
): (C & { hasUnreadMessages: boolean })[] {
  return classrooms.map((c) => ({
    ...c,
    hasUnreadMessages: rooms.some(
      (r) => String(r.classroomNo) === String(c.classroomNo) && (r.readStatus?.unreadCount ?? 0) > 0,
    ),
  }));
}

/**
 * Spec 1 §8 "Invite": a provisional member cannot get a code. The spec's "invitation code" is the code the
 * sidebar calls the "introduction code", so the texts say 紹介コード as the page and the menu do.
 */
export const INVITE_PROVISIONAL_CODE = messageCode('invite.provisional');

/** Spec 1 §8 "Invite": any other failure to get the code. */
export const INVITE_FAILED_CODE = messageCode('invite.failed');

/** Spec 1 §8 "Invite": the invitation-code failure's message code; status error means a provisional member. */
export function inviteErrorMessage(status: string | null | undefined): string {
  return status === 'error' ? INVITE_PROVISIONAL_CODE : INVITE_FAILED_CODE;
}
