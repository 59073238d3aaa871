import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'Layout/PageTitle',
  component: PageTitle,
  args: { children: 'スケジュール' },
} satisfies Meta<typeof PageTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'スケジュール' })).toBeVisible();
  },
  tags: ['visual'],
};

export const WithActions: Story = {
  args: {
    children: '教室からのお知らせ一覧',
    actions: (
      <button type="button" style={{ minHeight: 44 }}>
        絞り込む
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '絞り込む' })).toBeVisible();
  },
};

export const LongJapaneseText: Story = {
  args: { children: 'ロボット教室・プログラミング教室 体験授業のお申し込み内容の確認とご来校日時のご案内' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // Wraps instead of overflowing the phone screen.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
