import { normalizePostalCode } from '@portal/domain';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../components/Button/Button';
import { Field, type FieldOwnProps } from '../../components/Field/Field';
import * as fieldStyles from '../../components/Field/Field.css';
import { useUiTexts } from '../../texts';
import * as styles from './PostalCodeField.css';

export type PostalCodeFieldProps = Omit<
  ComponentProps<'input'>,
  'required' | 'value' | 'defaultValue' | 'onChange' | 'type'
> &
  Partial<FieldOwnProps> & {
    value?: string;
    defaultValue?: string;
    /** Every edit, as typed; on blur and before a search the value arrives normalised (7 ASCII digits). */
    onValueChange?: (value: string) => void;
    /** Called with the normalised code by 「住所検索」; omit to hide the button. Manual entry stays possible. */
    onSearch?: (postalCode: string) => void;
    searching?: boolean;
    searchLabel?: string;
    /** Result of the last search (e.g. 「住所を入力しました」), announced politely. */
    searchStatus?: ReactNode;
    fieldClassName?: string;
  };

/**
 * Postal code box that accepts full-width digits and hyphens (what IMEs produce) and normalises them with the
 * domain rule, plus an optional address search. The address fields stay editable whatever the search returns.
 */
export function PostalCodeField({
  label,
  required,
  showOptional,
  hint,
  error,
  id,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  searching = false,
  searchLabel,
  searchStatus,
  onBlur,
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: PostalCodeFieldProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const texts = useUiTexts().postalCodeField;
  const statusId = `postal-status-${useId()}`;
  const normalise = () => {
    const normalised = normalizePostalCode(value);
    if (normalised !== value) setValue(normalised);
    return normalised;
  };
  return (
    <Field
      label={label ?? texts.label}
      required={required}
      showOptional={showOptional}
      hint={hint ?? texts.hint}
      error={error}
      controlId={id}
      describedBy={[extraDescribedBy, searchStatus ? statusId : undefined].filter(Boolean).join(' ') || undefined}
      className={fieldClassName}
    >
      {(control) => (
        <>
          <div className={styles.row}>
            <input
              {...rest}
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onBlur={(event) => {
                normalise();
                onBlur?.(event);
              }}
              className={`${fieldStyles.control} ${styles.input}${className ? ` ${className}` : ''}`}
            />
            {onSearch && (
              <Button
                variant="secondary"
                sending={searching}
                sendingLabel={texts.searching}
                onClick={() => onSearch(normalise())}
              >
                {searchLabel ?? texts.search}
              </Button>
            )}
          </div>
          <p id={statusId} className={styles.status} aria-live="polite">
            {searchStatus}
          </p>
        </>
      )}
    </Field>
  );
}
