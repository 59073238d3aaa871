import type { ComponentProps, ReactNode } from 'react';
import { Fieldset } from '../../components/Field/Field';
import { TextField } from '../../components/TextField/TextField';
import { useUiTexts } from '../../texts';
import * as styles from './NameField.css';

export const nameKinds = ['kanji', 'kana'] as const;
export type NameKind = (typeof nameKinds)[number];

type InputProps = Omit<ComponentProps<'input'>, 'required' | 'width'>;

export type NameFieldProps = Omit<ComponentProps<'fieldset'>, 'children'> & {
  /** `kanji`: 姓 / 名; `kana`: セイ / メイ (full-width katakana). */
  kind?: NameKind;
  legend?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Props of the 姓 / セイ input (value, onChange, name, ref...). */
  familyInputProps?: InputProps;
  /** Props of the 名 / メイ input. */
  givenInputProps?: InputProps;
  familyError?: ReactNode;
  givenError?: ReactNode;
  /** Ids of the two inputs, for ErrorSummary links. */
  familyId?: string;
  givenId?: string;
};

/** 姓 / 名 (or セイ / メイ) as two separate boxes under one legend, as Japanese forms expect. */
export function NameField({
  kind = 'kanji',
  legend,
  required = true,
  hint,
  familyInputProps,
  givenInputProps,
  familyError,
  givenError,
  familyId,
  givenId,
  ...rest
}: NameFieldProps) {
  const texts = useUiTexts().nameField;
  const text = texts[kind];
  // HTML has no token for furigana: kana boxes get none, so the browser does not fill kanji into them.
  const autoComplete =
    kind === 'kanji' ? { family: 'family-name', given: 'given-name' } : { family: 'off', given: 'off' };
  return (
    <Fieldset
      {...rest}
      legend={legend ?? text.legend}
      required={required}
      hint={hint ?? (kind === 'kana' ? texts.kana.hint : undefined)}
    >
      <div className={styles.pair}>
        <TextField
          autoComplete={autoComplete.family}
          {...familyInputProps}
          id={familyId}
          label={text.family}
          error={familyError}
          aria-required={required || undefined}
        />
        <TextField
          autoComplete={autoComplete.given}
          {...givenInputProps}
          id={givenId}
          label={text.given}
          error={givenError}
          aria-required={required || undefined}
        />
      </div>
    </Fieldset>
  );
}
