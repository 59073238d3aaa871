import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { containing, t } from '../../app/storyWords';
import { type DeviceSubscription, type PushBrowser, setPushBrowserForStory } from './devicePush';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids.
  title: 'Screens/Profile/DevicePush（この端末に通知する）',
  id: 'screens-profile-device-push',
  component: PortalStory,
  args: { path: '/profile/list' },
  parameters: {
    docs: {
      description: {
        component:
          'プロフィールの「この端末への通知」です。押したときにだけブラウザに通知の許可を求め、許可されるとこの端末を登録します。ブラウザの動きはストーリーの中で置き換えています。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement.querySelector('main') ?? canvasElement);
  const heading = await page.findByRole('heading', { name: t(($) => $.push.deviceTitle) });
  return within(heading.closest('section') as HTMLElement);
};

/** A browser stand-in: what permission it has, what it answers when asked, and whether it is subscribed. */
function fakeBrowser(options: {
  supported?: boolean;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
}): PushBrowser & { asked: () => number } {
  let permission = options.permission ?? 'default';
  let asked = 0;
  let current: DeviceSubscription | null = null;
  const make = (): DeviceSubscription => ({
    endpoint: 'https://push.example.com/story-device',
    toJSON: () => ({
      endpoint: 'https://push.example.com/story-device',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  });
  if (options.subscribed) current = make();
  return {
    asked: () => asked,
    pushManager: async () =>
      options.supported === false
        ? null
        : {
            getSubscription: async () => current,
            subscribe: async () => {
              if (options.subscribeFails) throw new Error('push service unreachable');
              current = make();
              return current;
            },
          },
    permission: () => permission,
    requestPermission: async () => {
      asked += 1;
      permission = options.answer ?? 'granted';
      return permission;
    },
  };
}

const using = (browser: PushBrowser) => () => {
  setPushBrowserForStory(browser);
  return () => setPushBrowserForStory(null);
};

/** Off until pressed; permission is asked only then, and the device is registered. */
export const TurnOn: Story = {
  beforeEach: () => using(fakeBrowser({}))(),
  play: async ({ canvasElement }) => {
    const section = await card(canvasElement);
    const device = section.getByRole('switch', { name: t(($) => $.push.device) });
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    await expect(await section.findByRole('switch', { name: containing(t(($) => $.push.quietHours)) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    await expect(await section.findByText(t(($) => $.push.deviceOn))).toBeVisible();
  },
};

/** Already on: turning it off unsubscribes and removes the device. */
export const TurnOff: Story = {
  beforeEach: () => using(fakeBrowser({ permission: 'granted', subscribed: true }))(),
  play: async ({ canvasElement }) => {
    const section = await card(canvasElement);
    const device = section.getByRole('switch', { name: t(($) => $.push.device) });
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
  },
};

/** The browser or page has no push (no service worker here): said plainly, with no switch to press. */
export const Unsupported: Story = {
  beforeEach: () => using(fakeBrowser({ supported: false }))(),
  play: async ({ canvasElement }) => {
    const section = await card(canvasElement);
    await expect(await section.findByText(containing(t(($) => $.push.unsupported)))).toBeVisible();
    await expect(section.queryByRole('switch', { name: t(($) => $.push.device) })).toBeNull();
  },
};

/** The guardian blocks notifications when asked: what to do next. */
export const Denied: Story = {
  beforeEach: () => using(fakeBrowser({ answer: 'denied' }))(),
  play: async ({ canvasElement }) => {
    const section = await card(canvasElement);
    const device = section.getByRole('switch', { name: t(($) => $.push.device) });
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    await userEvent.click(device);
    await expect(await section.findByText(containing(t(($) => $.push.denied)))).toBeVisible();
    await expect(device).toHaveAttribute('aria-checked', 'false');
  },
};

/** The push service cannot be reached: the switch stays off and says so. */
export const Failure: Story = {
  beforeEach: () => using(fakeBrowser({ subscribeFails: true }))(),
  play: async ({ canvasElement }) => {
    const section = await card(canvasElement);
    const device = section.getByRole('switch', { name: t(($) => $.push.device) });
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    await userEvent.click(device);
    await expect(await section.findByText(t(($) => $.push.failed))).toBeVisible();
    await expect(device).toHaveAttribute('aria-checked', 'false');
  },
};
