import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import * as styles from './NotificationItem.css';

/** Spec 1 §3 "Notification": type 1 lesson record posted, 2 column delivered, 3 schedule delivered. */
export const notificationKinds = ['lessonRecord', 'column', 'schedule'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const icons: Record<NotificationKind, string> = {
  // Camera: a photo of the lesson was posted.
  lessonRecord:
    'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  // Open book: a column.
  column: 'M3 5c3-1 6-1 9 1v14c-3-2-6-2-9-1zm18 0c-3-1-6-1-9 1v14c3-2 6-2 9-1z',
  // Calendar page.
  schedule:
    'M4 5h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 5v10h16V10zM7 3h2v4H7zm8 0h2v4h-2z',
};

export type NotificationItemProps = Omit<ComponentProps<'a'>, 'children'> & {
  kind: NotificationKind;
  /** The sentence of the notification's type, worded by the caller. */
  message: string;
  /** Already formatted, e.g. 「2026年11月」. */
  publishedMonth: string;
  read?: boolean;
  /** Read after the text of an item that opens in a new tab (`target="_blank"`). */
  newTabLabel?: string;
};

/** One row of the notification bell's list; the caller marks it read and navigates on click. */
export function NotificationItem({
  kind,
  message,
  publishedMonth,
  read = false,
  newTabLabel,
  className,
  ...rest
}: NotificationItemProps) {
  const texts = useUiTexts();
  return (
    <a {...rest} className={clsx(styles.item, className)} data-kind={kind} data-read={read || undefined}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[kind]} fillRule="evenodd" />
      </svg>
      <span className={styles.text}>
        <span className={styles.message}>
          {read ? null : <span className={visuallyHidden}>{texts.notificationItem.unread}</span>}
          {message}
        </span>
        <span className={styles.month}>{publishedMonth}</span>
        {rest.target === '_blank' ? <span className={visuallyHidden}>{newTabLabel ?? texts.common.newTab}</span> : null}
      </span>
      {read ? null : <span className={styles.dot} aria-hidden="true" />}
    </a>
  );
}
