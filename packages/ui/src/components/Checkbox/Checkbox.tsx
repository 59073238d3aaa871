import { type ComponentProps, type ReactNode, useId } from 'react';
import { ErrorText, RequirementBadge } from '../Field/Field';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'required'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows ※必須 after the label, for a single consent box such as 個人情報の取り扱いに同意する. */
  required?: boolean;
  fieldClassName?: string;
};

/** A native checkbox with its label beside it; the whole row is the 44px touch target. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error && errorId, hint && hintId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={fieldClassName ? `${styles.root} ${fieldClassName}` : styles.root}
      data-invalid={!!error || undefined}
    >
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <label className={styles.option} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={className ? `${styles.input} ${className}` : styles.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
        />
        <span className={styles.optionText}>
          <span>
            {label} {required && <RequirementBadge required />}
          </span>
          {hint && (
            <span id={hintId} className={styles.optionHint}>
              {hint}
            </span>
          )}
        </span>
      </label>
    </div>
  );
}
