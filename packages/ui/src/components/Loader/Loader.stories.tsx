import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader, loaderSizes } from './Loader';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '読み込み中を示すスピナーです。\n\n- **使う場面**：短い待ち時間、ボタンの中。\n- **使わない場面**：内容の形がわかる読み込み（Skeleton）。\n- **バリエーションの選び方**：`sm`・`md`・`lg`。\n- **アクセシビリティ**：「読み込み中」を status で読み上げます。動きを減らす設定でも状況がわかります。';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: loaderSizes } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
  },
  tags: ['visual'],
};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'お知らせを読み込んでいます' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {loaderSizes.map((size) => (
        <Loader key={size} size={size} label={`読み込み中（${size}）`} />
      ))}
    </div>
  ),
};

export const Inline: Story = {
  render: () => (
    <p>
      送信しています <Loader inline size="sm" label="送信中" />
    </p>
  ),
};

export const LongJapaneseText: Story = {
  args: { showLabel: true, label: '動画プレーヤーを準備しています。通信環境によっては時間がかかる場合があります。' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = { args: { showLabel: true }, globals: { viewport: { value: 'phone' } } };
