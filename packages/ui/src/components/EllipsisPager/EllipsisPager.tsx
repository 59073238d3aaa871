import { ellipsisPages } from '@portal/domain';
import type { ComponentProps } from 'react';
import * as styles from '../Pager/Pager.css';
import { Chevron, PageControl, type PagerNavigation, usePagerLabels } from '../Pager/PagerParts';

export type EllipsisPagerProps = Omit<ComponentProps<'nav'>, 'children'> &
  PagerNavigation & {
    current: number;
    last: number;
  };

/** Spec 1 §2 "Everyone's posts": first, last and 3 pages either side, gaps shown as …. */
export function EllipsisPager({
  current,
  last,
  hrefFor,
  onPageChange,
  'aria-label': ariaLabel,
  ...rest
}: EllipsisPagerProps) {
  const pagerLabels = usePagerLabels();
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
        {ellipsisPages(current, last).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <PageControl
                {...nav}
                page={item.page}
                label={pagerLabels.page(item.page)}
                current={item.page === current}
              >
                {item.page}
              </PageControl>
            </li>
          ) : (
            // The gap is visual; the numbers either side already tell where the list jumps.
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageControl {...nav} page={current + 1} label={pagerLabels.next} disabled={current >= last}>
            <Chevron direction="next" />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
