import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './AttendanceCard.css';

/** Spec 1 §4 "Attendance status": 1 attended, 2 absent, 3 transferred. */
export const attendanceStatuses = ['attended', 'absent', 'transferred'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
/** The transfer's own result: anything but absent shows the solid circle. */
export const transferStatuses = ['attended', 'absent'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

const statusBadges: Record<AttendanceStatus, { mark: string; label: string; tone: BadgeTone }> = {
  attended: { mark: '○', label: '出席', tone: 'positive' },
  absent: { mark: '×', label: '欠席', tone: 'critical' },
  transferred: { mark: '振替', label: '振替', tone: 'info' },
};
const transferBadges: Record<TransferStatus, { mark: string; label: string; tone: BadgeTone }> = {
  attended: { mark: '●', label: '出席', tone: 'positive' },
  absent: { mark: '×', label: '欠席', tone: 'critical' },
};

function StatusMark({ mark, label, tone }: { mark: string; label: string; tone: BadgeTone }) {
  // The mark is what the guardian knows from the paper schedule; the word is read out in its place.
  return mark === label ? (
    <Badge tone={tone}>{label}</Badge>
  ) : (
    <Badge tone={tone}>
      <span aria-hidden="true">{mark}</span>
      <span className={visuallyHidden}>{label}</span>
    </Badge>
  );
}

export type AttendanceTransfer = {
  /** Formatted date of the transfer lesson, e.g. 「2026年11月22日（日）」. */
  date: string;
  classroomName: string;
  status: TransferStatus;
};

export type AttendanceCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** kozaName; the card appends 「コース」. */
  courseName: string;
  /** Formatted, e.g. 「2026年11月18日」. */
  date: string;
  /** e.g. 「水」. */
  weekday: string;
  /** e.g. 「16:00〜17:30」. */
  hour: string;
  classroomName: string;
  /** The name of the class the child belongs to (`className` is taken by React). */
  groupName: string;
  status: AttendanceStatus;
  transfer?: AttendanceTransfer;
};

export function AttendanceCard({
  courseName,
  date,
  weekday,
  hour,
  classroomName,
  groupName,
  status,
  transfer,
  className,
  ...rest
}: AttendanceCardProps) {
  return (
    <article {...rest} className={clsx(styles.card, className)} data-status={status}>
      <header className={styles.header}>
        <h3 className={styles.title}>{courseName}コース</h3>
        <StatusMark {...statusBadges[status]} />
      </header>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt className={styles.term}>日時</dt>
          <dd className={styles.value}>
            {date}（{weekday}） {hour}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>教室</dt>
          <dd className={styles.value}>{classroomName}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>クラス</dt>
          <dd className={styles.value}>{groupName}</dd>
        </div>
      </dl>
      {status === 'transferred' && transfer ? (
        <section className={styles.transfer} aria-label="振替先">
          <p className={styles.transferHeading}>
            <span>振替先</span>
            <StatusMark {...transferBadges[transfer.status]} />
          </p>
          <p className={styles.value}>{transfer.date}</p>
          <p className={styles.value}>{transfer.classroomName}</p>
        </section>
      ) : null}
    </article>
  );
}
