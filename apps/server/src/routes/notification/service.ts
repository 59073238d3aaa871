import { jstYearMonth } from '@portal/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notificationsTag, type ReadCache } from '../../services/read-cache';

export type NotificationView = {
  id: number;
  type: 1 | 2 | 3;
  isRead: 0 | 1;
  postManagementId: number | null;
  url: string | null;
  publishedDate: string;
};

/** The bell's notifications: a user reads and marks only their own. */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadCache,
  ) {}

  /** Newest first; publishedDate is the JST year-month (spec 1 §3). Every page's bell asks, so it is cached. */
  list(userId: number): Promise<NotificationView[]> {
    const tag = notificationsTag(userId);
    return this.cache.get(tag, [tag], () => this.listFromDatabase(userId));
  }

  private async listFromDatabase(userId: number): Promise<NotificationView[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.publishedAt), desc(notifications.id));
    return rows.map((n) => ({
      id: n.id,
      type: n.type as NotificationView['type'],
      isRead: n.read ? 1 : 0,
      postManagementId: n.lessonRecordId,
      url: n.url,
      publishedDate: jstYearMonth(n.publishedAt),
    }));
  }

  /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
  async markRead(userId: number, id: number): Promise<boolean> {
    const updated = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    this.cache.invalidate(notificationsTag(userId));
    return updated.length > 0;
  }

  /** Spec 1 §4: opening the calendar marks every schedule notification (type 3) of the user read. */
  async markScheduleRead(userId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 3)));
    this.cache.invalidate(notificationsTag(userId));
  }

  /**
   * Spec 1 §7: a column card click marks that column's delivery notifications (type 2) read. The
   * notification keeps the column's URL, whose last path segment is the column id.
   */
  async markColumnRead(userId: number, columnId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ read: true })
      .where(
        and(eq(notifications.userId, userId), eq(notifications.type, 2), like(notifications.url, `%/${columnId}`)),
      );
    this.cache.invalidate(notificationsTag(userId));
  }
}
