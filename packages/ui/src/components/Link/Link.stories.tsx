import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants } from './Link';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '文中やページのリンクです。アプリ内はルーターのリンク、外部は新しいタブで安全に開きます。\n\n- **使う場面**：ほかのページへ移動するとき。\n- **使わない場面**：画面の中の操作（Button）。\n- **バリエーションの選び方**：`inline` は文中、`standalone` は単独の行、`button` はボタンの見た目の移動。\n- **アクセシビリティ**：外部リンクは新しいタブで開くことを読み上げます。リンク名だけで行き先がわかるように書きます。';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/announcement/list', children: 'お知らせ一覧へ', variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'お知らせ一覧へ' });
    await expect(link).toHaveAttribute('href', '/announcement/list');
    await expect(link).not.toHaveAttribute('target');
  },
  tags: ['visual'],
};

export const InlineInText: Story = {
  render: () => (
    <p>
      ご不明な点は<Link href="/faq">よくあるご質問</Link>をご覧ください。
    </p>
  ),
};

export const External: Story = {
  args: { href: 'https://example.com/contact', external: true, children: 'お問い合わせ' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^お問い合わせ\s*（新しいタブで開きます）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The one action of an item that opens a page of its own (an assessment test in its tab). */
export const AsButton: Story = {
  tags: ['visual'],
  args: { href: '/quiz/LMS-RA/1/RA-M', children: '受験する', variant: 'button', external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^受験する/ });
    // A touch target like the kit's buttons, and still a link that opens its tab.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const LongJapaneseText: Story = {
  args: {
    variant: 'inline',
    children:
      'ロボティクスコース保護者向け説明会の資料（2025年度版・授業の進め方と家庭学習のポイントについて）はこちら',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
