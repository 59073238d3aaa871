import { prefectureName } from '@portal/domain';
import { ja } from '@portal/messages';
import type { components } from '../../../src/gen/schema';
import { kid, type Role } from '../../shared/fixtures';

type Schemas = components['schemas'];

const guardianByRole: Record<Role, { id: number; lastName: string; firstName: string; kids: number }> = {
  6: { id: 1, lastName: '山田', firstName: '美咲', kids: 2 },
  7: { id: 2, lastName: '佐藤', firstName: '健一', kids: 1 },
  8: { id: 3, lastName: '鈴木', firstName: '由美', kids: 1 },
};

export function user(role: Role = 6, overrides: Partial<Schemas['User']> = {}): Schemas['User'] {
  const guardian = guardianByRole[role];
  const kids = Array.from({ length: guardian.kids }, (_, i) =>
    role === 6 ? kid(i) : kid(i, { id: 200 + guardian.id * 10 + i, lastName: guardian.lastName }),
  );
  return {
    id: guardian.id,
    role,
    lastName: guardian.lastName,
    firstName: guardian.firstName,
    iconPath: null,
    kids,
    lastNameKana: role === 6 ? 'ヤマダ' : role === 7 ? 'サトウ' : 'スズキ',
    firstNameKana: role === 6 ? 'ミサキ' : role === 7 ? 'ケンイチ' : 'ユミ',
    birthYear: 1986,
    genderId: 2,
    genderName: ja.labels.genders[2],
    telNumber: '09012345678',
    telNumberBackup: null,
    email: role === 6 ? 'guardian@example.com' : role === 7 ? 'prospect@example.com' : 'limited@example.com',
    emailBackup: null,
    zipcode: '1500002',
    prefectureId: 13,
    prefectureName: prefectureName(13) ?? null,
    city: '渋谷区渋谷',
    block: '2-21-1',
    building: 'ヒカリエ11階',
    version: 1,
    ...(role === 6
      ? { notificationSettings: { chat: 0, unread_chat: 0, class_announcement: 0, class_reminder: 0, child_post: 1 } }
      : {}),
    ...overrides,
  };
}

/** A profile picture as a data URL (what the icon upload answers in the mocks). */
export const ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2f7d6d"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="20" y="62" width="56" height="26" rx="13" fill="#fff"/></svg>',
)}`;
