import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Card, CardTitle, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { padding: 'md', elevation: 'raised' },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
    accent: { control: 'select', options: [undefined, 'pink', 'orange', 'green', 'blue', 'lightBlue', 'other'] },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardTitle>12月の授業について</CardTitle>
      <p style={{ margin: 0 }}>年末年始は12月29日から1月3日までお休みです。</p>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const CourseAccent: Story = { args: { accent: 'green', as: 'article' } };

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
