import { Alert, Button, Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export type ConflictRow = { label: string; yours: string; saved: string };

/**
 * A save refused because the profile was saved elsewhere after this page read it (412, issue 30 item 8): says so,
 * lists where this person's values and the saved ones differ, names what changed elsewhere and stays as saved,
 * and offers the two ways on. What the person typed or chose stays on the page until they pick one.
 */
export function ProfileConflict({
  lead,
  yoursLabel,
  rows,
  kept,
  saveLabel,
  takeLabel,
  saving,
  onSave,
  onTake,
}: {
  lead: string;
  /** How this person's values are named: 入力した内容 (the edit) or 選んだ設定 (a switch). */
  yoursLabel: string;
  rows: ConflictRow[];
  /** Labels of the fields changed elsewhere that a save of this person's values leaves as saved. */
  kept: string[];
  saveLabel: string;
  takeLabel: string;
  saving: boolean;
  onSave: () => void;
  onTake: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="caution" role="alert" title={t(($) => $.profile.conflict.title)}>
      <Stack space="sm">
        <p>{lead}</p>
        {rows.length > 0 && (
          <Stack space="xs">
            <p>{t(($) => $.profile.conflict.differs)}</p>
            <ul>
              {rows.map((row) => (
                <li key={row.label}>
                  {t(($) => $.profile.conflict.row, {
                    label: row.label,
                    yours: row.yours,
                    yoursLabel,
                    saved: row.saved,
                    savedLabel: t(($) => $.profile.conflict.saved),
                  })}
                </li>
              ))}
            </ul>
          </Stack>
        )}
        {kept.length > 0 && <p>{t(($) => $.profile.conflict.kept, { fields: kept.join('、') })}</p>}
        <Inline space="sm">
          <Button onClick={onSave} sending={saving}>
            {saveLabel}
          </Button>
          <Button variant="secondary" onClick={onTake} disabled={saving}>
            {takeLabel}
          </Button>
        </Inline>
      </Stack>
    </Alert>
  );
}
