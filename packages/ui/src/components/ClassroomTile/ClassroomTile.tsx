import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ClassroomTile.css';

export type ClassroomTileProps = Omit<ComponentProps<'a'>, 'children'> & {
  name: string;
  hasUnread?: boolean;
  /** Spoken with the name so the red dot is not conveyed by colour alone. */
  unreadLabel?: string;
  /** Words of this family still waiting to be sent to the classroom, e.g. 「送信待ち 2件」 (shown in text). */
  waitingLabel?: string;
};

export function ClassroomTile({
  name,
  hasUnread = false,
  unreadLabel,
  waitingLabel,
  className,
  ...rest
}: ClassroomTileProps) {
  const texts = useUiTexts();
  return (
    <a
      {...rest}
      className={className ? `${styles.tile} ${className}` : styles.tile}
      data-unread={hasUnread || undefined}
    >
      <span className={styles.name}>{name}</span>
      {waitingLabel ? <span className={styles.waiting}>{waitingLabel}</span> : null}
      {hasUnread ? (
        <span className={styles.dot} role="img" aria-label={unreadLabel ?? texts.classroomTile.unread} />
      ) : null}
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </a>
  );
}
