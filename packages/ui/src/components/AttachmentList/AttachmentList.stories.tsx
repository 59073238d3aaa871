import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttachmentList } from './AttachmentList';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お知らせやインフォメーションの添付ファイルの一覧です（種類のアイコン、ファイル名、サイズ）。\n\n- **使う場面**：本文に添付されたファイルを配るとき。\n- **使わない場面**：書類の一覧ページ（DocumentCard）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：各行はダウンロードのリンクで、リンク名にファイル名とサイズが含まれます。アイコンは読み上げません。';

const meta = {
  title: 'Components/AttachmentList',
  component: AttachmentList,
  args: {
    items: [
      { name: '12月の授業予定.pdf', href: '/api/files/101', size: 1_234_567 },
      { name: '発表会の写真.jpg', href: '/api/files/102', size: 845_300 },
      { name: '持ち物リスト.docx', href: '/api/files/103', size: 24_500 },
      { name: '月謝一覧.xlsx', href: '/api/files/104', size: 999 },
      { name: '作品データ.zip', href: '/api/files/105', size: 12_000_000 },
    ],
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '添付ファイル' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(5);
    // Sizes are 1000-based with 2 decimals.
    await expect(links[0]).toHaveAccessibleName(/12月の授業予定\.pdf.*PDF・1\.23 MB/);
    await expect(links[3]).toHaveAccessibleName(/月謝一覧\.xlsx.*Excel・999 B/);
    await expect(links[0]).toHaveAttribute('href', '/api/files/101');
    await expect(links[0]).toHaveAttribute('download', '12月の授業予定.pdf');
    await expect(links[1]).toHaveAttribute('data-kind', 'image');
  },
  tags: ['visual'],
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongJapaneseText: Story = {
  args: {
    items: [
      {
        name: '2025年度ロボティクスコース冬期特別講座のご案内と参加申込書（保護者さま記入用・提出期限12月15日）.pdf',
        href: '/api/files/201',
        size: 3_456_789,
      },
    ],
  },
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
