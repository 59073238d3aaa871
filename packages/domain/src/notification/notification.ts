/** Spec 1 §3: the fields of a notification that decide where it leads. */
export interface NotificationLike {
  id: number;
  type: number;
  isRead: number;
  postManagementId?: number | string | null;
  url?: string | null;
}

/** Spec 1 §4: where a clicked notification leads and how it is marked read. */
export type NotificationAction =
  | { kind: 'lessonRecord'; id: string; markRead: { by: 'id'; id: number } }
  | { kind: 'external'; url: string; markRead: { by: 'id'; id: number } }
  | { kind: 'calendar'; markRead: { by: 'userId' } }
  | { kind: 'lessonRecordList'; markRead: { by: 'id'; id: number } }
  | { kind: 'columnList'; markRead: { by: 'id'; id: number } }
  | { kind: 'none'; markRead: { by: 'id'; id: number } };

/**
 * Spec 1 §4 "Notification": type 1 opens the lesson record detail, 2 the external url, 3 the calendar
 * (marked read by userId); the others are marked by id. A type 1 or 2 without its target opens the list
 * it belongs to (own lesson records, columns) so the click still leads somewhere; a type the spec does not
 * define has nowhere to go.
 */
export function notificationAction(n: NotificationLike): NotificationAction {
  const markRead = { by: 'id' as const, id: n.id };
  if (n.type === 1) {
    return n.postManagementId != null && n.postManagementId !== ''
      ? { kind: 'lessonRecord', id: String(n.postManagementId), markRead }
      : { kind: 'lessonRecordList', markRead };
  }
  if (n.type === 2) return n.url ? { kind: 'external', url: n.url, markRead } : { kind: 'columnList', markRead };
  if (n.type === 3) return { kind: 'calendar', markRead: { by: 'userId' } };
  return { kind: 'none', markRead };
}

/** Spec 1 §4: a clicked notification becomes read (isRead 0 → 1). */
export function markNotificationRead<T extends NotificationLike>(n: T): T {
  return n.isRead === 1 ? n : { ...n, isRead: 1 };
}

/** Spec 1 §2 "Header": the bell's unread count. */
export function unreadNotificationCount(list: readonly NotificationLike[]): number {
  return list.filter((n) => n.isRead === 0).length;
}
