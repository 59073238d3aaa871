import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import { Field, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export const selectWidths = ['full', 'medium', 'short'] as const;
export type SelectWidth = (typeof selectWidths)[number];

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'required' | 'children'> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    /** First, empty option; pass `null` to have none. */
    placeholder?: string | null;
    width?: SelectWidth;
    fieldClassName?: string;
  };

/** A styled native select: the phone's own picker is the most usable list on small screens. */
export function Select({
  label,
  required,
  showOptional,
  hint,
  error,
  id,
  options,
  placeholder,
  width = 'full',
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const texts = useUiTexts();
  return (
    <Field
      label={label}
      required={required}
      showOptional={showOptional}
      hint={hint}
      error={error}
      controlId={id}
      describedBy={extraDescribedBy}
      className={fieldClassName}
    >
      {(control) => (
        <span className={styles.wrapper} data-width={width}>
          <select
            {...rest}
            {...control}
            className={`${fieldStyles.control} ${styles.select}${className ? ` ${className}` : ''}`}
          >
            {placeholder !== null && <option value="">{placeholder ?? texts.select.placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
