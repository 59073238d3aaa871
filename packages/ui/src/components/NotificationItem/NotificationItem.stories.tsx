import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationItem, notificationKinds } from './NotificationItem';

const meta = {
  title: 'Widgets/NotificationItem',
  component: NotificationItem,
  args: { kind: 'lessonRecord', publishedMonth: '2026年11月', href: '#notification' },
  argTypes: { kind: { control: 'inline-radio', options: notificationKinds } },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /未読：\s*レッスン記録が投稿されました/ });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Read: Story = {
  args: { read: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^レッスン記録が投稿されました/ })).toBeVisible();
    await expect(canvas.queryByText('未読：')).not.toBeInTheDocument();
  },
};

export const Column: Story = {
  args: { kind: 'column', target: '_blank', rel: 'noreferrer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('コラムが配信されました')).toBeVisible();
  },
};

export const Schedule: Story = { args: { kind: 'schedule' } };

export const LongJapaneseText: Story = {
  args: {
    message:
      'さくらさんのレッスン記録が投稿されました。今回はモーターとギアを組み合わせた走行ロボットの製作に挑戦しました。',
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
