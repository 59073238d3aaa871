import type { ReactNode } from 'react';
import { fill, useUiTexts } from '../../texts';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Pager.css';

/** How a pager moves: through links (route search params) or through a callback. */
export type PagerNavigation = {
  /** Renders each page as a link, so a page can be opened in a new tab and kept in history. */
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
};

type ControlProps = PagerNavigation & {
  page: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

export function PageControl({
  page,
  label,
  current = false,
  disabled = false,
  hrefFor,
  onPageChange,
  children,
}: ControlProps) {
  const LinkComponent = useLinkComponent();
  if (hrefFor !== undefined && !disabled) {
    return (
      <LinkComponent
        className={styles.control}
        href={hrefFor(page)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={() => onPageChange?.(page)}
      >
        {children}
      </LinkComponent>
    );
  }
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={current ? undefined : () => onPageChange?.(page)}
    >
      {children}
    </button>
  );
}

export function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The pagers' words from the kit's texts; `page(n)` names one page. */
export function usePagerLabels() {
  const texts = useUiTexts().pager;
  return { ...texts, page: (page: number) => fill(texts.page, { page }) };
}
