import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, alertTones } from './Alert';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ページの中で状況を知らせる帯です（送信できなかった、入会手続きが完了していない など）。\n\n- **使う場面**：ページ全体やフォーム全体に関わる知らせ。\n- **使わない場面**：項目ごとのエラー（Field の error）、一時的な完了通知（Toast）。\n- **バリエーションの選び方**：`critical` は失敗・要対応、`caution` は注意、`positive` は完了、`info` は案内。色だけに頼らず文で状況を書きます。\n- **アクセシビリティ**：`critical` は role="alert" で読み上げられ、それ以外は通常の領域です。見出しを付けると要点が伝わります。';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: 'お知らせ', children: '12月29日から1月3日まで教室はお休みです。' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12月29日から1月3日まで教室はお休みです。');
  },
  tags: ['visual'],
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="critical" title="送信できませんでした">
        通信環境をご確認のうえ、もう一度お試しください。
      </Alert>
      <Alert tone="caution" title="未回答の設問があります">
        回答せずに次へ進むこともできます。
      </Alert>
      <Alert tone="positive" title="送信しました">
        教室からの返信をお待ちください。
      </Alert>
      <Alert tone="info">体験授業は1回90分です。</Alert>
    </div>
  ),
};

export const ErrorState: Story = {
  args: { tone: 'critical', title: '読み込みに失敗しました', children: 'ページを再読み込みしてください。' },
  play: async ({ canvas }) => {
    // A critical alert interrupts: assistive technology announces it at once.
    await expect(canvas.getByRole('alert')).toHaveTextContent('読み込みに失敗しました');
    // Named by its title, so a list of landmarks and regions says what the alert is about.
    await expect(canvas.getByRole('alert', { name: '読み込みに失敗しました' })).toBeVisible();
  },
  tags: ['visual'],
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'caution', children: '入力内容をご確認ください。' },
};

export const LongJapaneseText: Story = {
  args: {
    tone: 'caution',
    title: '受講中のお子さまのロボティクスコースの振替授業のお申し込み期限が近づいています',
    children:
      '振替授業は授業日の前日17時までに教室へご連絡ください。期限を過ぎたお申し込みはお受けできない場合があります。詳しくはhttps://example.com/faq/transfer/lesson/guideをご覧ください。',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
