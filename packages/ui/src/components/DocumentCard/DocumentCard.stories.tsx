import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DocumentCard, DocumentCardGrid } from './DocumentCard';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '教室から届いた書類を示すカードです（種類、名前、日付）。\n\n- **使う場面**：書類の一覧。\n- **使わない場面**：本文に付いた添付（AttachmentList）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：カードのリンク名は書類名で、ファイルの種類も読み上げます。';

const meta = {
  title: 'Widgets/DocumentCard',
  component: DocumentCard,
  args: {
    title: '料金表',
    comments: 'コースごとの月謝、教材費、入会金の一覧です。兄弟姉妹割引についても記載しています。',
    href: 'https://www.example.com/manabi/price-list.pdf',
    imageSrc:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23d9ecff"/%3E%3C/svg%3E',
    imageAlt: '料金表の表紙',
    external: true,
    onOpen: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof DocumentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '料金表' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /資料を見る.*料金表.*新しいタブ/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
  tags: ['visual'],
};

/** What a click on the picture or the title lands on: the card's one link (one tab stop, one announcement). */
const linkAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a');
};

/** The picture and the title open the document too, through the card's one link. */
export const PictureAndTitleOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /資料を見る.*料金表/ });
    const picture = canvasElement.querySelector('img');
    if (!picture) throw new Error('no picture');
    await expect(linkAt(picture)).toBe(link);
    await expect(linkAt(canvas.getByRole('heading', { name: '料金表' }))).toBe(link);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithoutImageOrComments: Story = {
  args: { imageSrc: null, comments: null, external: false, href: '#trial', title: '体験授業のご案内' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /画像を読み込めませんでした/ })).toBeVisible();
  },
};

export const Grid: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <DocumentCardGrid aria-label="関連資料">
      {['教室パンフレット', '料金表', '年間スケジュール（今年度の授業日と休講日のカレンダー）'].map((title) => (
        <li key={title}>
          <DocumentCard {...args} title={title} imageAlt={`${title}の表紙`} />
        </li>
      ))}
    </DocumentCardGrid>
  ),
};

export const Phone: Story = { ...Grid, globals: { viewport: { value: 'phone' } } };
