import type { ComponentProps, ReactNode } from 'react';
import { Field, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextField.css';

export const textFieldWidths = ['full', 'medium', 'short'] as const;
export type TextFieldWidth = (typeof textFieldWidths)[number];

export type TextFieldProps = Omit<ComponentProps<'input'>, 'required' | 'width'> &
  FieldOwnProps & {
    /** Shortens the box to hint at the expected length (GOV.UK: width matches the answer). */
    width?: TextFieldWidth;
    /** Text after the box, such as 「歳」. */
    suffix?: ReactNode;
    fieldClassName?: string;
  };

export function TextField({
  label,
  required,
  showOptional,
  hint,
  error,
  id,
  width = 'full',
  suffix,
  type = 'text',
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
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
      {(control) => {
        const input = (
          <input
            {...rest}
            {...control}
            type={type}
            data-width={width}
            className={className ? `${fieldStyles.control} ${className}` : fieldStyles.control}
          />
        );
        return suffix ? (
          <div className={styles.row}>
            {input}
            <span className={styles.suffix}>{suffix}</span>
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
