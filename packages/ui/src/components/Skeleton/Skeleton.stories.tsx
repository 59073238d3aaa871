import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
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
