import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';

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

const bell = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: /^通知/ });
const panel = () => within(document.body).findByRole('dialog', { name: '通知' });

/** The open panel: unread items first in bold with a dot, each with its month. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(/未読2件/));
    await userEvent.click(trigger);
    const list = within(await panel());
    await expect(list.getAllByRole('link')).toHaveLength(5);
    await expect(list.getByRole('link', { name: /未読：\s*授業の記録が投稿されました/ })).toHaveAttribute(
      'href',
      '/studentLessonRecord/detail?id=5000',
    );
    await expect(list.getByRole('link', { name: /未読：\s*コラムが配信されました/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
  tags: ['visual'],
};

/** Choosing an unread item marks it read: the count drops and the lesson record opens. */
export const MarkRead: Story = {
  parameters: { msw: { handlers: storyHandlers('role6') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(/未読2件/));
    await userEvent.click(trigger);
    await userEvent.click(within(await panel()).getByRole('link', { name: /未読：\s*授業の記録が投稿されました/ }));
    await waitFor(() => expect(trigger).toHaveAccessibleName(/未読1件/));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await userEvent.click(trigger);
    await expect(within(await panel()).getByText('新しい通知はありません')).toBeVisible();
  },
  tags: ['visual'],
};

export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName('通知'));
    await userEvent.click(trigger);
    await expect(
      await within(await panel()).findByText('通知を読み込めませんでした。時間をおいて再度お試しください。'),
    ).toBeVisible();
  },
};

export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const trigger = await bell(canvasElement);
    await waitFor(() => expect(trigger).toHaveAccessibleName(/未読2件/));
    await userEvent.click(trigger);
    await expect(within(await panel()).getAllByRole('link')).toHaveLength(5);
  },
  tags: ['visual'],
};
