import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewsList } from './NewsList';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お知らせやインフォメーションの行の一覧です（日付、印、タイトル、未読の点）。\n\n- **使う場面**：教室からのお知らせ、インフォメーションの一覧とマイページの欄。\n- **使わない場面**：よくある質問（LinkList）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：各行はリンクで、未読・重要は文字でも読み上げます。';

const meta = {
  title: 'Widgets/NewsList',
  component: NewsList,
  args: {
    'aria-label': 'お知らせ',
    items: [
      { id: 1, href: '#1', title: '来月の授業日程のお知らせ', date: '2026/11/20', unread: true },
      { id: 2, href: '#2', title: '休講日のお知らせ', date: '2026/11/13', important: true },
      { id: 3, href: '#3', title: '作品発表会開催のお知らせ', date: '2026/11/02', label: 'イベント' },
    ],
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /来月の授業日程のお知らせ\s*未読/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /重要\s*休講日のお知らせ/ })).toBeVisible();
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    items: [
      {
        id: 1,
        href: '#1',
        title:
          '台風接近に伴う休講の可能性と振替授業の申請方法、および教室からの連絡手段についての重要なお知らせ（必ずお読みください）',
        date: '2026/11/20',
        unread: true,
        important: true,
        label: '教室からのお知らせ',
      },
    ],
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
