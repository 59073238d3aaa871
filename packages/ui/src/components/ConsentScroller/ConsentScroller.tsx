import { isConsentCheckboxEnabled, isScrolledToEnd } from '@portal/domain';
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { timings } from '../../styles/timings';
import { visuallyHidden } from '../../styles/utils.css';
import { fill, useUiTexts } from '../../texts';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './ConsentScroller.css';

/** Spec 2 §2.6: the end-of-text check runs 100 ms after the terms render, once their layout has settled. */
export const CONSENT_SCROLL_CHECK_DELAY_MS = timings.consentScrollCheckMs;

export type ConsentScrollerProps = Omit<ComponentProps<'section'>, 'title' | 'onChange'> & {
  /** Heading of the terms, also the accessible name of the scroll box. */
  title: string;
  /** The revision line under the heading, worded by the caller (「改定日：2026/05/07」). */
  revision?: ReactNode;
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
  /** Called once the end of the text has been in view (scrolled to, or at once when the text fits). */
  onEndReached?: () => void;
};

/**
 * Terms in a scroll box whose consent checkbox unlocks once the reader reaches the end (at once when the text fits,
 * or when consent was already given).
 */
export function ConsentScroller({
  title,
  revision,
  children,
  checkboxLabel,
  name,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required = true,
  error,
  maxHeight = '16em',
  checkboxId,
  headingLevel = 3,
  onEndReached,
  className,
  ...rest
}: ConsentScrollerProps) {
  const [checked, setChecked] = useControlledState(checkedProp, defaultChecked, onCheckedChange);
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [fits, setFits] = useState(false);
  const boxRef = useRef<HTMLElement>(null);
  const texts = useUiTexts().consentScroller;
  const titleId = useId();
  const hintId = useId();
  const enabled = isConsentCheckboxEnabled({ scrolledToEnd, fits, checked });
  const Heading = `h${headingLevel}` as const;

  // The caller's latest callback, so `check` stays the same function across renders.
  const endReached = useRef(onEndReached);
  useLayoutEffect(() => {
    endReached.current = onEndReached;
  });
  const told = useRef(false);

  // Once reached, the end stays reached: scrolling back up does not lock the checkbox again.
  const check = useCallback(() => {
    const box = boxRef.current;
    if (!box || !isScrolledToEnd(box.scrollTop, box.clientHeight, box.scrollHeight)) return;
    setScrolledToEnd(true);
    if (!told.current) {
      told.current = true;
      endReached.current?.();
    }
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
        {revision && <p className={styles.revision}>{revision}</p>}
      </div>
      <section
        ref={boxRef}
        className={styles.box}
        style={{ maxHeight }}
        aria-label={fill(texts.body, { title })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to be read.
        tabIndex={0}
        onScroll={check}
      >
        {children}
      </section>
      <p id={hintId} className={styles.hint} data-read={enabled} aria-live="polite">
        {enabled ? texts.read : texts.scrollToEnd}
      </p>
      <Checkbox
        id={checkboxId}
        name={name}
        // Each consent is named by its terms (several sit on one page): 「入会規約：上記の内容に同意する」.
        label={
          <>
            <span className={visuallyHidden}>{fill(texts.named, { title })}</span>
            {checkboxLabel ?? texts.agree}
          </>
        }
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
