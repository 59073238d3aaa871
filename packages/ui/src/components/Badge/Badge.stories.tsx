import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeEmphases, badgeTones, CourseBadge, ImportantBadge, UnreadDot } from './Badge';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '状況を短く示すラベルです（未読、重要、受付中、コース名）。\n\n- **使う場面**：一覧の行やカードで状況をひと目で伝えるとき。\n- **使わない場面**：文で説明が必要な知らせ（Alert）、押せる要素（Button）。\n- **バリエーションの選び方**：`critical`・`positive`・`caution`・`info`・`neutral`。コースは CourseBadge、重要は ImportantBadge、未読の点は UnreadDot。\n- **アクセシビリティ**：色だけで意味を伝えず、必ず文字で状況を書きます。UnreadDot は読み上げ用の文言を持ちます。';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '予約完了', tone: 'positive', emphasis: 'solid' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

const toneLabels = { critical: 'キャンセル', positive: '出席', caution: '予約確認中', info: '振替', neutral: '欠席' };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {badgeEmphases.map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {toneLabels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [solid] = canvas.getAllByText('キャンセル');
    await expect(solid).toHaveAttribute('data-tone', 'critical');
  },
};

export const Important: Story = {
  render: () => (
    <p>
      <ImportantBadge /> 台風接近に伴う休講のお知らせ
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('重要')).toBeVisible();
  },
};

export const Unread: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <UnreadDot /> 12月の教室スケジュールについて
    </p>
  ),
  play: async ({ canvas }) => {
    // The dot is visual; its meaning reaches screen readers as text.
    await expect(canvas.getByText('未読')).toBeInTheDocument();
  },
};

export const Course: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <CourseBadge colorKey="pink">ロボティクスプロ</CourseBadge>
      <CourseBadge colorKey="orange">ロボティクスアドバンス</CourseBadge>
      <CourseBadge colorKey="green">ロボティクスベーシック</CourseBadge>
      <CourseBadge colorKey="blue">ミドル</CourseBadge>
      <CourseBadge colorKey="lightBlue">プライマリー</CourseBadge>
      <CourseBadge colorKey="other">サイエンスゲート</CourseBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ロボティクスプロ')).toHaveAttribute('data-color', 'pink');
  },
};

export const LongJapaneseText: Story = {
  args: {
    tone: 'caution',
    children: '振替先の授業が確定するまでお待ちください（教室からのご連絡をお待ちください）',
  },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = {
  args: { tone: 'info', children: '体験授業の予約待ち' },
  globals: { viewport: { value: 'phone' } },
};
