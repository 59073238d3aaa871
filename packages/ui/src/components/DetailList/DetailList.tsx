import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './DetailList.css';

export type DetailListProps = ComponentProps<'dl'> & {
  /** Keeps the line breaks a value was typed with (a booking's confirm screen shows the words as entered). */
  preserveLines?: boolean;
};

/** Facts as terms beside their values (a profile, a confirm screen); its rows are `DetailRow`s. */
export function DetailList({ preserveLines = false, className, ...rest }: DetailListProps) {
  return <dl {...rest} className={clsx(styles.list, className)} data-preserve-lines={preserveLines || undefined} />;
}

export type DetailRowProps = Omit<ComponentProps<'div'>, 'children'> & { term: ReactNode; children: ReactNode };

/** One term and its value. */
export function DetailRow({ term, children, className, ...rest }: DetailRowProps) {
  return (
    <div {...rest} className={clsx(styles.row, className)}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
