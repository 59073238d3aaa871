import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  canDeleteMessage,
  canSendChat,
  groupMessagesByDate,
  inviteErrorMessage,
  markUnreadClassrooms,
  messageSide,
  messageTime,
} from './chat';

describe('CHAT_MESSAGES', () => {
  it('are message codes under notices.chat', () => {
    expect(Object.values(CHAT_MESSAGES).every((code) => code.startsWith('notices.chat.'))).toBe(true);
    expect(CHAT_MESSAGES.sendFailed).toBe('notices.chat.sendFailed');
  });
});

describe('chat send', () => {
  it('is disabled for empty text or while sending', () => {
    expect(canSendChat({ text: '', sending: false })).toBe(false);
    expect(canSendChat({ text: '  \n', sending: false })).toBe(false);
    expect(canSendChat({ text: 'こんにちは', sending: true })).toBe(false);
    expect(canSendChat({ text: 'こんにちは', sending: false })).toBe(true);
    expect(canSendChat({ text: '', fileCount: 1, sending: false })).toBe(true);
  });
});

describe('chat messages', () => {
  const mine = { id: 1, senderType: 'guardian', sendAt: '2025-01-31T14:59:00Z' };
  const theirs = { id: 2, senderType: 'fc', sendAt: '2025-01-31T15:01:00Z' };

  it('lets the guardian delete only their own messages that are not deleted', () => {
    expect(canDeleteMessage(mine)).toBe(true);
    expect(canDeleteMessage({ ...mine, deletedAt: '2025-02-01T00:00:00Z' })).toBe(false);
    expect(canDeleteMessage(theirs)).toBe(false);
  });

  it('puts guardian messages right and classroom messages left', () => {
    expect(messageSide(mine)).toBe('right');
    expect(messageSide(theirs)).toBe('left');
  });

  it('shows HH:MM in JST and groups across the JST midnight', () => {
    expect(messageTime(mine.sendAt)).toBe('23:59');
    expect(messageTime(theirs.sendAt)).toBe('00:01');
    expect(messageTime('garbage')).toBe('');
    expect(groupMessagesByDate([mine, theirs, { ...theirs, id: 3 }]).map((g) => [g.date, g.messages.length])).toEqual([
      ['2025-01-31', 1],
      ['2025-02-01', 2],
    ]);
  });

  it('marks classrooms whose room has unread messages', () => {
    const rooms = [
      { classroomNo: 1, readStatus: { unreadCount: 2 } },
      { classroomNo: '2', readStatus: { unreadCount: 0 } },
    ];
    expect(
      markUnreadClassrooms([{ classroomNo: 1 }, { classroomNo: 2 }, { classroomNo: 3 }], rooms).map(
        (c) => c.hasUnreadMessages,
      ),
    ).toEqual([true, false, false]);
  });
});

describe('inviteErrorMessage', () => {
  it('tells a provisional member apart from other failures', () => {
    expect(inviteErrorMessage('error')).toBe('invite.provisional');
    expect(inviteErrorMessage(undefined)).toBe('invite.failed');
  });
});
