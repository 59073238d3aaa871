import type { FocusEvent } from 'react';
import { useControllableState } from '../Field/useControllableState';
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
  label = '生まれた年',
  years,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  focusDefaultYear,
  onFocus,
  width = 'short',
  ...rest
}: BirthYearSelectProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const options = years.map((year) => ({ value: String(year), label: `${year}年` }));
  return (
    <Select
      autoComplete="bday-year"
      {...rest}
      label={label}
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
