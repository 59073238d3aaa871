import { windowPages } from '@portal/domain';
import { type ComponentProps, useEffect, useRef } from 'react';
import * as styles from './Pager.css';
import { Chevron, PageControl, type PagerNavigation, usePagerLabels } from './PagerParts';

export type PagerProps = Omit<ComponentProps<'nav'>, 'children'> &
  PagerNavigation & {
    /** 1-based current page. */
    current: number;
    /** Number of pages; with 1 or none the pager renders nothing. */
    last: number;
    /**
     * Id of the list (or its heading) that receives focus after the page changed from the pager: the new
     * page starts at the top, so focus must go there too instead of staying on a link below the screen.
     * The element needs `tabIndex={-1}` unless it is focusable.
     */
    focusTargetId?: string;
  };

/** Spec 1 §9: prev, a window of 3 pages (all of them at 5 or fewer), next. */
export function Pager({
  current,
  last,
  hrefFor,
  onPageChange,
  focusTargetId,
  'aria-label': ariaLabel,
  ...rest
}: PagerProps) {
  const pagerLabels = usePagerLabels();
  const navRef = useRef<HTMLElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    // Only when the pager had focus: a page changed by other means (back button) leaves focus alone.
    const fromPager = navRef.current?.contains(document.activeElement) || document.activeElement === document.body;
    if (target && fromPager) target.focus();
  }, [current, focusTargetId]);
  if (last <= 1) return null;
  const nav = { hrefFor, onPageChange };
  return (
    <nav {...rest} ref={navRef} aria-label={ariaLabel ?? pagerLabels.nav}>
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
