import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttendanceCard, attendanceStatuses } from './AttendanceCard';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '1回の授業の出席状況（出席・欠席・振替・休講）を示すカードです。\n\n- **使う場面**：出席の画面の月ごとの一覧。\n- **使わない場面**：予定の表示（ScheduleItem）。\n- **バリエーションの選び方**：状況はバッジの文言で示し、色は補助です。\n- **アクセシビリティ**：日付と状況が1つのまとまりとして読み上げられます。';

const meta = {
  title: 'Widgets/AttendanceCard',
  component: AttendanceCard,
  args: {
    courseName: 'ロボット',
    date: '2026年11月18日',
    weekday: '水',
    hour: '16:00〜17:30',
    classroomName: '渋谷教室',
    groupName: '水曜16時クラス',
    status: 'attended',
  },
  argTypes: { status: { control: 'inline-radio', options: attendanceStatuses } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof AttendanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

// The result's word is shown beside its mark, not only read out (issue 31 item 17): it takes real width.
const shown = (element: HTMLElement) => expect(element.getBoundingClientRect().width).toBeGreaterThan(8);

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ロボットコース' })).toBeVisible();
    await shown(canvas.getByText('出席'));
    await expect(canvas.getByText('2026年11月18日（水） 16:00〜17:30')).toBeVisible();
  },
  tags: ['visual'],
};

export const Absent: Story = {
  args: { status: 'absent' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('欠席'));
  },
};

export const TransferredAttended: Story = {
  args: {
    status: 'transferred',
    transfer: { date: '2026年11月22日（日）10:00〜11:30', classroomName: '恵比寿教室', status: 'attended' },
  },
  play: async ({ canvas }) => {
    const transfer = canvas.getByRole('group', { name: '振替先' });
    await expect(within(transfer).getByText('恵比寿教室')).toBeVisible();
    await expect(within(transfer).getByText('●')).toBeVisible();
  },
};

export const TransferredAbsent: Story = {
  args: {
    status: 'transferred',
    transfer: { date: '2026年11月22日（日）10:00〜11:30', classroomName: '恵比寿教室', status: 'absent' },
  },
  play: async ({ canvas }) => {
    const transfer = canvas.getByRole('group', { name: '振替先' });
    await expect(within(transfer).getByText('×')).toBeVisible();
    await expect(within(transfer).getByText('欠席')).toBeInTheDocument();
  },
};

export const LongJapaneseText: Story = {
  args: {
    courseName: 'ロボットプログラミング講座アドバンスト',
    classroomName: 'ロボット科学教育クラブ 東京都渋谷区恵比寿ガーデンプレイス前駅前スクエア教室',
    groupName: '水曜日十六時開始の上級者向け特別クラス（定員八名）',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
