import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ClassroomTile.css';

export type ClassroomTileProps = Omit<ComponentProps<'a'>, 'children'> & {
  name: string;
  hasUnread?: boolean;
  /** Spoken with the name so the red dot is not conveyed by colour alone. */
  unreadLabel?: string;
};

export function ClassroomTile({ name, hasUnread = false, unreadLabel, className, ...rest }: ClassroomTileProps) {
  const texts = useUiTexts();
  return (
    <a
      {...rest}
      className={className ? `${styles.tile} ${className}` : styles.tile}
      data-unread={hasUnread || undefined}
    >
      <span className={styles.name}>{name}</span>
      {hasUnread ? (
        <span className={styles.dot} role="img" aria-label={unreadLabel ?? texts.classroomTile.unread} />
      ) : null}
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </a>
  );
}
