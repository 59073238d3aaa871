import { type DraftValues, GENDERS } from '@portal/domain';
import { BirthYearSelect, RadioGroup } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCode } from '../i18n/wordCode';
import type { AppForm, FieldOf } from './appForm';

/** Field group (ADR 038): a person's gender, as the forms list it (spec 2 §9.2). */
export function GenderField<V extends DraftValues>({
  f,
  field,
  legend,
}: {
  f: AppForm<V>;
  field: FieldOf<V>;
  legend?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      {...f.control(field)}
      legend={legend ?? t(($) => $.fieldGroups.child.gender)}
      required
      orientation="horizontal"
      options={GENDERS.map((g) => ({ value: String(g.id), label: wordCode(g.labelCode, t) }))}
      error={f.errorOf(field)}
    />
  );
}

/** Field group (ADR 038): a guardian's year of birth from the form's range (spec 2 §5.3, spec 1 §5). */
export function BirthYearField<V extends DraftValues>({
  f,
  field,
  label,
  years,
  required,
  focusDefaultYear,
}: {
  f: AppForm<V>;
  field: FieldOf<V>;
  label: ReactNode;
  years: readonly number[];
  required: boolean;
  focusDefaultYear?: number;
}) {
  return (
    <BirthYearSelect
      {...f.control(field)}
      label={label}
      required={required}
      showOptional={!required}
      years={years}
      focusDefaultYear={focusDefaultYear}
      error={f.errorOf(field)}
    />
  );
}
