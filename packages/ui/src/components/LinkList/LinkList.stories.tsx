import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkList } from './LinkList';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'それぞれがページを開く行の一覧です（よくある質問のカテゴリー、質問、検索結果）。\n\n- **使う場面**：選んで次のページへ進む一覧。\n- **使わない場面**：お知らせ（NewsList）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：list と link で構成し、件数が読み上げられます。';

const meta = {
  title: 'Widgets/LinkList',
  component: LinkList,
  args: {
    'aria-label': 'よくある質問',
    items: [
      { id: 1, href: '#1', title: '入会・退会' },
      { id: 2, href: '#2', title: '授業・振替' },
      { id: 3, href: '#3', title: '料金・お支払い' },
    ],
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof LinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '授業・振替' })).toHaveAttribute('href', '#2');
  },
  tags: ['visual'],
};

export const WithMetaAndDescription: Story = {
  args: {
    items: [
      {
        id: 1,
        href: '#1',
        meta: '授業・振替 ＞ 振替授業',
        title: '振替授業はいつまでに申し込めばよいですか',
        description: '欠席する授業日の前日18時までに、マイページの「教室へのチャット」からお申し出ください。',
      },
      {
        id: 2,
        href: '#2',
        meta: '入会・退会 ＞ 休会・退会',
        title: '休会の手続き方法を教えてください（休会期間中の教材の取り扱いと、再開時の振替授業の扱いについて）',
        description: '休会をご希望の月の前月20日までに、教室へ休会届をご提出ください。',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /授業・振替 ＞ 振替授業\s*振替授業はいつまでに/ })).toBeVisible();
  },
};

export const Phone: Story = { ...WithMetaAndDescription, globals: { viewport: { value: 'phone' } } };
