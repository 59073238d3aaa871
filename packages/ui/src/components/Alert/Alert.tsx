import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './Alert.css';

export const alertTones = ['critical', 'positive', 'caution', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

const iconPaths: Record<AlertTone, string> = {
  critical: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z',
  caution: 'M12 2 1 21h22L12 2zm-1 7h2v6h-2zm0 8h2v2h-2z',
  positive: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 6.1-6.1 1.4 1.4z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 8h2v8h-2zm0-4h2v2h-2z',
};

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
};

/**
 * An inline message in the page flow. Critical alerts are announced at once (role="alert"); the
 * others politely (role="status"), so a screen reader hears a message that appears after an action.
 */
export function Alert({ tone = 'info', title, children, className, role, ...rest }: AlertProps) {
  const titleId = useId();
  return (
    <div
      // Named by its title (when it has one), so the alert is not a nameless region.
      {...(title === undefined ? {} : { 'aria-labelledby': titleId })}
      {...rest}
      role={role ?? (tone === 'critical' ? 'alert' : 'status')}
      className={clsx(styles.alert, className)}
      data-tone={tone}
    >
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={iconPaths[tone]} fill="currentColor" />
      </svg>
      <div className={styles.body}>
        {title !== undefined && (
          <p id={titleId} className={styles.title}>
            {title}
          </p>
        )}
        {children !== undefined && <div>{children}</div>}
      </div>
    </div>
  );
}
