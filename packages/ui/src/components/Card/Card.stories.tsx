import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { spaces } from '../Stack';
import { Card, CardTitle, cardElevations, cardPaddings, cardTones } from './Card';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '1つの項目の内容をまとめる面です。\n\n- **使う場面**：一覧の1件、ひとまとまりの情報。\n- **使わない場面**：ページ全体の区切り（見出しと Stack で十分）。\n- **バリエーションの選び方**：`default`、控えめな `muted`、注意を引く `caution`。\n- **アクセシビリティ**：カードの中の見出し（CardTitle）で内容を伝えます。カード全体をリンクにするときはリンク名を見出しにします。';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { padding: 'md', elevation: 'raised' },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
    space: { control: 'inline-radio', options: spaces },
    tone: { control: 'inline-radio', options: cardTones },
    accent: { control: 'select', options: [undefined, 'pink', 'orange', 'green', 'blue', 'lightBlue', 'other'] },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardTitle>12月の授業について</CardTitle>
      <p style={{ margin: 0 }}>年末年始は12月29日から1月3日までお休みです。</p>
    </Card>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const CourseAccent: Story = { args: { accent: 'green', as: 'article' } };

/** Spec 1 §4: a test already taken, greyed out below one that can be opened. */
export const Muted: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Card {...args} data-testid="open">
        <CardTitle>ロボット検定 ベーシック</CardTitle>
        <p style={{ margin: 0 }}>受験できます</p>
      </Card>
      <Card {...args} tone="muted" data-testid="taken">
        <CardTitle>ロボット検定 ミドル</CardTitle>
        <p style={{ margin: 0 }}>受験済み</p>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const open = getComputedStyle(canvas.getByTestId('open'));
    const taken = getComputedStyle(canvas.getByTestId('taken'));
    // Greyed: its own background and muted text, so it reads as not for now.
    await expect(taken.backgroundColor).not.toBe(open.backgroundColor);
    await expect(taken.color).not.toBe(open.color);
  },
};

/** A card that asks the family to act (home's membership reminder): its border in the caution tone. */
export const Caution: Story = { tags: ['visual'], args: { tone: 'caution', as: 'section' } };

export const WiderSpace: Story = {
  args: { space: 'lg' },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }} data-testid="card">
      <CardTitle>12月の授業について</CardTitle>
      <p style={{ margin: 0 }}>年末年始は12月29日から1月3日までお休みです。</p>
    </Card>
  ),
  play: async ({ canvas }) => {
    // A page's main card spaces its parts wider than the default sm (8px in the light theme).
    await expect(Number.parseFloat(getComputedStyle(canvas.getByTestId('card')).rowGap)).toBeGreaterThan(8);
  },
};

export const WholeCardLink: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16, maxWidth: 360 }}>
      <Card {...args} as="li">
        <CardTitle href="/lessonRecord/detail?id=1">ロボットが階段をのぼったよ</CardTitle>
        <p style={{ margin: 0 }}>はるとくん・2025年11月</p>
        <Badge tone="info">公開中</Badge>
      </Card>
    </ul>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ロボットが階段をのぼったよ' });
    await expect(link).toHaveAttribute('href', '/lessonRecord/detail?id=1');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const ExternalLink: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardTitle href="https://example.com/column/1" external>
        プログラミング的思考を育てるコツ
      </CardTitle>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'プログラミング的思考を育てるコツ' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Empty: Story = {
  render: (args) => <Card {...args} style={{ maxWidth: 360, minHeight: 80 }} />,
};

export const LongJapaneseText: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: 280 }}>
      <CardTitle>
        ロボティクスアドバンスコース冬期特別講座「自律走行ロボットでめいろを攻略しよう」開催のお知らせ
      </CardTitle>
      <p style={{ margin: 0 }}>
        ＵＲＬ：https://example.com/very/long/path/that/should/wrap/inside/the/card/without/overflowing
      </p>
    </Card>
  ),
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
