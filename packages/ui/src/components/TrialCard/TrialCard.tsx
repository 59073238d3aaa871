import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './TrialCard.css';

/** Spec 1 §2 "Trial applications": CANCEL cancelled, YOYAKU reserved, anything else pending. */
export const trialStatuses = ['reserved', 'pending', 'cancelled'] as const;
export type TrialStatus = (typeof trialStatuses)[number];

const statusBadges: Record<TrialStatus, { label: string; tone: BadgeTone }> = {
  reserved: { label: '予約完了', tone: 'positive' },
  pending: { label: '予約受付中', tone: 'caution' },
  cancelled: { label: 'キャンセル', tone: 'neutral' },
};

export type TrialCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  receiptNumber: string;
  status: TrialStatus;
  /** Formatted date, weekday and time of a dated booking, e.g. 「2026年12月5日（土） 10:00〜11:00」. */
  schedule?: string;
  /** Up to three preferred dates of a consultation not yet reserved. */
  preferredDates?: readonly string[];
  courseName: string;
  classroomName: string;
  undatedText?: string;
};

export function TrialCard({
  receiptNumber,
  status,
  schedule,
  preferredDates = [],
  courseName,
  classroomName,
  undatedText = '日程調整中',
  className,
  ...rest
}: TrialCardProps) {
  const badge = statusBadges[status];
  const wishes = preferredDates.slice(0, 3);
  return (
    <article {...rest} className={clsx(styles.card, className)} data-status={status}>
      <header className={styles.header}>
        <h3 className={styles.receipt}>受付番号 {receiptNumber}</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt className={styles.term}>日時</dt>
          <dd className={styles.value}>
            {schedule ? (
              schedule
            ) : wishes.length > 0 ? (
              <ol className={styles.wishes}>
                {wishes.map((wish, index) => (
                  <li key={wish}>
                    第{index + 1}希望：{wish}
                  </li>
                ))}
              </ol>
            ) : (
              <span className={styles.undated}>{undatedText}</span>
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>コース</dt>
          <dd className={styles.value}>{courseName}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>教室</dt>
          <dd className={styles.value}>{classroomName}</dd>
        </div>
      </dl>
    </article>
  );
}
