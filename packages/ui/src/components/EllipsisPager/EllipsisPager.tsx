import { ellipsisPages, type PageItem } from '@portal/domain';
import type { ComponentProps } from 'react';
import * as styles from '../Pager/Pager.css';
import { Chevron, PageControl, type PagerNavigation, usePagerLabels } from '../Pager/PagerParts';

export type EllipsisPagerProps = Omit<ComponentProps<'nav'>, 'children'> &
  PagerNavigation & {
    current: number;
    last: number;
  };

type ShownItem = PageItem & { shown: 'both' | 'wide' | 'narrow' };

/**
 * The wide row (3 pages either side) and the phone's row (the current page alone between first and last) in one
 * list, each entry marked with the rows it belongs to, so CSS shows the one that fits without a second render.
 */
function pagerItems(current: number, last: number): ShownItem[] {
  const key = (item: PageItem) => (item.kind === 'page' ? `p${item.page}` : `e${item.key}`);
  // An ellipsis in place of a single page hides nothing and saves no room: the phone's row shows that page instead
  // (page 3 of 4 pages is a number, not '…').
  const narrowItems = ellipsisPages(current, last, 0).map((item): PageItem => {
    if (item.kind === 'page') return item;
    const hidden = item.key === 'start' ? [2, current - 1] : [current + 1, last - 1];
    return hidden[0] === hidden[1] ? { kind: 'page', page: hidden[0] as number } : item;
  });
  const narrow = new Set(narrowItems.map(key));
  const wide = ellipsisPages(current, last);
  const wideKeys = new Set(wide.map(key));
  const order = (item: PageItem) => (item.kind === 'page' ? item.page : item.key === 'start' ? 1.5 : last - 0.5);
  const extra = narrowItems.filter((item) => !wideKeys.has(key(item)));
  return [...wide, ...extra]
    .sort((a, b) => order(a) - order(b))
    .map((item) => ({
      ...item,
      shown: wideKeys.has(key(item)) ? (narrow.has(key(item)) ? 'both' : 'wide') : 'narrow',
    }));
}

/**
 * Spec 1 §2 "Everyone's posts": first, last and 3 pages either side, gaps shown as …; on a phone (at most
 * 767px) first, last and the current page, so the row never wraps (issue 31 item 7).
 */
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
        {pagerItems(current, last).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page} data-shown={item.shown}>
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
            <li key={item.key} className={styles.ellipsis} data-shown={item.shown} aria-hidden="true">
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
