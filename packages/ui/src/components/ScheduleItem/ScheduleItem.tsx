import { type ScheduleLike, scheduleDisplay, TRANSFER_FLAGS } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fill, useUiTexts } from '../../texts';
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

/** A lesson of the schedule; greying is what `scheduleDisplay` in the domain package (portal/domain) decides, the tag and note are the kit's words. */
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
  const texts = useUiTexts().scheduleItem;
  const { greyed } = scheduleDisplay({ hour, recessFlag, transferFlag });
  const tag = recessFlag ? texts.recess : transferFlag === 1 ? texts.transferredFrom : null;
  // The other lesson's date and time after its label; nothing when the server sent neither.
  const when = (label: string, ...parts: (string | null | undefined)[]) => {
    const text = parts.filter(Boolean).join(' ');
    return text ? fill(texts.note, { label, when: text }) : null;
  };
  const note = recessFlag
    ? null
    : transferFlag === 1
      ? when(texts.transferredTo, transferDate, transferHour)
      : transferFlag === 2
        ? when(texts.transferredFrom, originDate, originHour)
        : null;
  return (
    <div
      {...rest}
      className={clsx(styles.item, className)}
      data-muted={greyed || undefined}
      data-transfer-flag={transferFlag}
    >
      <p className={styles.heading}>
        <span className={styles.kid}>{kidName}</span>
        {tag ? <Badge tone="neutral">{tag}</Badge> : null}
      </p>
      <p className={styles.line}>
        {date ? <span>{date} </span> : null}
        <span>{hour}</span> <span>{courseName}</span>
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
