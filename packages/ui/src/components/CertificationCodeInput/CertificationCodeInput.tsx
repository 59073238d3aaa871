import { CERTIFICATION_CODE_LENGTH, certificationDigitsFromPaste, sanitizeCertificationDigit } from '@portal/domain';
import { type ClipboardEvent, type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Fieldset } from '../Field/Field';
import { useControllableState } from '../Field/useControllableState';
import * as styles from './CertificationCodeInput.css';

const emptyDigits = Array.from({ length: CERTIFICATION_CODE_LENGTH }, () => '');

export type CertificationCodeInputProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> & {
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** One string per box, '' when empty. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (digits: string[]) => void;
  /** Also submits the joined code under this name in a hidden input. */
  name?: string;
  /** Box ids are `${idPrefix}-0` … `-3`; link an ErrorSummary entry to `-0`. */
  idPrefix?: string;
};

/**
 * Four one-digit boxes (spec 2 §5.5): typing moves on by itself, Backspace on an empty box moves back, and a paste
 * of 1 to 4 digits fills the boxes. Cleaning rules come from the domain.
 */
export function CertificationCodeInput({
  legend = '認証コード',
  hint = `メールでお送りした${CERTIFICATION_CODE_LENGTH}桁の数字を入力してください`,
  error,
  required = true,
  value: valueProp,
  defaultValue = emptyDigits,
  onValueChange,
  name,
  idPrefix,
  disabled,
  ...rest
}: CertificationCodeInputProps) {
  const [value, setValue] = useControllableState<readonly string[]>(valueProp, defaultValue, (next) =>
    onValueChange?.([...next]),
  );
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const generated = useId();
  const prefix = idPrefix ?? `certification-${generated}`;
  const digits = emptyDigits.map((_, index) => value[index] ?? '');

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(CERTIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  const update = (next: string[]) => setValue(next);

  const fill = (index: number, incoming: readonly string[]) => {
    // A whole code fills every box; a shorter one starts at the box it lands in, as far as it fits.
    const start = Math.min(index, CERTIFICATION_CODE_LENGTH - incoming.length);
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, raw: string) => {
    // An empty box receiving several digits at once is the phone's one-time-code autofill: spread them out.
    const several = digits[index] === '' ? certificationDigitsFromPaste(raw) : null;
    if (several && several.length > 1) {
      fill(index, several);
      return;
    }
    const digit = sanitizeCertificationDigit(raw);
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit !== '' && index < CERTIFICATION_CODE_LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CERTIFICATION_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = certificationDigitsFromPaste(event.clipboardData.getData('text'));
    if (pasted) fill(index, pasted);
  };

  return (
    <Fieldset {...rest} legend={legend} hint={hint} error={error} required={required} disabled={disabled}>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, not a list of items.
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={`${prefix}-${index}`}
            className={styles.digit}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`${index + 1}桁目`}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={digits.join('')} />}
    </Fieldset>
  );
}
