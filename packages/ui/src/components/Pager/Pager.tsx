import { windowPages } from '@portal/domain';
import type { ComponentProps } from 'react';
import * as styles from './Pager.css';
import { Chevron, PageControl, type PagerNavigation, pagerLabels } from './PagerParts';

export type PagerProps = Omit<ComponentProps<'nav'>, 'children'> &
  PagerNavigation & {
    /** 1-based current page. */
    current: number;
    /** Number of pages; with 1 or none the pager renders nothing. */
    last: number;
  };

/** Spec 1 §9: prev, a window of 3 pages (all of them at 5 or fewer), next. */
export function Pager({ current, last, hrefFor, onPageChange, 'aria-label': ariaLabel, ...rest }: PagerProps) {
  if (last <= 1) return null;
  const nav = { hrefFor, onPageChange };
  return (
    <nav {...rest} aria-label={ariaLabel ?? pagerLabels.nav}>
      <ul className={styles.list}>
        <li>
          <PageControl {...nav} page={current - 1} label={pagerLabels.prev} disabled={current <= 1}>
            <Chevron direction="prev" />
          </PageControl>
        </li>
        {windowPages(current, last).map((page) => (
          <li key={page}>
            <PageControl {...nav} page={page} label={pagerLabels.page(page)} current={page === current}>
              {page}
            </PageControl>
          </li>
        ))}
        <li>
          <PageControl {...nav} page={current + 1} label={pagerLabels.next} disabled={current >= last}>
            <Chevron direction="next" />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
