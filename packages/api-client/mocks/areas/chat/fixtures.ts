import type { components } from '../../../src/gen/schema';
import { classrooms, daysAgo, pick, ymdhms } from '../../shared/fixtures';

type Schemas = components['schemas'];

export function chatClassroom(index: number): Schemas['ChatClassroom'] {
  return { ...pick(classrooms, index) };
}

// Nothing unread by default: every screen's sidebar shows the chat count, and only chat stories mean to.
export function chatRoom(index: number, unreadCount = 0): Schemas['ChatRoom'] {
  return { id: 70 + index, classroomNo: pick(classrooms, index).classroomNo, readStatus: { unreadCount } };
}

export function chatMessage(index: number, overrides: Partial<Schemas['ChatMessage']> = {}): Schemas['ChatMessage'] {
  const fromGuardian = index % 2 === 1;
  const texts = [
    'こんにちは。今週の授業で使うロボットキットは教室でお預かりしています。',
    'ありがとうございます。来週はお休みさせていただきます。',
    '承知しました。振替授業の日程をご案内しますね。',
    '土曜日の10時からでお願いできますか。',
  ];
  return {
    id: 8000 + index,
    senderType: fromGuardian ? 'guardian' : 'fc',
    senderName: fromGuardian ? '山田 美咲' : '渋谷教室 田中',
    content: pick(texts, index),
    sendAt: ymdhms(new Date(daysAgo(2).getTime() + index * 3_600_000)),
    deletedAt: null,
    attachments:
      index === 2
        ? [{ id: 1, fileName: '振替日程表.pdf', filePath: 'chat/70/振替日程表.pdf', fileType: 'application/pdf' }]
        : [],
    ...overrides,
  };
}
