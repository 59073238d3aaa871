import type { ComponentProps, ReactNode } from 'react';
import * as styles from './PageTitle.css';

export type PageTitleProps = ComponentProps<'h1'> & {
  /** Controls beside the title (e.g. a filter button). */
  actions?: ReactNode;
};

/** The main region's heading: the route's title (spec 1 §2 "Layout"). */
export function PageTitle({ actions, className, children, ...rest }: PageTitleProps) {
  return (
    <div className={styles.header}>
      <h1 {...rest} className={className ? `${styles.title} ${className}` : styles.title}>
        {children}
      </h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
