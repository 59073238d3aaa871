import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Layout/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
  argTypes: { unreadCount: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    children: (
      <ul>
        <li>ロボット教室 渋谷校からスケジュールが配信されました</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: /^通知\s*（未読3件）$/ });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知' });
    await expect(panel).toHaveTextContent('スケジュールが配信されました');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

/** Zero or unknown: no badge and a plain name, so nothing claims unread items. */
export const NoUnread: Story = {
  args: { unreadCount: undefined },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: '通知' });
    await expect(bell).not.toHaveTextContent(/\d/);
    await userEvent.click(bell);
    await expect(await screen.findByText('新しい通知はありません')).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 128 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: /^通知\s*（未読128件）$/ });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const LongJapaneseText: Story = {
  args: {
    unreadCount: 1,
    children: (
      <p>
        ロボット教室
        渋谷駅前スクール（ロボティクスプロフェッサーコース）の授業レポートが投稿されました。お子さまの作品と講師からのコメントをご覧ください。
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^通知\s*（未読1件）$/ }));
    await expect(await screen.findByText(/授業レポートが投稿されました/)).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  ...ManyUnread,
  globals: { viewport: { value: 'phone' } },
};
