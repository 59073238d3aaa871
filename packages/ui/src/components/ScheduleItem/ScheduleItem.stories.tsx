import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScheduleItem, scheduleTransfers } from './ScheduleItem';

const meta = {
  title: 'Widgets/ScheduleItem',
  component: ScheduleItem,
  args: { kidName: 'さくら', courseName: 'ロボット プライマリー', hour: '16:00〜17:30', date: '11月18日（水）' },
  argTypes: { transfer: { control: 'inline-radio', options: scheduleTransfers } },
} satisfies Meta<typeof ScheduleItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('さくら')).toBeVisible();
    await expect(canvasElement.firstElementChild).not.toHaveAttribute('data-muted');
  },
};

export const TransferredFrom: Story = {
  args: { transfer: 'from', transferDate: '11月22日（日）', transferHour: '10:00〜11:30' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('振替元')).toBeVisible();
    await expect(canvas.getByText('振替先：11月22日（日） 10:00〜11:30')).toBeVisible();
    await expect(canvasElement.querySelector('[data-muted]')).not.toBeNull();
  },
};

export const TransferredTo: Story = {
  args: { transfer: 'to', date: '11月22日（日）', transferDate: '11月18日（水）', transferHour: '16:00〜17:30' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('元の日程：11月18日（水） 16:00〜17:30')).toBeVisible();
    await expect(canvasElement.querySelector('[data-muted]')).toBeNull();
  },
};

export const Recess: Story = {
  args: { recess: true },
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
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
