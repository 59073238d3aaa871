import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '今いるページの位置を示すパンくずリストです。\n\n- **使う場面**：階層の深い画面（よくある質問の質問、コラムの記事）。\n- **使わない場面**：階層が1段だけの画面（BackLink で十分）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：navigation ランドマークに名前があり、現在のページに aria-current="page" が付きます。';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'ホーム', href: '/' },
      { label: '教室からのお知らせ一覧', href: '/announcement/list' },
      { label: '夏休み期間の授業日程について' },
    ],
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'パンくずリスト' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('夏休み期間の授業日程について')).toHaveAttribute('aria-current', 'page');
  },
  tags: ['visual'],
};

export const SingleLevel: Story = {
  args: { items: [{ label: 'ホーム' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongJapaneseText: Story = {
  args: {
    items: [
      { label: 'ホーム', href: '/' },
      { label: 'みんなの投稿一覧', href: '/lessonRecord/list' },
      { label: 'ロボティクスプロフェッサーコース 第3回「センサーで動くロボットアームを組み立てよう」の作品' },
    ],
  },
  globals: { viewport: { value: 'phone' } },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
