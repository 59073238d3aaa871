import { apiKeys } from '@portal/api-client';
import { Alert, Card, CardTitle, Switch } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { type DeviceSubscription, keyBytes, pushBrowser } from './devicePush';
import * as styles from './Profile.css';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** What the server stores of a browser subscription. */
function bodyOf(subscription: DeviceSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Issue 34 (ADR 055): 「この端末に通知する」. The browser's permission is asked only when the switch is pressed;
 * on: the worker's push manager subscribes with the server's key and the subscription is stored; off: the browser
 * unsubscribes and the server forgets it. Quiet hours (21:00-7:00) are the guardian's, for every device.
 */
export function DevicePushCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(queries.getPushSettings());
  const save = useMutation(mutations.savePushSubscription());
  // Stable across renders (TanStack Query keeps it), so the check below runs once per visit.
  const { mutate: storeAgain } = save;
  const remove = useMutation(mutations.deletePushSubscription());
  const quiet = useMutation(mutations.updatePushQuietHours());
  const [state, setState] = useState<DeviceState>('checking');
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const browser = pushBrowser();
      const manager = await browser.pushManager().catch(() => null);
      if (!live) return;
      if (!manager) return setState('unsupported');
      if (browser.permission() === 'denied') return setState('denied');
      const existing = await manager.getSubscription().catch(() => null);
      if (!live) return;
      setState(existing && browser.permission() === 'granted' ? 'on' : 'off');
      // A sign-out elsewhere removed it on the server: stored again, quietly.
      if (existing && browser.permission() === 'granted') storeAgain(bodyOf(existing));
    })();
    return () => {
      live = false;
    };
  }, [storeAgain]);

  const turnOn = async () => {
    const browser = pushBrowser();
    const permission = await browser.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    const manager = await browser.pushManager();
    if (!manager) return setState('unsupported');
    const { data } = await queryClient.fetchQuery(queries.getPushSettings());
    const subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    });
    await save.mutateAsync(bodyOf(subscription));
    setState('on');
  };

  const turnOff = async () => {
    const manager = await pushBrowser().pushManager();
    const subscription = await manager?.getSubscription();
    if (subscription) {
      await subscription.unsubscribe();
      // Already forgotten on the server (a 404) is as good as removed.
      await remove.mutateAsync({ endpoint: subscription.endpoint }).catch(() => undefined);
    }
    setState('off');
  };

  const change = async (on: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    setFailed(false);
    try {
      await (on ? turnOn() : turnOff());
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  const quietHours = settings.data?.data.quietHours;

  return (
    <Card as="section" aria-labelledby="profile-device-push" space="md">
      <CardTitle level={2} id="profile-device-push">
        {t(($) => $.push.deviceTitle)}
      </CardTitle>
      {state === 'unsupported' ? (
        <Alert tone="info">{t(($) => $.push.unsupported)}</Alert>
      ) : (
        <Switch
          label={t(($) => $.push.device)}
          description={t(($) => $.push.deviceHint)}
          checked={state === 'on'}
          busy={working || state === 'checking'}
          onCheckedChange={(on) => void change(on)}
        />
      )}
      {state === 'denied' && <Alert tone="caution">{t(($) => $.push.denied)}</Alert>}
      {state !== 'unsupported' && quietHours !== undefined && (
        <Switch
          label={t(($) => $.push.quietHours)}
          description={t(($) => $.push.quietHoursHint)}
          checked={quietHours}
          busy={quiet.isPending}
          onCheckedChange={(on) =>
            quiet.mutate(
              { quietHours: on },
              {
                onSuccess: () =>
                  queryClient.setQueryData(apiKeys.of('getPushSettings'), {
                    success: true as const,
                    data: { publicKey: settings.data?.data.publicKey ?? '', quietHours: on },
                  }),
                onError: () => setFailed(true),
              },
            )
          }
        />
      )}
      <p role="status" className={failed ? styles.error : styles.ok}>
        {failed
          ? t(($) => $.push.failed)
          : working
            ? t(($) => $.push.deviceWorking)
            : state === 'on'
              ? t(($) => $.push.deviceOn)
              : ''}
      </p>
    </Card>
  );
}
