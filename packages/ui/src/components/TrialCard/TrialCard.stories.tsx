import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrialCard, trialStatuses } from './TrialCard';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '体験授業・個別相談のお申し込み1件のカードです（状況、日時、教室）。\n\n- **使う場面**：お申し込み状況の一覧。\n- **使わない場面**：それ以外の一覧。\n- **バリエーションの選び方**：状況のバッジは domain の trialBadge が決めます。\n- **アクセシビリティ**：状況は文字で示し、希望日は第3希望まで並べます。';

const meta = {
  title: 'Widgets/TrialCard',
  component: TrialCard,
  args: {
    receiptNumber: 'T-20261205-0012',
    status: 'reserved',
    statusLabel: '予約完了',
    undatedText: '日程調整中',
    schedule: '2026年12月5日（土） 10:00〜11:00',
    courseName: 'ロボット教室',
    classroomName: '渋谷教室',
  },
  argTypes: { status: { control: 'inline-radio', options: trialStatuses } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TrialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '受付番号 T-20261205-0012' })).toBeVisible();
    await expect(canvas.getByText('予約完了')).toBeVisible();
    await expect(canvas.getByText('2026年12月5日（土） 10:00〜11:00')).toBeVisible();
  },
  tags: ['visual'],
};

export const Pending: Story = { args: { status: 'pending', statusLabel: '予約確認中' } };

export const Cancelled: Story = {
  args: { status: 'cancelled', statusLabel: 'キャンセル' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('キャンセル')).toBeVisible();
  },
};

export const PreferredDates: Story = {
  args: {
    status: 'pending',
    statusLabel: '予約確認中',
    schedule: undefined,
    preferredDates: [
      '12月6日（日） 10:00〜11:00',
      '12月12日（土） 13:00〜14:00',
      '12月13日（日） 15:00〜16:00',
      '余分な4件目',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('第1希望：12月6日（日） 10:00〜11:00')).toBeVisible();
    await expect(canvas.queryByText(/余分な4件目/)).not.toBeInTheDocument();
  },
};

export const Undated: Story = {
  args: { status: 'pending', statusLabel: '予約確認中', schedule: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('日程調整中')).toBeVisible();
  },
};

export const LongJapaneseText: Story = {
  args: {
    courseName: 'ロボットプログラミング講座アドバンスト（上級者向け特別カリキュラム体験会）',
    classroomName: 'ロボット科学教育クラブ 東京都渋谷区恵比寿ガーデンプレイス前駅前スクエア教室',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
