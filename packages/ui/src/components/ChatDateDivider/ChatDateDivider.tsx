import type { ComponentProps } from 'react';
import * as styles from './ChatDateDivider.css';

export const chatDateDividerLevels = [2, 3, 4] as const;
export type ChatDateDividerLevel = (typeof chatDateDividerLevels)[number];

export type ChatDateDividerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Already formatted, e.g. 「2026年11月18日（水）」. */
  label: string;
  dateTime?: string;
  /** Messages are grouped by date; each divider is a heading so screen-reader users can jump between days. */
  level?: ChatDateDividerLevel;
};

export function ChatDateDivider({ label, dateTime, level = 3, className, ...rest }: ChatDateDividerProps) {
  const Heading = `h${level}` as const;
  return (
    <div {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
      <Heading className={styles.label}>
        <time dateTime={dateTime}>{label}</time>
      </Heading>
    </div>
  );
}
