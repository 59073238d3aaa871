import { DATE_TO_BE_DECIDED, TRIAL_STATUSES, type TrialBadge, trialBadge } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './TrialCard.css';

/** Spec 1 §2 "Trial applications": the badge kinds `trialBadge` in @portal/domain reads from hankyoStatus. */
export const trialStatuses = ['reserved', 'pending', 'cancelled'] as const satisfies readonly TrialBadge[];
export type TrialStatus = TrialBadge;

// The labels are domain's: each hankyoStatus code gives a kind and its label.
const statusLabels = Object.fromEntries(
  TRIAL_STATUSES.map(({ id }) => {
    const badge = trialBadge(id);
    return [badge.kind, badge.label];
  }),
) as Record<TrialStatus, string>;

const statusTones: Record<TrialStatus, BadgeTone> = { reserved: 'positive', pending: 'caution', cancelled: 'neutral' };

export type TrialCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  receiptNumber: string;
  status: TrialStatus;
  /** Formatted date, weekday and time of a dated booking, e.g. 「2026年12月5日（土） 10:00〜11:00」. */
  schedule?: string;
  /** Up to three preferred dates of a consultation not yet reserved (as `trialWhen` in @portal/domain lists them). */
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
  undatedText = DATE_TO_BE_DECIDED,
  className,
  ...rest
}: TrialCardProps) {
  const badge = { label: statusLabels[status], tone: statusTones[status] };
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
