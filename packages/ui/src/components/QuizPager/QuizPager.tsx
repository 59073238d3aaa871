import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './QuizPager.css';

export type QuizPagerProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** 1-based, as in the spec (page index starts at 1). */
  page: number;
  pageCount: number;
  onBack: () => void;
  onNext: () => void;
  /** Called instead of onNext on the last page. */
  onSubmit: () => void;
  /** E.g. until the current question is answered. */
  nextDisabled?: boolean;
  submitting?: boolean;
  nextLabel?: string;
  submitLabel?: string;
  label?: string;
};

/** Page numbers, a back arrow and next / 「解答を送信」 for the assessment quiz and survey (spec 1 §4). */
export function QuizPager({
  page,
  pageCount,
  onBack,
  onNext,
  onSubmit,
  nextDisabled = false,
  submitting = false,
  nextLabel,
  submitLabel,
  label,
  className,
  ...rest
}: QuizPagerProps) {
  const texts = useUiTexts();
  const last = page >= pageCount;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav {...rest} className={clsx(styles.root, className)} aria-label={label ?? texts.quizPager.label}>
      <button
        type="button"
        className={styles.back}
        onClick={onBack}
        aria-label={texts.quizPager.back}
        disabled={submitting}
      >
        <span aria-hidden="true">←</span>
      </button>
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li
            key={number}
            className={styles.page}
            aria-current={number === page ? 'step' : undefined}
            data-done={number < page || undefined}
          >
            <span className={styles.visuallyHiddenText}>{number === page ? texts.quizPager.current : ''}</span>
            {number}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.next}
        // While sending it stays focusable and ignores presses, as the kit's Button does (focus is not dropped).
        onClick={submitting ? undefined : last ? onSubmit : onNext}
        disabled={nextDisabled}
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
        data-last={last || undefined}
      >
        {last
          ? submitting
            ? texts.common.sending
            : (submitLabel ?? texts.quizPager.submit)
          : (nextLabel ?? texts.quizPager.next)}
      </button>
    </nav>
  );
}
