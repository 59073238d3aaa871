import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichContent } from './RichContent';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お知らせ・インフォメーション・よくある質問の HTML 本文を、無害化して表示します。\n\n- **使う場面**：サーバーから届く本文。\n- **使わない場面**：kit の文言や短い文（そのまま書く）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：本文の見出し・リストの構造をそのまま保ちます。';

const meta = {
  title: 'Components/RichContent',
  component: RichContent,
  args: {
    html: `<h2>冬期講習のご案内</h2>
<p>いつも教室をご利用いただきありがとうございます。<strong>12月26日（金）</strong>から冬期講習を開講します。</p>
<ul><li>対象：小学3年生〜6年生</li><li>持ち物：筆記用具、上履き</li></ul>
<p>詳しくは<a href="https://example.com/winter" target="_blank">特設ページ</a>をご覧ください。</p>
<table><tr><th>日程</th><th>時間</th></tr><tr><td>12月26日</td><td>10:00〜12:00</td></tr></table>`,
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof RichContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '冬期講習のご案内' })).toBeVisible();
    const link = canvas.getByRole('link', { name: '特設ページ' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
  tags: ['visual'],
};

export const SanitisesScripts: Story = {
  args: {
    html: `<p>お知らせ本文です。</p>
<img alt="" onerror="window.__xss = true">
<script>window.__xss = true</script>
<a href="javascript:window.__xss=true">危険なリンク</a>`,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('お知らせ本文です。')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('危険なリンク')).not.toHaveAttribute('href');
    await expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongJapaneseText: Story = {
  args: {
    html: '<p>保護者のみなさまへ。ロボティクスコースでは、毎月の授業で作成した作品をご家庭でもご覧いただけるよう、作品の写真と先生からのコメントを掲載しています。URL：https://example.com/robotics/works/2025/december/gallery/index.html</p>',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
