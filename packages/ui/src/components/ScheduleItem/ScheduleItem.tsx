import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Badge } from '../Badge';
import * as styles from './ScheduleItem.css';

/**
 * Spec 1 §4 "Schedule transferFlag": 0 normal, 1 transferred from (the lesson moved away: grey, shows the new
 * date), 2 transferred to (the lesson moved here: shows where it came from).
 */
export const scheduleTransfers = ['none', 'from', 'to'] as const;
export type ScheduleTransfer = (typeof scheduleTransfers)[number];

export type ScheduleItemProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The child's name. */
  kidName: string;
  courseName: string;
  /** e.g. 「16:00〜17:30」. */
  hour: string;
  /** Formatted date, for lists outside the calendar (the calendar already shows the day). */
  date?: string;
  transfer?: ScheduleTransfer;
  /** Formatted other side of the transfer: the new date and time for `from`, the original for `to`. */
  transferDate?: string;
  transferHour?: string;
  recess?: boolean;
};

export function ScheduleItem({
  kidName,
  courseName,
  hour,
  date,
  transfer = 'none',
  transferDate,
  transferHour,
  recess = false,
  className,
  ...rest
}: ScheduleItemProps) {
  const muted = recess || transfer === 'from';
  const other = [transferDate, transferHour].filter(Boolean).join(' ');
  return (
    <div
      {...rest}
      className={clsx(styles.item, className)}
      data-muted={muted || undefined}
      data-transfer={transfer}
      data-recess={recess || undefined}
    >
      <p className={styles.heading}>
        <span className={styles.kid}>{kidName}</span>
        {recess ? <Badge tone="neutral">休講</Badge> : null}
        {transfer === 'from' ? <Badge tone="neutral">振替元</Badge> : null}
        {transfer === 'to' ? <Badge tone="info">振替</Badge> : null}
      </p>
      <p className={styles.line}>
        {date ? <span>{date} </span> : null}
        <span>{hour}</span> <span>{courseName}</span>
      </p>
      {transfer === 'from' && other ? <p className={styles.note}>振替先：{other}</p> : null}
      {transfer === 'to' && other ? <p className={styles.note}>元の日程：{other}</p> : null}
    </div>
  );
}
