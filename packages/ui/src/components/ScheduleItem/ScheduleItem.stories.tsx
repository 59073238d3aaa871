import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScheduleItem, scheduleTransferFlags } from './ScheduleItem';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '予定の1つの授業です（休講などは灰色）。\n\n- **使う場面**：カレンダーの日の詳細、予定の一覧。\n- **使わない場面**：出席の記録（AttendanceCard）。\n- **バリエーションの選び方**：灰色にするかどうかは domain の scheduleDisplay が決めます。\n- **アクセシビリティ**：時刻は 10:00〜11:30 の形で、状態は文字でも示します。';

const meta = {
  title: 'Widgets/ScheduleItem',
  component: ScheduleItem,
  args: { kidName: 'さくら', courseName: 'ロボット プライマリー', hour: '16:00〜17:30', date: '11月18日（水）' },
  argTypes: { transferFlag: { control: 'inline-radio', options: scheduleTransferFlags } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ScheduleItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('さくら')).toBeVisible();
    await expect(canvasElement.firstElementChild).not.toHaveAttribute('data-muted');
  },
  tags: ['visual'],
};

// Spec 1 §4: transferFlag 1 greys the lesson, tags it 'original' and shows its new date and time.
export const TransferredFrom: Story = {
  args: { transferFlag: 1, transferDate: '11月22日（日）', transferHour: '10:00〜11:30' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('振替元')).toBeVisible();
    await expect(canvas.getByText('振替先：11月22日（日） 10:00〜11:30')).toBeVisible();
    await expect(canvasElement.querySelector('[data-muted]')).not.toBeNull();
  },
};

// Spec 1 §4: transferFlag 2 (the lesson moved here) is not greyed and shows the original date and time.
export const TransferredTo: Story = {
  args: { transferFlag: 2, date: '11月22日（日）', originDate: '11月18日（水）', originHour: '16:00〜17:30' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('振替元：11月18日（水） 16:00〜17:30')).toBeVisible();
    await expect(canvas.queryByText('振替先', { exact: false })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-muted]')).toBeNull();
  },
};

export const Recess: Story = {
  args: { recessFlag: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('休講')).toBeVisible();
    await expect(canvasElement.querySelector('[data-muted]')).not.toBeNull();
  },
};

export const LongJapaneseText: Story = {
  args: {
    kidName: 'じゅげむじゅげむごこうのすりきれ',
    courseName: 'ロボットプログラミング講座アドバンスト（上級者向け特別カリキュラム）',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
