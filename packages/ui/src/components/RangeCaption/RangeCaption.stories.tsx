import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RangeCaption } from './RangeCaption';

const meta = {
  title: 'Components/RangeCaption',
  component: RangeCaption,
  args: { total: 42, from: 11, to: 20 },
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
