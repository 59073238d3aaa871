import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './SortSelect.css';

/** Spec 1 §9 "Sort": 0 newest first (the default), 1 oldest first. */
export const sortOrders = ['newest', 'oldest'] as const;
export type SortOrder = (typeof sortOrders)[number];

export type SortSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: SortOrder;
  onValueChange: (value: SortOrder) => void;
  label?: string;
};

export function SortSelect({ value, onValueChange, label, id, className, ...rest }: SortSelectProps) {
  const texts = useUiTexts().sortSelect;
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={clsx(styles.root, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label ?? texts.label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={styles.select}
        value={value}
        onChange={(event) => onValueChange(event.target.value as SortOrder)}
      >
        {sortOrders.map((order) => (
          <option key={order} value={order}>
            {texts[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
