import { Alert } from '@portal/ui';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdatePrompt } from './UpdatePrompt';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * The layout's report region (spec 1 §2): while the device is offline every call would fail one by one,
 * so the whole page says so once. TanStack Query refetches on reconnect, which is what the words promise. A new
 * version of the portal waiting to take over is said here too (issue 34).
 */
export function ConnectionReport() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <>
      {online ? null : <Alert tone="caution">{t(($) => $.shell.offline)}</Alert>}
      <UpdatePrompt />
    </>
  );
}
