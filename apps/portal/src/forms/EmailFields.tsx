import type { DraftValues } from '@portal/domain';
import { RadioGroup, TextField } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCode } from '../i18n/wordCode';
import type { AppForm, FieldOf } from './appForm';

export type EmailNames<V> = {
  email: FieldOf<V>;
  /** PC or smartphone (spec 2 §3.2 emailKbn). */
  emailKbn?: FieldOf<V>;
  emailBackup?: FieldOf<V>;
  /** Required once a backup address is given (spec 2 §5.3). */
  emailBackupKbn?: FieldOf<V>;
};

const KINDS = ['P', 'M'] as const;

/**
 * Field group (ADR 038): the email address with its kind and, where the form has them, the backup address and
 * its kind. `locked` shows a known address read-only (spec 2 §4: a signed-in guardian's).
 */
export function EmailFields<V extends DraftValues>({
  f,
  fields,
  required = true,
  locked = false,
  hint,
}: {
  f: AppForm<V>;
  fields: EmailNames<V>;
  required?: boolean;
  locked?: boolean;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const kinds = KINDS.map((value) => ({ value, label: wordCode(`labels.emailKinds.${value}`, t) }));
  return (
    <>
      {locked ? (
        <TextField
          {...f.input(fields.email)}
          label={t(($) => $.fieldGroups.email.locked)}
          hint={t(($) => $.fieldGroups.email.lockedNote)}
          readOnly
          aria-readonly="true"
          type="email"
        />
      ) : (
        <TextField
          {...f.input(fields.email)}
          label={t(($) => $.fieldGroups.email.email)}
          required={required}
          type="email"
          autoComplete="email"
          hint={hint}
          error={f.errorOf(fields.email)}
        />
      )}
      {fields.emailKbn ? (
        <RadioGroup
          {...f.control(fields.emailKbn)}
          legend={t(($) => $.fieldGroups.email.kind)}
          required
          orientation="horizontal"
          options={kinds}
          error={f.errorOf(fields.emailKbn)}
        />
      ) : null}
      {fields.emailBackup ? (
        <TextField
          {...f.input(fields.emailBackup)}
          label={t(($) => $.fieldGroups.email.emailBackup)}
          required={false}
          type="email"
          error={f.errorOf(fields.emailBackup)}
        />
      ) : null}
      {fields.emailBackupKbn ? (
        <RadioGroup
          {...f.control(fields.emailBackupKbn)}
          legend={t(($) => $.fieldGroups.email.backupKind)}
          required={false}
          orientation="horizontal"
          options={kinds}
          error={f.errorOf(fields.emailBackupKbn)}
        />
      ) : null}
    </>
  );
}
