import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fill, useUiTexts } from '../../texts';
import * as styles from './RangeCaption.css';

export type RangeCaptionProps = Omit<ComponentProps<'p'>, 'children'> & {
  total: number;
  /** 1-based index of the first item shown; null when the page is empty (as the API sends it). */
  from: number | null;
  to: number | null;
};

/** 「全42件中 11〜20件を表示」 above a paged list; announced politely when the page changes. */
export function RangeCaption({ total, from, to, className, ...rest }: RangeCaptionProps) {
  const texts = useUiTexts().rangeCaption;
  // The API sends from/to as null when the page is empty; then only the total makes sense.
  const text =
    total <= 0 || from === null || to === null
      ? fill(texts.total, { total: Math.max(total, 0) })
      : fill(texts.range, { total, from, to });
  return (
    <p {...rest} className={clsx(styles.caption, className)} aria-live="polite">
      {text}
    </p>
  );
}
