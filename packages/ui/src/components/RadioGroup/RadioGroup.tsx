import { type ComponentProps, type ReactNode, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { type FieldOwnProps, Fieldset } from '../Field/Field';
import * as styles from './RadioGroup.css';

export const radioOrientations = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> &
  Omit<FieldOwnProps, 'label'> & {
    legend: ReactNode;
    name: string;
    options: readonly RadioOption[];
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    orientation?: RadioOrientation;
    /** While a choice is being saved: changes are ignored but focus stays on the radio (see Switch's `busy`). */
    busy?: boolean;
  };

/** Native radios under one legend: arrow keys move between options, as every platform expects. */
export function RadioGroup({
  legend,
  required,
  showOptional,
  hint,
  error,
  name,
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  orientation = 'vertical',
  busy = false,
  ...rest
}: RadioGroupProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const baseId = useId();
  return (
    <Fieldset
      {...rest}
      aria-busy={busy || undefined}
      legend={legend}
      required={required}
      showOptional={showOptional}
      hint={hint}
      error={error}
    >
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <label key={option.value} htmlFor={id} className={checkboxStyles.option}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-disabled={busy || undefined}
                onChange={() => {
                  if (!busy) setValue(option.value);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                className={checkboxStyles.input}
              />
              <span className={checkboxStyles.optionText}>
                <span>{option.label}</span>
                {option.hint && (
                  <span id={`${id}-hint`} className={checkboxStyles.optionHint}>
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}
