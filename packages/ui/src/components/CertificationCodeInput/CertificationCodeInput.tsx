import { CERTIFICATION_CODE_LENGTH, certificationDigitsFromPaste, toHalfWidthDigits } from '@portal/domain';
import { OTPInput } from 'input-otp';
import type { ClipboardEvent, ComponentProps, FormEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { fill, useUiTexts } from '../../texts';
import { Field } from '../Field/Field';
import * as styles from './CertificationCodeInput.css';

const emptyDigits = Array.from({ length: CERTIFICATION_CODE_LENGTH }, () => '');
const toDigits = (code: string) => emptyDigits.map((_, index) => code[index] ?? '');
// A paste: full-width digits become half-width and everything else goes (domain rule); input-otp caps the length.
const cleanCode = (text: string) => (certificationDigitsFromPaste(text) ?? []).join('');
// Typing: full-width digits become half-width and spaces go, but a letter stays in its box with a message
// (issue 31 item 11: 「12a4」 silently becoming 124 hid the mistake).
const typedCode = (text: string) => toHalfWidthDigits(text).replace(/\s/g, '');
const NOT_DIGITS = /\D/;

export type CertificationCodeInputProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** The field's label (the name is kept from when the boxes were a fieldset). */
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** One string per box, '' when empty. The code fills from the first box, so a blank box is followed only by blanks. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (digits: string[]) => void;
  /** Submits the joined code under this name. */
  name?: string;
  /** The input's id is `${idPrefix}-0`: link an ErrorSummary entry to it. */
  idPrefix?: string;
};

/**
 * The 4-digit code (spec 2 §5.5) as one input with one name (input-otp), drawn as four boxes: typing moves on by
 * itself, Backspace goes back, full-width digits count, a typed non-digit stays visible with a message, a phone's one-time-code autofill
 * and a paste of the whole code fill every box, a shorter paste lands at the caret, and a paste of more than 4
 * digits is refused.
 */
export function CertificationCodeInput({
  legend,
  hint,
  error,
  required = true,
  disabled,
  value: valueProp,
  defaultValue = emptyDigits,
  onValueChange,
  name,
  idPrefix,
  ...rest
}: CertificationCodeInputProps) {
  const texts = useUiTexts().certificationCodeInput;
  const [value, setValue] = useControlledState<readonly string[]>(valueProp, defaultValue, (next) =>
    onValueChange?.([...next]),
  );
  const generated = useId();
  const code = value.join('');
  const change = (next: string) => {
    if (next !== code) setValue(toDigits(next));
  };
  // Once typing fills the last box, a fifth key is refused rather than replacing the fourth (input-otp selects
  // the last box); a click, an arrow or Backspace first, and the last box can be typed over as before.
  const filledByTyping = useRef(false);
  const onBeforeInput = (event: FormEvent<HTMLInputElement>) => {
    if (filledByTyping.current && code.length === CERTIFICATION_CODE_LENGTH) event.preventDefault();
  };
  const release = () => {
    filledByTyping.current = false;
  };
  const shownError = error ?? (NOT_DIGITS.test(code) ? texts.notDigits : undefined);

  // input-otp inserts a paste at the caret; a whole code replaces what is there, and a paste the domain
  // refuses (no digit, or more than 4) changes nothing.
  const onPasteCapture = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = certificationDigitsFromPaste(event.clipboardData.getData('text/plain'));
    if (pasted && pasted.length < CERTIFICATION_CODE_LENGTH) return;
    event.preventDefault();
    event.stopPropagation();
    if (pasted) change(pasted.join(''));
  };

  return (
    <Field
      {...rest}
      label={legend ?? texts.label}
      hint={hint ?? fill(texts.hint, { length: CERTIFICATION_CODE_LENGTH })}
      error={shownError}
      required={required}
      controlId={`${idPrefix ?? `certification-${generated}`}-0`}
    >
      {(control) => (
        <OTPInput
          {...control}
          containerClassName={styles.boxes}
          maxLength={CERTIFICATION_CODE_LENGTH}
          value={code}
          onChange={(typed) => {
            const next = typedCode(typed);
            filledByTyping.current = next.length === CERTIFICATION_CODE_LENGTH && next.length > code.length;
            change(next);
          }}
          onBeforeInput={onBeforeInput}
          onPointerDown={release}
          onKeyDown={(event) => {
            // A character key after the last box filled: refused (a phone's keyboard is caught by onBeforeInput).
            if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
              if (filledByTyping.current && code.length === CERTIFICATION_CODE_LENGTH) event.preventDefault();
            } else release();
          }}
          onBlur={release}
          pasteTransformer={cleanCode}
          onPasteCapture={onPasteCapture}
          name={name}
          disabled={disabled}
          // No badge-nudging timers for password managers: they do not fill this code.
          pushPasswordManagerStrategy="none"
          noScriptCSSFallback={null}
          render={({ slots, isFocused }) =>
            slots.map((slot, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, not a list of items.
                key={index}
                className={styles.digit}
                // The input already holds and reads out the code; the boxes only draw it.
                aria-hidden="true"
                data-slot={index}
                data-active={(isFocused && slot.isActive) || undefined}
                data-invalid={shownError ? true : undefined}
                data-disabled={disabled || undefined}
              >
                {slot.char}
                {slot.hasFakeCaret && <span className={styles.caret} />}
              </div>
            ))
          }
        />
      )}
    </Field>
  );
}
