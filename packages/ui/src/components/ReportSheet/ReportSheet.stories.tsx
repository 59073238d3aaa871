import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportImprovement, ReportMessages, ReportStrengths } from './ReportSheet';

const strengths = [
  { category: '空間認識力', score: '100点', comment: '立体の向きや位置関係をすばやくとらえることができています。' },
  { category: '論理的思考力', score: '95点', comment: '順序立てて考え、正しい手順を選ぶ力があります。' },
  { category: '観察力', score: '90点', comment: '細かな違いに気づく力がとても高いです。' },
  { category: '表現力', score: '70点', comment: '四番目の項目は表示されません。' },
];

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ロボット検定の成績表です（得点の高い3分野、伸ばしたい1分野、保護者さまへのメッセージ）。\n\n- **使う場面**：ロボット検定の結果。\n- **使わない場面**：それ以外の表。\n- **バリエーションの選び方**：分野は domain の判定で決まります。\n- **アクセシビリティ**：得点は「92点」のように文字で示し、グラフだけに頼りません。';

const meta = {
  title: 'Widgets/ReportSheet',
  component: ReportStrengths,
  args: { items: strengths },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ReportStrengths>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'とくいなところ' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('表現力')).not.toBeInTheDocument();
  },
  tags: ['visual'],
};

export const Improvement: Story = {
  render: () => (
    <ReportImprovement
      item={{ category: '集中力', score: '60点', comment: '時間を区切って取り組むと、最後まで集中しやすくなります。' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'のばしたいところ' })).toBeVisible();
    await expect(canvas.getByText('集中力')).toBeVisible();
  },
};

export const NoImprovement: Story = {
  render: () => (
    <ReportImprovement
      item={{ category: 'のびしろ満点', comment: 'すべての項目で満点でした。この調子で続けましょう。' }}
    />
  ),
};

export const Messages: Story = {
  render: () => (
    <ReportMessages
      messages={[
        {
          id: '1',
          title: 'ご家庭でのサポート',
          body: '作った作品についてお子さまに説明してもらうと、表現力がさらに伸びます。',
        },
        { id: '2', body: '次回のテストは3か月後です。' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '保護者さまへ' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoMessages: Story = {
  render: () => <ReportMessages messages={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WholeSheet: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <ReportStrengths items={strengths} />
      <ReportImprovement item={{ category: '集中力', score: '60点', comment: '時間を区切って取り組みましょう。' }} />
      <ReportMessages messages={[{ id: '1', body: '毎日の振り返りを続けましょう。' }]} />
    </div>
  ),
};

export const LongJapaneseText: Story = {
  args: {
    items: strengths.map((item) => ({
      ...item,
      comment: `${item.comment}説明文がとても長くなった場合でも、枠からはみ出さずに自然に折り返して読みやすく表示されることを確認するための文章です。`,
    })),
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
