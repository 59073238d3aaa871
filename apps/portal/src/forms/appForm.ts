import type { DraftValues } from '@portal/domain';
import type { Path, PathValue } from 'react-hook-form';
import type { useAppForm } from './useAppForm';

/** What `useAppForm` returns: the field groups (ADR 038) bind to it. */
export type AppForm<V extends DraftValues> = ReturnType<typeof useAppForm<V, unknown>>;

/** A field of a form's flat values. */
export type FieldOf<V> = keyof V & string;

/** The value of a field as the form holds it (every value is text, ADR 015). */
export function fieldValue<V extends DraftValues>(f: AppForm<V>, field: FieldOf<V>): string {
  return String(f.form.getValues(field as Path<V>) ?? '');
}

/** Sets a field as typing would (dirty, and checked again once the form has been submitted). */
export function setField<V extends DraftValues>(f: AppForm<V>, field: FieldOf<V>, value: string): void {
  f.form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, {
    shouldDirty: true,
    shouldValidate: f.form.formState.isSubmitted,
  });
}

/** Props of a controlled text box (TextArea keeps its own state, so `register` alone would not show a draft). */
export function textControl<V extends DraftValues>(f: AppForm<V>, field: FieldOf<V>) {
  const { id, name, value, onValueChange } = f.control(field);
  return {
    id,
    name,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
}

/**
 * The field names of a group where the form's fields are called as the group's parts (`lastName` …):
 * `{ lastName: 'lastName', … }`, so a form passes one object instead of spelling each name again.
 */
export function sameNames<const K extends string>(keys: readonly K[]): { [P in K]: P } {
  return Object.fromEntries(keys.map((key) => [key, key])) as { [P in K]: P };
}
