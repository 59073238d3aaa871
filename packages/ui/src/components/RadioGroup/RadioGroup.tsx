import { type ComponentProps, type ReactNode, useId } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { type FieldOwnProps, Fieldset } from '../Field/Field';
import { useControllableState } from '../Field/useControllableState';
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
  ...rest
}: RadioGroupProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const baseId = useId();
  return (
    <Fieldset {...rest} legend={legend} required={required} showOptional={showOptional} hint={hint} error={error}>
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
                onChange={() => setValue(option.value)}
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
