import type { DraftValues } from '@portal/domain';
import { TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { AppForm, FieldOf } from './appForm';

/**
 * Field group (ADR 038): the phone number and, where the form has one, the backup number (always optional).
 * Full-width digits and hyphens are taken as the postal code takes them: the domain's rule normalises them
 * before the check, on the form and on the server.
 */
export function PhoneFields<V extends DraftValues>({
  f,
  fields,
  required = true,
}: {
  f: AppForm<V>;
  fields: { telNumber: FieldOf<V>; telNumberBackup?: FieldOf<V> };
  required?: boolean;
}) {
  const { t } = useTranslation();
  const hint = t(($) => $.fieldGroups.phone.hint);
  return (
    <>
      <TextField
        {...f.input(fields.telNumber)}
        label={t(($) => $.fieldGroups.phone.tel)}
        required={required}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        width="medium"
        hint={hint}
        error={f.errorOf(fields.telNumber)}
      />
      {fields.telNumberBackup ? (
        <TextField
          {...f.input(fields.telNumberBackup)}
          label={t(($) => $.fieldGroups.phone.telBackup)}
          required={false}
          type="tel"
          inputMode="tel"
          width="medium"
          hint={hint}
          error={f.errorOf(fields.telNumberBackup)}
        />
      ) : null}
    </>
  );
}
