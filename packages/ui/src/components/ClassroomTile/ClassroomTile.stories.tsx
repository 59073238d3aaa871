import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClassroomTile } from './ClassroomTile';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'チャットで教室を選ぶタイルです（教室名、未読の印、送信待ちの件数）。\n\n- **使う場面**：チャットのクラスの選択。\n- **使わない場面**：文字だけの一覧（LinkList）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：未読の赤い点は色だけでなく名前と一緒に読み上げ、送信待ちの件数も文字で示します。';

const meta = {
  title: 'Widgets/ClassroomTile',
  component: ClassroomTile,
  args: { name: '渋谷教室', href: '#chat', hasUnread: true },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ClassroomTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /渋谷教室/ });
    await expect(canvas.getByRole('img', { name: '未読メッセージあり' })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const Read: Story = {
  args: { hasUnread: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: '未読メッセージあり' })).not.toBeInTheDocument();
  },
};

export const LongJapaneseText: Story = {
  args: { name: 'ロボット科学教育クラブ 東京都渋谷区恵比寿ガーデンプレイス前駅前スクエア教室' },
  tags: ['visual'],
};

/** Issue 30: messages written offline still wait to be sent to this classroom; the tile says so in words. */
export const WaitingToSend: Story = {
  args: { hasUnread: false, waitingLabel: '送信待ち 2件' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /渋谷教室.*送信待ち 2件/ })).toBeVisible();
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
