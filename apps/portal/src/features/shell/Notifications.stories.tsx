import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { containing, escapeRegExp, t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Home/Notifications（通知）',
  id: 'screens-home-notifications',
  component: PortalStory,
  args: { path: '/trialclassConfirm' },
  parameters: {
    docs: {
      description: {
        component:
          '画面上部の通知（ベル）の一覧です。未読を先頭に太字で示し、選ぶと既読になって該当する画面を開きます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// The bell's and the items' words in the story's language (issue 36).
const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`^${escapeRegExp(t(($) => $.shell.notifications))}`) });
const panel = () => within(document.body).findByRole('dialog', { name: t(($) => $.shell.notifications) });
const unread = (count: number) => containing(t(($) => $.ui.notificationBell.unread, { count }));
const unreadItem = (type: 1 | 2) =>
  new RegExp(
    `${escapeRegExp(t(($) => $.ui.notificationItem.unread).trim())}\\s*${escapeRegExp(t(($) => $.labels.notificationTypes[type]))}`,
  );

/** The open panel: unread items first in bold with a dot, each with its month. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(unread(2)));
    await userEvent.click(trigger);
    const list = within(await panel());
    await expect(list.getAllByRole('link')).toHaveLength(5);
    await expect(list.getByRole('link', { name: unreadItem(1) })).toHaveAttribute(
      'href',
      '/studentLessonRecord/detail?id=5000',
    );
    await expect(list.getByRole('link', { name: unreadItem(2) })).toHaveAttribute('target', '_blank');
  },
  tags: ['visual'],
};

/** Choosing an unread item marks it read: the count drops and the lesson record opens. */
export const MarkRead: Story = {
  parameters: { msw: { handlers: storyHandlers('role6') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(unread(2)));
    await userEvent.click(trigger);
    await userEvent.click(within(await panel()).getByRole('link', { name: unreadItem(1) }));
    await waitFor(() => expect(trigger).toHaveAccessibleName(unread(1)));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await userEvent.click(trigger);
    await expect(within(await panel()).getByText(t(($) => $.shell.notificationsEmpty))).toBeVisible();
  },
  tags: ['visual'],
};

export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(t(($) => $.shell.notifications)));
    await userEvent.click(trigger);
    await expect(await within(await panel()).findByText(t(($) => $.shell.notificationsUnavailable))).toBeVisible();
  },
};

export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(unread(2)));
    await userEvent.click(trigger);
    await expect(within(await panel()).getAllByRole('link')).toHaveLength(5);
  },
  tags: ['visual'],
};
