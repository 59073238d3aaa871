import { type AttendanceBadge, attendanceBadge } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surfaceFact, surfaceFacts, surfaceFactTerm, surfaceFactValue } from '../../styles/surface.css';
import { fill, fillParts, useUiTexts } from '../../texts';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './AttendanceCard.css';

/** Spec 1 §4 "Attendance status": 1 attended, 2 absent, 3 transferred. */
export const attendanceStatuses = ['attended', 'absent', 'transferred'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
/** The transfer's own result: anything but absent shows the solid circle. */
export const transferStatuses = ['attended', 'absent'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** The attendanceStatus ids of spec 1 §3, which `attendanceBadge` in the domain package (portal/domain) reads. */
const statusIds = { attended: 1, absent: 2, transferred: 3 } as const satisfies Record<AttendanceStatus, 1 | 2 | 3>;

// The mark of each result; its word (出席 / 欠席) is the kit's.
const marks: Record<AttendanceBadge['mark'], { glyph: string; word: AttendanceStatus; tone: BadgeTone }> = {
  solid: { glyph: '●', word: 'attended', tone: 'positive' },
  crossed: { glyph: '×', word: 'absent', tone: 'critical' },
};

function StatusMark({ mark }: { mark: AttendanceBadge['mark'] }) {
  const texts = useUiTexts().attendanceCard;
  const { glyph, word, tone } = marks[mark];
  const label = texts.statuses[word];
  // The mark is what the guardian knows from the paper schedule; the word beside it says the same to everyone
  // (issue 31 item 17), and only the word is read out.
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{glyph}</span> <span>{label}</span>
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
  const texts = useUiTexts().attendanceCard;
  // Which mark and whether a transfer shows are domain's (`attendanceBadge`); the words are the kit's.
  const badge = attendanceBadge({
    attendanceStatus: statusIds[status],
    transfer: transfer && { ...transfer, attendanceStatus: statusIds[transfer.status] },
  });
  return (
    <article {...rest} className={clsx(styles.card, className)} data-status={status}>
      <header className={styles.header}>
        <h3 className={styles.title}>{fill(texts.courseTitle, { name: courseName })}</h3>
        {status === 'transferred' ? (
          <Badge tone="info">{texts.statuses.transferred}</Badge>
        ) : (
          <StatusMark mark={badge.mark} />
        )}
      </header>
      <dl className={surfaceFacts}>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.when}</dt>
          <dd className={surfaceFactValue}>{fillParts(texts.whenValue, { date, weekday, hour })}</dd>
        </div>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.classroom}</dt>
          <dd className={surfaceFactValue}>{classroomName}</dd>
        </div>
        <div className={surfaceFact}>
          <dt className={surfaceFactTerm}>{texts.group}</dt>
          <dd className={surfaceFactValue}>{groupName}</dd>
        </div>
      </dl>
      {status === 'transferred' && transfer ? (
        // A group, not a region: a history of several transfers would repeat the same landmark name.
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a labelled block of text
        <div role="group" className={styles.transfer} aria-label={texts.transferTo}>
          <p className={styles.transferHeading}>
            <span>{texts.transferTo}</span>
            <StatusMark mark={badge.mark} />
          </p>
          <p className={surfaceFactValue}>{transfer.date}</p>
          <p className={surfaceFactValue}>{transfer.classroomName}</p>
        </div>
      ) : null}
    </article>
  );
}
