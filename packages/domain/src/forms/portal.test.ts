import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import {
  contactSchema,
  createLessonRecordMonthSchema,
  createProfileSchema,
  DEFAULT_NOTIFICATION_SETTINGS,
  filterClassrooms,
  lessonRecordMonthWindow,
  notificationSettingsSchema,
  PARENT_COMMENT_TOO_LONG,
  PROFILE_IMAGE_MAX_BYTES,
  parentCommentSchema,
  profileImageSchema,
} from './portal';

const today = jstDate(2025, 6, 15, 10);
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('parent comment', () => {
  it('accepts 149 characters', () => {
    expect(parentCommentSchema.safeParse('あ'.repeat(149)).success).toBe(true);
  });

  it('refuses 150 characters with a message that names the longest length it accepts', () => {
    expect(firstMessage(parentCommentSchema.safeParse('あ'.repeat(150)))).toBe(PARENT_COMMENT_TOO_LONG);
    // Issue 19 item 25: 「150文字以内」 promised exactly 150 and then refused it.
    expect(PARENT_COMMENT_TOO_LONG).toBe('validation.tooLong?field=comment&max=149');
  });

  it('counts an emoji as one character', () => {
    expect(parentCommentSchema.safeParse('😀'.repeat(149)).success).toBe(true);
  });

  it('refuses an empty comment', () => {
    expect(parentCommentSchema.safeParse('  ').success).toBe(false);
  });
});

describe('contact', () => {
  it('limits the content to 250 characters', () => {
    expect(contactSchema.safeParse({ categoryId: 1, content: 'あ'.repeat(250) }).success).toBe(true);
    expect(firstMessage(contactSchema.safeParse({ categoryId: 1, content: 'あ'.repeat(251) }))).toBe(
      'validation.tooLong?field=contactContent&max=250',
    );
  });
});

describe('profile edit', () => {
  const profile = {
    lastName: '山田',
    firstName: '花子',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'ハナコ',
    genderId: '2',
    email: 'hanako@example.jp',
  };

  it('needs only names, kana, gender and email', () => {
    const r = createProfileSchema(today).parse(profile);
    expect(r).toMatchObject({ birthYear: null, telNumber: '', zipcode: '', prefectureId: null, city: '' });
  });

  it('takes birth years from this year − 17 back 90 years', () => {
    const schema = createProfileSchema(today);
    expect(schema.parse({ ...profile, birthYear: '2008' }).birthYear).toBe(2008);
    expect(schema.safeParse({ ...profile, birthYear: 2009 }).success).toBe(false);
    expect(schema.safeParse({ ...profile, birthYear: 1919 }).success).toBe(true);
    expect(schema.safeParse({ ...profile, birthYear: 1918 }).success).toBe(false);
  });

  it('checks optional phones and postal code only when given', () => {
    const schema = createProfileSchema(today);
    expect(schema.parse({ ...profile, zipcode: '１５０－０００１', prefectureId: '13' })).toMatchObject({
      zipcode: '1500001',
      prefectureId: 13,
    });
    expect(schema.safeParse({ ...profile, telNumber: '12345' }).success).toBe(false);
    expect(schema.safeParse({ ...profile, zipcode: '12345' }).success).toBe(false);
    expect(schema.safeParse({ ...profile, prefectureId: 48 }).success).toBe(false);
  });

  it('requires kana in katakana', () => {
    expect(firstMessage(createProfileSchema(today).safeParse({ ...profile, lastNameKana: 'やまだ' }))).toBe(
      'validation.kana?field=lastNameKana',
    );
  });
});

describe('profile image', () => {
  it('accepts png and jpeg', () => {
    expect(profileImageSchema.safeParse({ file: { name: 'me.png', type: 'image/png' }, deleted: false }).success).toBe(
      true,
    );
    expect(profileImageSchema.safeParse({ file: { name: 'me.JPG', type: 'image/jpeg' }, deleted: false }).success).toBe(
      true,
    );
  });

  // Issue 31 item 32: a JPEG named .jfif, and a file without extension that the browser cannot type.
  it('accepts a .jfif JPEG and a file without extension', () => {
    const ok = (name: string, type: string) =>
      profileImageSchema.safeParse({ file: { name, type }, deleted: false }).success;
    expect(ok('IMG_0001.jfif', 'image/jpeg')).toBe(true);
    expect(ok('IMG_0001', '')).toBe(true);
    expect(ok('IMG_0001.gif', '')).toBe(false);
  });

  it('refuses other types, by MIME type or by name', () => {
    expect(profileImageSchema.safeParse({ file: { name: 'me.gif', type: 'image/gif' }, deleted: false }).success).toBe(
      false,
    );
    expect(profileImageSchema.safeParse({ file: { name: 'me.webp', type: 'image/png' }, deleted: false }).success).toBe(
      false,
    );
  });

  it('refuses an image over 5 MB with its own message', () => {
    const png = (size: number) => ({ file: { name: 'me.png', type: 'image/png', size }, deleted: false });
    expect(profileImageSchema.safeParse(png(PROFILE_IMAGE_MAX_BYTES)).success).toBe(true);
    expect(firstMessage(profileImageSchema.safeParse(png(PROFILE_IMAGE_MAX_BYTES + 1)))).toBe('profileImage.tooLarge');
  });

  it('asks for a file when nothing is chosen and nothing deleted', () => {
    expect(firstMessage(profileImageSchema.safeParse({ file: null, deleted: false }))).toBe('profileImage.selectFile');
    expect(profileImageSchema.safeParse({ file: null, deleted: true }).success).toBe(true);
  });
});

describe('notification settings', () => {
  it('defaults child_post to 1 and the others to 0', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      chat: 0,
      unread_chat: 0,
      class_announcement: 0,
      class_reminder: 0,
      child_post: 1,
    });
  });

  it('allows unread_chat 0, 1 or 2 and the rest 0 or 1', () => {
    expect(notificationSettingsSchema.safeParse({ unread_chat: 2 }).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ unread_chat: 3 }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ chat: 2 }).success).toBe(false);
  });
});

describe('public lesson-record month window', () => {
  it('runs from the same month last year to this month', () => {
    expect(lessonRecordMonthWindow(today)).toEqual({ min: '2024-06', max: '2025-06' });
  });

  it('uses the JST month at 23:59 JST on the last day of a month', () => {
    expect(lessonRecordMonthWindow(jstDate(2025, 1, 31, 23, 59)).max).toBe('2025-01');
    expect(lessonRecordMonthWindow(new Date('2025-01-31T15:00:00Z')).max).toBe('2025-02');
  });

  it('refuses months outside the window and a reversed range', () => {
    const schema = createLessonRecordMonthSchema(today);
    expect(schema.safeParse({ startDate: '2024-06', endDate: '2025-06' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ startDate: '2024-05' }).success).toBe(false);
    expect(schema.safeParse({ endDate: '2025-07' }).success).toBe(false);
    expect(schema.safeParse({ startDate: '2025-03', endDate: '2025-01' }).success).toBe(false);
  });
});

describe('classroom autocomplete', () => {
  const rooms = [{ name: 'Human渋谷教室' }, { name: '新宿教室' }, { name: 'HUMAN池袋教室' }];

  it('filters by substring ignoring case', () => {
    expect(filterClassrooms(rooms, 'human').map((r) => r.name)).toEqual(['Human渋谷教室', 'HUMAN池袋教室']);
    expect(filterClassrooms(rooms, '新宿')).toEqual([{ name: '新宿教室' }]);
  });

  it('shows every classroom for empty input', () => {
    expect(filterClassrooms(rooms, ' ')).toHaveLength(3);
  });
});
