import { type ChangeEvent, type ComponentProps, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { fill, useUiTexts } from '../../texts';
import { Field, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'required' | 'value' | 'defaultValue'> &
  FieldOwnProps & {
    value?: string;
    defaultValue?: string;
    /**
     * Character limit shown as 「12 / 150」. Typing past it is allowed (and shown in red) rather than cut off, so
     * pasted text is never lost; validation reports the excess.
     */
    limit?: number;
    /** Remaining characters from which the counter is announced to screen readers. */
    announceWithin?: number;
    fieldClassName?: string;
  };

type CounterState = 'normal' | 'near' | 'over';

export function TextArea({
  label,
  required,
  showOptional,
  hint,
  error,
  id,
  limit,
  announceWithin,
  value: valueProp,
  defaultValue = '',
  onChange,
  rows = 5,
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue);
  const texts = useUiTexts().textArea;
  const counterId = `counter-${useId()}`;
  // Characters as a person counts them (code points: an emoji is one), the measure the domain's limits use.
  const count = [...value].length;
  const threshold = announceWithin ?? (limit ? Math.max(5, Math.floor(limit * 0.1)) : 0);
  const state: CounterState =
    limit === undefined ? 'normal' : count > limit ? 'over' : limit - count <= threshold ? 'near' : 'normal';
  const announcement =
    limit === undefined || state === 'normal'
      ? ''
      : state === 'over'
        ? fill(texts.over, { count: count - limit })
        : fill(texts.remaining, { count: limit - count });
  return (
    <Field
      label={label}
      required={required}
      showOptional={showOptional}
      hint={hint}
      error={error}
      controlId={id}
      describedBy={[extraDescribedBy, limit !== undefined && counterId].filter(Boolean).join(' ') || undefined}
      className={fieldClassName}
    >
      {(control) => (
        <>
          <textarea
            {...rest}
            {...control}
            rows={rows}
            value={value}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setValue(event.target.value);
              onChange?.(event);
            }}
            className={`${fieldStyles.control} ${styles.textarea}${className ? ` ${className}` : ''}`}
          />
          {limit !== undefined && (
            <>
              <p id={counterId} className={styles.counter} data-state={state}>
                <span aria-hidden="true">
                  {count} / {limit}
                </span>
                <span className={fieldStyles.visuallyHidden}>{fill(texts.limit, { limit })}</span>
              </p>
              {/* Polite and only near the limit: a count read out on every keystroke would drown the typing. */}
              <p className={fieldStyles.visuallyHidden} aria-live="polite" aria-atomic="true">
                {announcement}
              </p>
            </>
          )}
        </>
      )}
    </Field>
  );
}
