import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '一覧や領域に表示するものがないことと、次にできることを伝えます。\n\n- **使う場面**：件数 0 のとき。\n- **使わない場面**：読み込みに失敗したとき（Alert の critical）、読み込み中（Loader / Skeleton）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：見出しと説明を文で書き、次の操作はリンクかボタンにします。';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: '出欠情報はありません' },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('出欠情報はありません')).toBeVisible();
  },
  tags: ['visual'],
};

export const WithDescription: Story = {
  args: { title: '今月の動画はありません', description: '過去の動画は「過去の動画」タブからご覧いただけます。' },
};

export const WithAction: StoryObj<{ onReset: () => void }> = {
  args: { onReset: fn() },
  render: ({ onReset }) => (
    <EmptyState
      title="条件に合うお知らせはありません"
      description="絞り込み条件を変えてお試しください。"
      action={
        <Button variant="secondary" onClick={onReset}>
          条件をリセット
        </Button>
      }
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '条件をリセット' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = { args: { icon: null, title: 'コラムは公開されていません' } };

export const LongJapaneseText: Story = {
  args: {
    title: 'ロボティクスコースを受講中のお子さまがいらっしゃらないため、表示できる動画はありません',
    description:
      'ロボティクスコースの受講をご希望の場合は、お近くの教室までお問い合わせください。無料体験授業も随時受け付けています。',
  },
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
