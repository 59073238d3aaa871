import { type ComponentProps, type MouseEvent, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ErrorSummary.css';

export type ErrorSummaryItem = {
  /**
   * Id of the control to move to (Field's `controlId` / the input's `id`). Without one the message is
   * listed as text: a failure that belongs to no field (the server refused, the network failed).
   */
  fieldId?: string;
  message: string;
};

export type ErrorSummaryProps = Omit<ComponentProps<'div'>, 'title'> & {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  description?: ReactNode;
  /**
   * Count of submit attempts. Each time it changes while errors exist the summary takes focus (and scrolls into
   * view), so a failed submit is announced; on first render with errors it takes focus as well.
   */
  submitCount?: number;
  ref?: Ref<HTMLDivElement>;
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusField(fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  // A fieldset or date picker id leads to its first control (a radio, 姓, the 年 segment).
  const control = target.matches(FOCUSABLE) ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
  // GOV.UK: bring the label (or legend) into view with the control, not just the bare input.
  const context = target.closest('fieldset, [data-invalid]') ?? target;
  context.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}

/** List of errors at the top of a form, each a link that moves focus to its field (GOV.UK error summary). */
export function ErrorSummary({ errors, title, description, submitCount, className, ref, ...rest }: ErrorSummaryProps) {
  const innerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const texts = useUiTexts();
  const hasErrors = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on a new submit attempt, not on each edit.
  useEffect(() => {
    if (!hasErrors || !innerRef.current) return;
    innerRef.current.scrollIntoView({ block: 'start' });
    innerRef.current.focus({ preventScroll: true });
  }, [submitCount]);
  if (!hasErrors) return null;
  return (
    <div
      {...rest}
      ref={(node) => {
        innerRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      className={className ? `${styles.summary} ${className}` : styles.summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {title ?? texts.errorSummary.title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.list}>
        {errors.map(({ fieldId, message }) => (
          <li key={`${fieldId ?? ''}-${message}`}>
            {fieldId ? (
              <a
                className={styles.link}
                href={`#${fieldId}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (focusField(fieldId)) event.preventDefault();
                }}
              >
                {message}
              </a>
            ) : (
              <span className={styles.message}>{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
