import { describe, expect, it } from 'vitest';
import { markNotificationRead, notificationAction, unreadNotificationCount } from './notification';

describe('notificationAction', () => {
  it('opens the lesson record detail for type 1', () => {
    expect(notificationAction({ id: 5, type: 1, isRead: 0, postManagementId: 42 })).toEqual({
      kind: 'lessonRecord',
      id: '42',
      markRead: { by: 'id', id: 5 },
    });
  });

  it('opens the column url for type 2', () => {
    expect(notificationAction({ id: 6, type: 2, isRead: 0, url: 'https://example.jp/column/1' })).toMatchObject({
      kind: 'external',
      url: 'https://example.jp/column/1',
    });
  });

  it('opens the calendar for type 3, marked by userId', () => {
    expect(notificationAction({ id: 7, type: 3, isRead: 0 })).toEqual({ kind: 'calendar', markRead: { by: 'userId' } });
  });

  it('opens the list a notification belongs to when its target is missing, still marking it by id', () => {
    expect(notificationAction({ id: 9, type: 1, isRead: 0 })).toEqual({
      kind: 'lessonRecordList',
      markRead: { by: 'id', id: 9 },
    });
    expect(notificationAction({ id: 10, type: 1, isRead: 0, postManagementId: '' }).kind).toBe('lessonRecordList');
    expect(notificationAction({ id: 11, type: 2, isRead: 0, url: '' })).toEqual({
      kind: 'columnList',
      markRead: { by: 'id', id: 11 },
    });
    expect(notificationAction({ id: 12, type: 2, isRead: 0, url: null }).kind).toBe('columnList');
  });

  it('has nowhere to go for a type the spec does not define, but still marks it', () => {
    expect(notificationAction({ id: 8, type: 9, isRead: 0 })).toEqual({ kind: 'none', markRead: { by: 'id', id: 8 } });
  });
});

describe('read state', () => {
  it('turns isRead 0 into 1 and counts the unread', () => {
    const n = { id: 1, type: 1, isRead: 0 };
    expect(markNotificationRead(n).isRead).toBe(1);
    expect(n.isRead).toBe(0);
    const read = { ...n, isRead: 1 };
    expect(markNotificationRead(read)).toBe(read);
    expect(unreadNotificationCount([n, read, { ...n, id: 2 }])).toBe(2);
  });
});
