import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from '../components/Alert';
import { Badge, badgeTones, CourseBadge, ImportantBadge, UnreadDot } from '../components/Badge';
import { Button } from '../components/Button';
import { Card, CardTitle } from '../components/Card';
import { CopyField } from '../components/CopyField';
import { EmptyState } from '../components/EmptyState';
import { Link } from '../components/Link';
import { Pager } from '../components/Pager';
import { RangeCaption } from '../components/RangeCaption';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs';
import { Toast } from '../components/Toast';
import { vars } from '../styles/vars.css';

function Specimen() {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.surface, color: vars.color.text }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>申し込む</Button>
        <Button variant="secondary">戻る</Button>
        <Button variant="danger">報告する</Button>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} emphasis="subtle">
            {tone}
          </Badge>
        ))}
        <ImportantBadge />
        <UnreadDot />
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <CourseBadge colorKey="pink">RP</CourseBadge>
        <CourseBadge colorKey="orange">RB</CourseBadge>
        <CourseBadge colorKey="green">RM</CourseBadge>
        <CourseBadge colorKey="blue">RA</CourseBadge>
        <CourseBadge colorKey="lightBlue">SGS</CourseBadge>
        <CourseBadge colorKey="other">その他</CourseBadge>
      </div>
      <Alert tone="critical" title="送信できませんでした">
        もう一度お試しください。
      </Alert>
      <Alert tone="caution">振替の期限が近づいています。</Alert>
      <Alert tone="positive">送信しました。</Alert>
      <Card accent="green">
        <CardTitle href="/lessonRecord/detail?id=1">ロボットが階段をのぼったよ</CardTitle>
        <p style={{ margin: 0, color: vars.color.textMuted }}>はると・2025年11月</p>
      </Card>
      <Tabs defaultValue="now">
        <TabList aria-label="動画の種類">
          <Tab value="now">今月の動画</Tab>
          <Tab value="past">過去の動画</Tab>
        </TabList>
        <TabPanel value="now">
          <EmptyState title="今月の動画はありません" />
        </TabPanel>
        <TabPanel value="past" />
      </Tabs>
      <RangeCaption total={42} from={11} to={20} />
      <Pager current={2} last={5} onPageChange={() => {}} />
      <p style={{ margin: 0 }}>
        詳しくは<Link href="/faq">よくあるご質問</Link>をご覧ください。
      </p>
      <CopyField label="ご紹介コード" value="SHOKAI-2025-0412" code />
      <Toast message="動画が見つかりませんでした" />
    </div>
  );
}

// One specimen in every theme: axe checks each theme's contrast, which proves the contract holds.
const meta = {
  title: 'Foundations/Themes',
  render: () => <Specimen />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('theme-light');
  },
  tags: ['visual'],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('theme-dark');
    // The same component reads the dark values: its surface is no longer white.
    const button = canvas.getByRole('button', { name: '戻る' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(13, 17, 23)');
  },
  tags: ['visual'],
};

export const DarkPhone: Story = { globals: { theme: 'dark', viewport: { value: 'phone' } }, tags: ['visual'] };
