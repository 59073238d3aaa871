import type { FocusEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { fill, useUiTexts } from '../../texts';
import { Select, type SelectProps } from '../Select/Select';

export type BirthYearSelectProps = Omit<SelectProps, 'options' | 'value' | 'defaultValue' | 'label' | 'onChange'> & {
  label?: SelectProps['label'];
  /** Choices from the domain (`guardianBirthYearOptions(today)` / `profileBirthYearOptions(today)`). */
  years: readonly number[];
  /** Year as a string, '' when unset. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Year chosen when the empty select gets focus (spec 2 §5.3: 1980), so the list opens near likely answers instead
   * of at the newest year. Pass GUARDIAN_BIRTH_YEAR_DEFAULT from the domain.
   */
  focusDefaultYear?: number;
};

export function BirthYearSelect({
  label,
  years,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  focusDefaultYear,
  onFocus,
  width = 'short',
  ...rest
}: BirthYearSelectProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const texts = useUiTexts().birthYearSelect;
  const options = years.map((year) => ({ value: String(year), label: fill(texts.year, { year }) }));
  return (
    <Select
      autoComplete="bday-year"
      {...rest}
      label={label ?? texts.label}
      width={width}
      options={options}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => {
        if (value === '' && focusDefaultYear !== undefined && years.includes(focusDefaultYear)) {
          setValue(String(focusDefaultYear));
        }
        onFocus?.(event);
      }}
    />
  );
}
