import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationItem, notificationKinds } from './NotificationItem';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '通知の一覧の1行です。\n\n- **使う場面**：NotificationBell のパネルの中。\n- **使わない場面**：お知らせの一覧（NewsList）。\n- **バリエーションの選び方**：`lessonRecord`・`column`・`schedule` で種類のアイコンが変わります。\n- **アクセシビリティ**：未読は太字と点に加え、文字で読み上げます。';

const meta = {
  title: 'Widgets/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'lessonRecord',
    message: '授業の記録が投稿されました',
    publishedMonth: '2026年11月',
    href: '#notification',
  },
  argTypes: { kind: { control: 'inline-radio', options: notificationKinds } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /未読：\s*授業の記録が投稿されました/ });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const Read: Story = {
  args: { read: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^授業の記録が投稿されました/ })).toBeVisible();
    await expect(canvas.queryByText('未読：')).not.toBeInTheDocument();
  },
};

export const Column: Story = {
  args: { kind: 'column', message: 'コラムが配信されました', target: '_blank', rel: 'noreferrer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('コラムが配信されました')).toBeVisible();
    // A column opens on another site in a new tab: the link says so before it is followed.
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/コラムが配信されました.*（新しいタブで開きます）/);
  },
};

export const Schedule: Story = { args: { kind: 'schedule', message: 'スケジュールが配信されました' } };

export const LongJapaneseText: Story = {
  args: {
    message:
      'さくらさんの授業の記録が投稿されました。今回はモーターとギアを組み合わせた走行ロボットの製作に挑戦しました。',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
