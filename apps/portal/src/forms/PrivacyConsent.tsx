import type { DraftValues } from '@portal/domain';
import { Checkbox, Link } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppForm, type FieldOf, fieldValue, setField } from './appForm';

/**
 * Field group (ADR 038): the consent to the handling of personal information (spec 2 §5.3), kept as '1'
 * when ticked. A page drawn on the server can be ticked before it takes over (ADR 036): React leaves that
 * tick on the box, so the form takes it from the box once it runs, and what is shown is what is sent.
 */
export function PrivacyConsent<V extends DraftValues>({
  f,
  field,
  className,
  legendClassName,
}: {
  f: AppForm<V>;
  field: FieldOf<V>;
  /** The form's section look, so the consent reads as one of its sections. */
  className?: string;
  legendClassName?: string;
}) {
  const { t } = useTranslation();
  const id = f.idOf(field);
  const ticked = f.control(field).value === '1';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page takes over.
  useEffect(() => {
    const box = document.getElementById(id);
    if (box instanceof HTMLInputElement && box.checked && fieldValue(f, field) !== '1') setField(f, field, '1');
  }, []);
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{t(($) => $.fieldGroups.privacy.legend)}</legend>
      <p>
        <Link href="/privacy/main" external>
          {t(($) => $.fieldGroups.privacy.link)}
        </Link>
      </p>
      <Checkbox
        id={id}
        name={field}
        label={t(($) => $.fieldGroups.privacy.agree)}
        required
        checked={ticked}
        onChange={(event) => setField(f, field, event.target.checked ? '1' : '')}
        error={f.errorOf(field)}
      />
    </fieldset>
  );
}
