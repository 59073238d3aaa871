import type { CourseColorKey } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import * as styles from './Badge.css';

export const badgeTones = ['critical', 'positive', 'caution', 'info', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeEmphases = ['solid', 'subtle'] as const;
export type BadgeEmphasis = (typeof badgeEmphases)[number];

export type BadgeProps = ComponentProps<'span'> & {
  /** Meaning of the status (attendance, trial status, ...), decided by the caller. */
  tone?: BadgeTone;
  emphasis?: BadgeEmphasis;
};

/** A short status label. The tone is never the only cue: the text says the status. */
export function Badge({ tone = 'neutral', emphasis = 'solid', className, ...rest }: BadgeProps) {
  return <span {...rest} className={clsx(styles.badge, className)} data-tone={tone} data-emphasis={emphasis} />;
}

/** The 「重要」 mark of important announcements and information. */
export function ImportantBadge({ children, ...rest }: Omit<BadgeProps, 'tone'>) {
  const texts = useUiTexts();
  return (
    <Badge {...rest} tone="critical">
      {children ?? texts.badge.important}
    </Badge>
  );
}

export type UnreadDotProps = ComponentProps<'span'> & {
  /** Read by screen readers in place of the red dot. */
  label?: string;
};

/** The red unread dot (announcements, chat tiles); its label keeps the meaning for screen readers. */
export function UnreadDot({ label, className, ...rest }: UnreadDotProps) {
  const texts = useUiTexts();
  return (
    <span {...rest} className={clsx(styles.dot, className)} data-unread="">
      <span className={visuallyHidden}>{label ?? texts.badge.unread}</span>
    </span>
  );
}

export type CourseBadgeProps = ComponentProps<'span'> & {
  /** The course's colour, decided by `courseColorKey` in the domain package (portal/domain). */
  colorKey: CourseColorKey;
};

/** Course name on the course's colour (lesson records, video lessons). */
export function CourseBadge({ colorKey, className, ...rest }: CourseBadgeProps) {
  return <span {...rest} className={clsx(styles.course, className)} data-color={colorKey} />;
}
