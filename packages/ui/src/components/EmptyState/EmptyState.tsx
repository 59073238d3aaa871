import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** What is missing, e.g. 「出欠情報はありません」. */
  title: ReactNode;
  description?: ReactNode;
  /** A next step (a link to find a classroom, a reset button). */
  action?: ReactNode;
  /** Replaces the default tray icon; pass `null` for none. */
  icon?: ReactNode;
};

function TrayIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 13h4l1.5 3h5L16 13h4M4 13l2.5-7h11L20 13v6H4v-6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Says that a list or area has nothing to show, and what to do next. */
export function EmptyState({ title, description, action, icon, className, ...rest }: EmptyStateProps) {
  return (
    <div {...rest} className={clsx(styles.root, className)}>
      {icon === undefined ? (
        <span className={styles.icon}>
          <TrayIcon />
        </span>
      ) : (
        icon
      )}
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
