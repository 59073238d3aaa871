import type { CourseColorKey } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surface, surfaceBody, surfaceTitle } from '../../styles/surface.css';
import { fill, fillParts, useUiTexts } from '../../texts';
import { CardMedia } from '../Card';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './LessonRecordCard.css';

export type LessonRecordCardProps = Omit<ComponentProps<'a'>, 'children'> & {
  imageSrc?: string;
  /** Describes the photo; defaults to a sentence naming the child. */
  imageAlt?: string;
  kidName: string;
  /** Already formatted, e.g. 「2026年11月」. */
  postMonth: string;
  /** From `courseColorKey(course_cd)` in the domain package (portal/domain). */
  colorKey: CourseColorKey;
  title?: string;
};

/** A card of the child's lesson records grid (spec 1 §2 "Student lesson records"), coloured by course. */
export function LessonRecordCard({
  imageSrc,
  imageAlt,
  kidName,
  postMonth,
  colorKey,
  title,
  className,
  href,
  ...rest
}: LessonRecordCardProps) {
  const texts = useUiTexts();
  // The app's router link when it gives one, so a card opens its page without reloading the portal.
  const LinkComponent = useLinkComponent();
  return (
    // The kit's highlighted surface: the course colour runs along the card's top.
    <LinkComponent
      href={href ?? ''}
      {...rest}
      className={clsx(surface({ variant: 'highlighted', interactive: true }), className)}
      data-accent={colorKey}
    >
      <CardMedia src={imageSrc} alt={imageAlt ?? fill(texts.lessonRecordCard.imageAlt, { name: kidName })} />
      <span className={surfaceBody}>
        {title ? <span className={surfaceTitle}>{title}</span> : null}
        <span className={styles.kid}>{kidName}</span>
        <span className={styles.month}>{fillParts(texts.lessonRecordCard.posted, { month: postMonth })}</span>
      </span>
    </LinkComponent>
  );
}
