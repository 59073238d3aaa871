import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import * as styles from './StepIndicator.css';

export type StepIndicatorProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Step names of the flow, e.g. 「入力」「確認」「完了」 (spec 2 §2). */
  steps: readonly string[];
  /** 0-based index of the step the user is on. */
  current: number;
  label?: string;
};

/** Where the user is in an application flow; the current step carries aria-current="step". */
export function StepIndicator({ steps, current, label, className, ...rest }: StepIndicatorProps) {
  const texts = useUiTexts().stepIndicator;
  return (
    <nav {...rest} className={clsx(styles.root, className)} aria-label={label ?? texts.label}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>
                {step}
                {state === 'done' ? <span className={visuallyHidden}>{texts.done}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
