import { SORT_ORDERS } from '@portal/domain';
import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import * as styles from './SortSelect.css';

/** Spec 1 §9 "Sort": 0 newest first (the default), 1 oldest first. */
export const sortOrders = ['newest', 'oldest'] as const;
export type SortOrder = (typeof sortOrders)[number];

// Labels by domain id: 0 newest first, 1 oldest first.
const sortLabels: Record<SortOrder, string> = { newest: SORT_ORDERS[0].label, oldest: SORT_ORDERS[1].label };

export type SortSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: SortOrder;
  onValueChange: (value: SortOrder) => void;
  label?: string;
};

export function SortSelect({ value, onValueChange, label = '並び替え', id, className, ...rest }: SortSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={clsx(styles.root, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
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
            {sortLabels[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
