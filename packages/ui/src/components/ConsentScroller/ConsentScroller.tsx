import { isConsentCheckboxEnabled, isScrolledToEnd, TIMINGS } from '@portal/domain';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './ConsentScroller.css';

/** Spec 2 §2.6: the end-of-text check runs 100 ms after the terms render, once their layout has settled. */
export const CONSENT_SCROLL_CHECK_DELAY_MS = TIMINGS.termsScrollCheckMs;

export type ConsentScrollerProps = Omit<ComponentProps<'section'>, 'title' | 'onChange'> & {
  /** Heading of the terms, also the accessible name of the scroll box. */
  title: string;
  /** Revision date as the terms response gives it, shown as 「改定日：…」. */
  revisionDate?: ReactNode;
  /** The terms themselves (already sanitised when they come from HTML). */
  children: ReactNode;
  checkboxLabel?: ReactNode;
  name?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  error?: ReactNode;
  /** Height of the scroll box (any CSS length). */
  maxHeight?: string;
  checkboxId?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Terms in a scroll box whose consent checkbox unlocks once the reader reaches the end (at once when the text fits,
 * or when consent was already given).
 */
export function ConsentScroller({
  title,
  revisionDate,
  children,
  checkboxLabel = '上記の内容に同意する',
  name,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required = true,
  error,
  maxHeight = '16em',
  checkboxId,
  headingLevel = 3,
  className,
  ...rest
}: ConsentScrollerProps) {
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [fits, setFits] = useState(false);
  const boxRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const hintId = useId();
  const enabled = isConsentCheckboxEnabled({ scrolledToEnd, fits, checked });
  const Heading = `h${headingLevel}` as const;

  // Once reached, the end stays reached: scrolling back up does not lock the checkbox again.
  const check = useCallback(() => {
    const box = boxRef.current;
    if (box && isScrolledToEnd(box.scrollTop, box.clientHeight, box.scrollHeight)) setScrolledToEnd(true);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const box = boxRef.current;
      if (box) setFits(box.scrollHeight <= box.clientHeight);
      check();
    }, CONSENT_SCROLL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [check]);

  return (
    <section
      {...rest}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-read={enabled}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {revisionDate && <p className={styles.revision}>改定日：{revisionDate}</p>}
      </div>
      <section
        ref={boxRef}
        className={styles.box}
        style={{ maxHeight }}
        aria-label={`${title}の本文`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to be read.
        tabIndex={0}
        onScroll={check}
      >
        {children}
      </section>
      <p id={hintId} className={styles.hint} data-read={enabled} aria-live="polite">
        {enabled
          ? '最後までお読みいただきました。'
          : '最後までスクロールすると、同意のチェックができるようになります。'}
      </p>
      <Checkbox
        id={checkboxId}
        name={name}
        label={checkboxLabel}
        required={required}
        error={error}
        checked={checked}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : hintId}
        onChange={(event) => setChecked(event.target.checked)}
      />
    </section>
  );
}
