import type { Schemas } from '@portal/api-client';
import { messageCode, type NotificationAction, notificationAction } from '@portal/domain';
import { NotificationItem, type NotificationKind } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import { pagePaths } from '../../app/paths';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './NotificationList.css';

const kinds: Record<Schemas['Notification']['type'], NotificationKind> = {
  1: 'lessonRecord',
  2: 'column',
  3: 'schedule',
};

/** 「2025-04」 → 「2025年4月」 (April 2025 in English). */
function monthLabel(yearMonth: string, t: TFunction): string {
  const m = /^(\d{4})-(\d{1,2})/.exec(yearMonth);
  return m ? t(($) => $.shell.notificationMonth, { year: m[1] ?? '', month: String(Number(m[2])) }) : yearMonth;
}

/** The portal path of the target domain chose; null for a notification with nowhere to go. */
function hrefOf(action: NotificationAction): string | null {
  switch (action.kind) {
    case 'lessonRecord':
      return `${pagePaths.studentLessonRecordDetail}?id=${action.id}`;
    case 'external':
      return action.url;
    case 'calendar':
      return pagePaths.calendar;
    case 'lessonRecordList':
      return pagePaths.studentLessonRecordList;
    case 'columnList':
      return pagePaths.columnList;
    case 'none':
      return null;
  }
}

export type NotificationListProps = {
  items: readonly Schemas['Notification'][];
  /** The signed-in user: schedule notifications are marked read by user id (spec 1 §4). */
  userId: number | undefined;
  /** Called once an item was chosen, so the bell can close its panel. */
  onChoose?: () => void;
};

/**
 * The bell's panel (spec 1 §4 "Notification"): a click marks the item read (isRead 0 → 1; schedule ones by
 * userId) and opens its target: the lesson record, the column's external page, or the calendar.
 * The mutations invalidate the notification query, so the unread count drops.
 */
export function NotificationList({ items, userId, onChoose }: NotificationListProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const markRead = useMutation(mutations.markNotificationRead());
  const markScheduleRead = useMutation(mutations.markScheduleNotificationsRead());
  if (items.length === 0) return null;

  const markAsRead = (item: Schemas['Notification'], action: NotificationAction) => {
    if (item.isRead === 1) return;
    // Spec 1 §8: a failed mark is only logged; the guardian still reaches the target.
    const log = (error: unknown) => console.warn('[notification] marking read failed', error);
    if (action.markRead.by === 'userId') {
      if (userId !== undefined) markScheduleRead.mutateAsync({ userId }).catch(log);
    } else markRead.mutateAsync({ id: action.markRead.id }).catch(log);
  };

  return (
    <ul aria-label={t(($) => $.shell.notifications)} className={styles.list}>
      {items.map((item) => {
        const action = notificationAction(item);
        const href = hrefOf(action);
        // A type the spec does not define has no text, icon or target to show.
        if (href === null) return null;
        const external = action.kind === 'external';
        return (
          <li key={item.id}>
            <NotificationItem
              kind={kinds[item.type]}
              message={wordCode(messageCode(`labels.notificationTypes.${item.type}`), t)}
              publishedMonth={monthLabel(item.publishedDate, t)}
              read={item.isRead === 1}
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(event) => {
                markAsRead(item, action);
                onChoose?.();
                if (external || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void router.navigate({ href });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
