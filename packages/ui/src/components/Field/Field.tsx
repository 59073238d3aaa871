import { type ComponentProps, type ReactNode, useId } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './Field.css';

export const requirements = ['required', 'optional', 'none'] as const;
export type Requirement = (typeof requirements)[number];

/** Props a Field hands to its control: the label's target id and the hint/error wiring. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  // aria-required, not `required`: the browser's own validation bubbles would fight the error summary.
  'aria-required'?: true;
};

/** Shared props of every labelled form control in the kit. */
export type FieldOwnProps = {
  label: ReactNode;
  /** ※必須 when true, 任意 when false; `showOptional={false}` hides the 任意 badge. */
  required?: boolean;
  showOptional?: boolean;
  hint?: ReactNode;
  /** Shown under the label and linked with aria-describedby; the control gets aria-invalid. */
  error?: ReactNode;
};

export type RequirementBadgeProps = ComponentProps<'span'> & { required: boolean };

/** ※必須 / 任意 badge beside a label or legend (Digital Agency design system). */
export function RequirementBadge({ required, className, ...rest }: RequirementBadgeProps) {
  const texts = useUiTexts();
  return (
    <span
      {...rest}
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-requirement={required ? 'required' : 'optional'}
    >
      {required ? texts.field.required : texts.field.optional}
    </span>
  );
}

function requirementOf(required: boolean | undefined, showOptional: boolean): Requirement {
  if (required) return 'required';
  return showOptional && required === false ? 'optional' : 'none';
}

function LabelContent({ label, requirement }: { label: ReactNode; requirement: Requirement }) {
  return (
    <>
      <span>{label}</span>
      {requirement !== 'none' && <RequirementBadge required={requirement === 'required'} />}
    </>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  const texts = useUiTexts();
  return (
    <p id={id} className={styles.error}>
      <span className={styles.visuallyHidden}>{texts.field.errorPrefix}</span>
      {children}
    </p>
  );
}

// Only keys that are set, so a control's own aria-* props (spread before these) are not wiped by `undefined`.
function controlProps(id: string, described: string | undefined, invalid: boolean, required?: boolean) {
  const props: FieldControlProps = { id };
  if (described) props['aria-describedby'] = described;
  if (invalid) props['aria-invalid'] = true;
  if (required) props['aria-required'] = true;
  return props;
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> &
  FieldOwnProps & {
    /** Id of the control; generated when omitted. ErrorSummary links point at it. */
    controlId?: string;
    /** Extra ids to describe the control with (e.g. a character counter). */
    describedBy?: string;
    labelSize?: 'medium' | 'small';
    children: (control: FieldControlProps) => ReactNode;
  };

/**
 * Label above, badge, hint, error, then the control: the base of every field in the kit. Errors never touch the
 * control's value, so what the user typed stays.
 */
export function Field({
  label,
  required,
  showOptional = true,
  hint,
  error,
  controlId,
  describedBy: extraDescribedBy,
  labelSize = 'medium',
  className,
  children,
  ...rest
}: FieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  return (
    <div
      {...rest}
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={id} className={styles.label} data-size={labelSize}>
        <LabelContent label={label} requirement={requirementOf(required, showOptional)} />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
      {children(
        controlProps(
          id,
          describedBy(hint ? hintId : undefined, invalid && errorId, extraDescribedBy),
          invalid,
          required,
        ),
      )}
    </div>
  );
}

export type FieldsetProps = Omit<ComponentProps<'fieldset'>, 'children'> &
  Omit<FieldOwnProps, 'label'> & {
    legend: ReactNode;
    children: ReactNode;
  };

/** A group of controls answering one question (radios, 姓 / 名, an address) under one legend. */
export function Fieldset({
  legend,
  required,
  showOptional = true,
  hint,
  error,
  className,
  children,
  id,
  ...rest
}: FieldsetProps) {
  const generated = useId();
  const baseId = id ?? `fieldset-${generated}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const invalid = Boolean(error);
  return (
    <fieldset
      {...rest}
      id={id}
      className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
      aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId)}
      data-invalid={invalid || undefined}
    >
      <legend className={styles.label}>
        <LabelContent label={legend} requirement={requirementOf(required, showOptional)} />
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
      {children}
    </fieldset>
  );
}
