import type { CourseColorKey } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surfaceTitle } from '../../styles/surface.css';
import { CourseBadge } from '../Badge';
import { CardMedia } from '../Card';
import * as styles from './VideoLessonCard.css';

export const videoLessonCardVariants = ['grid', 'list'] as const;
export type VideoLessonCardVariant = (typeof videoLessonCardVariants)[number];

export type VideoLessonCardProps = Omit<ComponentProps<'a'>, 'children'> & {
  variant?: VideoLessonCardVariant;
  title: string;
  imageSrc?: string;
  courseName: string;
  /** From `courseColorKey(course_cd)` in the domain package (portal/domain). */
  colorKey: CourseColorKey;
  /** E.g. 「1日目 2日目」 for course RA's first period, already decided by the caller. */
  periodLabel?: string;
  /** Subjects or lesson count line, e.g. 「全4レッスン」. */
  meta?: string;
};

/** A video course in the video lessons grid (this month) or list (past videos), spec 1 §2. */
export function VideoLessonCard({
  variant = 'grid',
  title,
  imageSrc,
  courseName,
  colorKey,
  periodLabel,
  meta,
  className,
  ...rest
}: VideoLessonCardProps) {
  return (
    <a {...rest} className={clsx(styles.card, className)} data-variant={variant}>
      <CardMedia
        className={styles.thumb}
        ratio="16 / 9"
        src={imageSrc}
        alt=""
        placeholder={
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
        }
      />
      <span className={styles.body}>
        <CourseBadge colorKey={colorKey}>{courseName}</CourseBadge>
        <span className={surfaceTitle}>{title}</span>
        {periodLabel ? <span className={styles.meta}>{periodLabel}</span> : null}
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
    </a>
  );
}
