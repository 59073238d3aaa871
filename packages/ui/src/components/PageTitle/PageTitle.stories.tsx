import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '画面の見出し（h1）です。\n\n- **使う場面**：各画面の本文の最初。\n- **使わない場面**：ページの中の小見出し（h2 以下）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：画面に1つだけの h1 で、画面の名前（メニューの名前と同じ）にします。';

const meta = {
  title: 'Layout/PageTitle',
  component: PageTitle,
  args: { children: 'スケジュール' },
  parameters: { docs: { description: { component: guide } } },
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
