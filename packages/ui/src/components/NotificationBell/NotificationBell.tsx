import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { BellIcon } from '../AppShell/icons';
import * as styles from './NotificationBell.css';

export type NotificationBellProps = {
  /** Unread notifications; nothing is shown when unknown or zero. */
  unreadCount?: number;
  label?: string;
  /** The notification list shown in the panel; `emptyText` when absent. */
  children?: ReactNode;
  emptyText?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Visible badge text: counts above 99 read "99+" so the badge keeps its size. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header's bell: an unread badge and a panel with the guardian's notifications. */
export function NotificationBell({
  unreadCount,
  label = '通知',
  children,
  emptyText = '新しい通知はありません',
  open,
  onOpenChange,
}: NotificationBellProps) {
  const hasUnread = unreadCount !== undefined && unreadCount > 0;
  return (
    <Popover.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <Popover.Trigger className={styles.trigger} data-unread={hasUnread || undefined}>
        <BellIcon />
        <span className={visuallyHidden}>{label}</span>
        {hasUnread ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {badgeText(unreadCount)}
            </span>
            <span className={visuallyHidden}>{`（未読${unreadCount}件）`}</span>
          </>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8} aria-label={label}>
          <h2 className={styles.heading}>{label}</h2>
          {children ?? <p className={styles.empty}>{emptyText}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
