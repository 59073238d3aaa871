import type { TrialBadge } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surfaceFact, surfaceFacts, surfaceFactTerm, surfaceFactValue, surfaceHeader } from '../../styles/surface.css';
import { fillParts, useUiTexts } from '../../texts';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './TrialCard.css';

/** Spec 1 §2 "Trial applications": the badge kinds `trialBadge` in the domain package (portal/domain) reads from hankyoStatus. */
export const trialStatuses = ['reserved', 'pending', 'cancelled'] as const satisfies readonly TrialBadge[];
export type TrialStatus = TrialBadge;

const statusTones: Record<TrialStatus, BadgeTone> = { reserved: 'positive', pending: 'caution', cancelled: 'neutral' };

export type TrialCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  receiptNumber: string;
  /** The badge's kind, which decides its tone. */
  status: TrialStatus;
  /** The badge's words for the status, decided by the caller (`trialBadge` in the domain package (portal/domain)). */
  statusLabel: string;
  /** Formatted date, weekday and time of a dated booking, e.g. 「2026年12月5日（土） 10:00〜11:00」. */
  schedule?: string;
  /** Up to three preferred dates of a consultation not yet reserved (as `trialWhen` in the domain package (portal/domain) lists them). */
  preferredDates?: readonly string[];
  courseName: string;
  classroomName: string;
  /** What an undated booking says instead of a date, decided by the caller. */
  undatedText: string;
};

export function TrialCard({
  receiptNumber,
  status,
  statusLabel,
  schedule,
  preferredDates = [],
  courseName,
  classroomName,
  undatedText,
  className,
  ...rest
}: TrialCardProps) {
  const texts = useUiTexts().trialCard;
  const badge = { label: statusLabel, tone: statusTones[status] };
  const wishes = preferredDates.slice(0, 3);
  return (
    <article {...rest} className={clsx(styles.card, className)} data-status={status}>
      <header className={surfaceHeader}>
        <h3 className={styles.receipt}>{fillParts(texts.receipt, { number: receiptNumber })}</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>
      <dl className={surfaceFacts}>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.when}</dt>
          <dd className={surfaceFactValue}>
            {schedule ? (
              schedule
            ) : wishes.length > 0 ? (
              <ol className={styles.wishes}>
                {wishes.map((wish, index) => (
                  <li key={wish}>{fillParts(texts.wish, { n: index + 1, date: wish })}</li>
                ))}
              </ol>
            ) : (
              <span className={styles.undated}>{undatedText}</span>
            )}
          </dd>
        </div>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.course}</dt>
          <dd className={surfaceFactValue}>{courseName}</dd>
        </div>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.classroom}</dt>
          <dd className={surfaceFactValue}>{classroomName}</dd>
        </div>
      </dl>
    </article>
  );
}
