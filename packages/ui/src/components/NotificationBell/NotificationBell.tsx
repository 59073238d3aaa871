import { Popover } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { fill, useUiTexts } from '../../texts';
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
  label: labelProp,
  children,
  emptyText,
  open,
  onOpenChange,
}: NotificationBellProps) {
  const texts = useUiTexts().notificationBell;
  const label = labelProp ?? texts.label;
  const hasUnread = unreadCount !== undefined && unreadCount > 0;
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Shift+Tab from the panel (or its first item) leaves it towards the bell it belongs to. Captured before
  // Radix's focus scope, which would otherwise loop to the last item.
  const backToBell = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !event.shiftKey) return;
    const first = event.currentTarget.querySelector<HTMLElement>('a[href], button, input, [tabindex="0"]');
    if (event.target !== event.currentTarget && event.target !== first) return;
    event.preventDefault();
    event.stopPropagation();
    triggerRef.current?.focus();
  };
  return (
    <Popover.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <Popover.Trigger ref={triggerRef} className={styles.trigger} data-unread={hasUnread || undefined}>
        <BellIcon />
        <span className={visuallyHidden}>{label}</span>
        {hasUnread ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {badgeText(unreadCount)}
            </span>
            <span className={visuallyHidden}>{fill(texts.unread, { count: unreadCount })}</span>
          </>
        ) : null}
      </Popover.Trigger>
      {/* Not portalled: the panel follows the bell in the tab order, so leaving it backwards reaches the bell
          instead of jumping from the end of the page to the footer. */}
      <Popover.Content
        className={styles.panel}
        align="end"
        sideOffset={8}
        collisionPadding={8}
        aria-label={label}
        onKeyDownCapture={backToBell}
      >
        <h2 className={styles.heading}>{label}</h2>
        {children ?? <p className={styles.empty}>{emptyText ?? texts.empty}</p>}
      </Popover.Content>
    </Popover.Root>
  );
}
