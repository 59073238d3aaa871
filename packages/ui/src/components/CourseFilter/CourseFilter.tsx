import { clsx } from 'clsx';
import { RadioGroup } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './CourseFilter.css';

export type CourseFilterOption = { value: string; label: string };

export type CourseFilterProps = Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue' | 'dir'> & {
  courses: readonly CourseFilterOption[];
  /** The chosen course value, or `allValue` for every course. */
  value: string;
  onValueChange: (value: string) => void;
  allValue?: string;
  allLabel?: string;
  label?: string;
};

/** 「すべて」 plus each course as a segmented radio group (spec 1 §2 "Columns"). */
export function CourseFilter({
  courses,
  value,
  onValueChange,
  allValue = 'all',
  allLabel,
  label,
  className,
  ...rest
}: CourseFilterProps) {
  const labelId = useId();
  const texts = useUiTexts().courseFilter;
  const options = [{ value: allValue, label: allLabel ?? texts.all }, ...courses];
  return (
    <div {...rest} className={clsx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label ?? texts.label}
      </span>
      <RadioGroup.Root
        className={styles.group}
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        orientation="horizontal"
      >
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={styles.option}>
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
