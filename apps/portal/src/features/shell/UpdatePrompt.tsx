import { Alert, Button, Stack } from '@portal/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, updateWaiting } from '../../app/serviceWorker';

/**
 * Part of the layout's report region (issue 34): a new version of the portal was installed in the background and
 * waits. Quiet (a polite status, nothing moves): the guardian reloads into it when it suits them, or on the next visit.
 */
export function UpdatePrompt({ onReload = applyUpdate }: { onReload?: () => void }) {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  if (!waiting) return null;
  return (
    <Alert tone="info" title={t(($) => $.installable.updateTitle)}>
      <Stack space="sm" alignItems="flex-start">
        <p>{t(($) => $.installable.updateLead)}</p>
        <Button variant="secondary" onClick={onReload}>
          {t(($) => $.installable.updateReload)}
        </Button>
      </Stack>
    </Alert>
  );
}
