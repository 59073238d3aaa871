/**
 * The browser's side of Web Push (issue 34, ADR 055), behind one small interface so the profile's switch can be
 * shown in every state in Storybook without a real push service.
 */
export type DeviceSubscription = {
  endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
};

export type DevicePushManager = {
  getSubscription(): Promise<DeviceSubscription | null>;
  subscribe(options: {
    userVisibleOnly: true;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<DeviceSubscription>;
};

export type PushBrowser = {
  /**
   * The push manager of the worker that controls this page; null when the browser has no Push API or no service
   * worker is registered here (a development build, a private window), so notifications cannot be had.
   */
  pushManager(): Promise<DevicePushManager | null>;
  permission(): NotificationPermission | 'unsupported';
  requestPermission(): Promise<NotificationPermission>;
};

const realBrowser: PushBrowser = {
  async pushManager() {
    if (
      typeof navigator === 'undefined' ||
      !('serviceWorker' in navigator) ||
      typeof window === 'undefined' ||
      !('PushManager' in window) ||
      typeof Notification === 'undefined'
    ) {
      return null;
    }
    // `ready` never settles without a worker: ask for a registration first.
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return null;
    return (await navigator.serviceWorker.ready).pushManager as unknown as DevicePushManager;
  },
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  requestPermission: () => Notification.requestPermission(),
};

let override: PushBrowser | null = null;

/** Stories stand in for the browser (null: the real one again). */
export function setPushBrowserForStory(browser: PushBrowser | null): void {
  override = browser;
}

export const pushBrowser = (): PushBrowser => override ?? realBrowser;

/** The server's base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
