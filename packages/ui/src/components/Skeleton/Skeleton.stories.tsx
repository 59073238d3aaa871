import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Skeleton, skeletonShapes } from './Skeleton';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '内容の形を先に見せる読み込み中の表示です。\n\n- **使う場面**：一覧やカードの読み込み。\n- **使わない場面**：短い待ち、ボタンの中（Loader）。\n- **バリエーションの選び方**：文の形（`text`、行数を指定）などの形があります。\n- **アクセシビリティ**：読み上げからは隠し、読み込み中であることは領域の aria-busy か Loader が伝えます。';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const Loading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="お知らせ">
      <Card>
        <Skeleton shape="rect" />
        <Skeleton width="70%" />
        <Skeleton lines={2} />
      </Card>
    </section>
  ),
  play: async ({ canvas }) => {
    // Placeholders are not content: the region is busy and the bones are hidden from assistive technology.
    const region = canvas.getByRole('region', { name: 'お知らせ' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    for (const bone of region.querySelectorAll('[data-shape]')) {
      await expect(bone.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const ProfileRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <Skeleton width={160} />
    </div>
  ),
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
