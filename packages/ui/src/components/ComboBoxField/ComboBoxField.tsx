import type { ReactNode } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, useFilter } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './ComboBoxField.css';

export type ComboBoxOption = { value: string; label: string };

export type ComboBoxFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  options: readonly ComboBoxOption[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Names the button that opens the whole list. */
  openLabel: string;
  /** Shown in the list when nothing matches what was typed. */
  emptyText: string;
  id?: string;
  name?: string;
  className?: string;
};

/**
 * A text box with suggestions (react-aria's ComboBox): typing any part of an option, in any letter case,
 * narrows the list (spec 1 §5, the classroom name of everyone's posts); arrows and Enter choose.
 */
export function ComboBoxField({
  label,
  hint,
  options,
  value,
  onValueChange,
  openLabel,
  emptyText,
  id,
  name,
  className,
}: ComboBoxFieldProps) {
  // Substring match that ignores letter case and width (ｋ and K, カ and ｶ compare equal).
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      id={id}
      name={name}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      defaultItems={options.map((o) => ({ id: o.value, name: o.label }))}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => onValueChange(key === null ? '' : String(key))}
      defaultFilter={contains}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {hint && (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      )}
      <div className={styles.group}>
        <Input className={`${fieldStyles.control} ${styles.input}`} />
        <Button className={styles.button} aria-label={openLabel}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.list} renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {(item: { id: string; name: string }) => (
            <ListBoxItem className={styles.item} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
