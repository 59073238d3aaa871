import { type ScheduleLike, scheduleDisplay, TRANSFER_FLAGS } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Badge } from '../Badge';
import * as styles from './ScheduleItem.css';

/** Spec 1 §4 "Schedule transferFlag": 0 normal, 1 transferred from, 2 transferred to (ids of domain TRANSFER_FLAGS). */
export const scheduleTransferFlags = TRANSFER_FLAGS.map((flag) => flag.id);
export type ScheduleTransferFlag = (typeof TRANSFER_FLAGS)[number]['id'];

export type ScheduleItemProps = Omit<ComponentProps<'div'>, 'children'> &
  Partial<Omit<ScheduleLike, 'hour' | 'transferFlag'>> & {
    /** The child's name. */
    kidName: string;
    courseName: string;
    /** e.g. 「16:00〜17:30」. */
    hour: string;
    /** Formatted date, for lists outside the calendar (the calendar already shows the day). */
    date?: string;
    /** 1: the lesson moved away (give the new `transferDate`/`transferHour`); 2: it moved here (give `originDate`/`originHour`). */
    transferFlag?: ScheduleTransferFlag;
  };

/** A lesson of the schedule; greying, its tag and the transfer note are what `scheduleDisplay` in @portal/domain decides. */
export function ScheduleItem({
  kidName,
  courseName,
  hour,
  date,
  recessFlag = 0,
  transferFlag = 0,
  transferDate,
  transferHour,
  originDate,
  originHour,
  className,
  ...rest
}: ScheduleItemProps) {
  const display = scheduleDisplay({
    hour,
    recessFlag,
    transferFlag,
    transferDate,
    transferHour,
    originDate,
    originHour,
  });
  return (
    <div
      {...rest}
      className={clsx(styles.item, className)}
      data-muted={display.greyed || undefined}
      data-transfer-flag={transferFlag}
    >
      <p className={styles.heading}>
        <span className={styles.kid}>{kidName}</span>
        {display.tag ? <Badge tone="neutral">{display.tag}</Badge> : null}
      </p>
      <p className={styles.line}>
        {date ? <span>{date} </span> : null}
        <span>{hour}</span> <span>{courseName}</span>
      </p>
      {display.note ? <p className={styles.note}>{display.note}</p> : null}
    </div>
  );
}
