import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { surfaceList } from '../../styles/surface.css';
import { Badge, ImportantBadge, UnreadDot } from '../Badge';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './NewsList.css';

export type NewsListItem = {
  id: number | string;
  href: string;
  title: string;
  /** Already formatted for display. */
  date: string;
  unread?: boolean;
  important?: boolean;
  /** A category such as the information label. */
  label?: string;
};

export type NewsListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly NewsListItem[];
  importantLabel?: ReactNode;
  unreadLabel?: string;
};

/** Rows of announcements or information: date, marks, title and the red unread dot; each row opens the detail. */
export function NewsList({ items, importantLabel, unreadLabel, className, ...rest }: NewsListProps) {
  const Link = useLinkComponent();
  return (
    <ul {...rest} className={clsx(surfaceList, className)}>
      {items.map((item) => (
        <li key={item.id}>
          <Link className={styles.link} href={item.href} data-unread={item.unread || undefined}>
            <span className={styles.body}>
              <span className={styles.meta}>
                <span>{item.date}</span>
                {item.important ? <ImportantBadge>{importantLabel}</ImportantBadge> : null}
                {item.label ? (
                  <Badge tone="neutral" emphasis="subtle">
                    {item.label}
                  </Badge>
                ) : null}
              </span>
              <span className={styles.title}>{item.title}</span>
            </span>
            {item.unread ? <UnreadDot label={unreadLabel} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
