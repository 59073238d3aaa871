import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surfaceList } from '../../styles/surface.css';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './LinkList.css';

export type LinkListItem = {
  id: number | string;
  href: string;
  title: string;
  /** A line of context above the title, such as the category a result belongs to. */
  meta?: string;
  /** A short plain-text preview below the title. */
  description?: string;
};

export type LinkListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly LinkListItem[];
};

/** Rows that each open a page: FAQ categories, sections, questions and search results. */
export function LinkList({ items, className, ...rest }: LinkListProps) {
  const Link = useLinkComponent();
  return (
    <ul {...rest} className={clsx(surfaceList, className)}>
      {items.map((item) => (
        <li key={item.id}>
          <Link className={styles.link} href={item.href}>
            <span className={styles.body}>
              {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
              <span className={styles.title}>{item.title}</span>
              {item.description ? <span className={styles.description}>{item.description}</span> : null}
            </span>
            <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m9 5-1.4 1.4 5.6 5.6-5.6 5.6L9 19l7-7z" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
