import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RangeCaption } from './RangeCaption';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '「全42件中 11〜20件を表示」のように一覧の範囲を示す文です。\n\n- **使う場面**：ページ送りのある一覧の上。\n- **使わない場面**：件数だけで十分なとき。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：ページを変えると status で控えめに読み上げます。';

const meta = {
  title: 'Components/RangeCaption',
  component: RangeCaption,
  args: { total: 42, from: 11, to: 20 },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof RangeCaption>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('全42件中 11〜20件を表示')).toBeVisible();
  },
  tags: ['visual'],
};

export const Empty: Story = {
  args: { total: 0, from: null, to: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('全0件')).toBeVisible();
  },
};

export const LargeTotal: Story = { args: { total: 12345, from: 12341, to: 12345 } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
