import { shiftMonth } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type CalendarLesson, MonthCalendar, type MonthCalendarProps, monthCalendarModes } from './MonthCalendar';

const lessons: Record<number, CalendarLesson[]> = {
  4: [{ id: '1', kidName: 'さくら', colorKey: 'c1', summary: '16:00 ロボット' }],
  11: [
    { id: '2', kidName: 'さくら', colorKey: 'c1', summary: '16:00 ロボット' },
    { id: '3', kidName: 'はると', colorKey: 'c2', summary: '17:00 プログラミング' },
  ],
  15: [{ id: '4', kidName: 'はると', colorKey: 'c2', summary: '10:00 サイエンス', label: '振替元', muted: true }],
  18: [
    { id: '5', kidName: 'さくら', colorKey: 'c1', summary: '16:00 ロボット' },
    { id: '6', kidName: 'はると', colorKey: 'c2', summary: '17:00 プログラミング' },
    { id: '7', kidName: 'ゆい', colorKey: 'c3', summary: '17:30 算数' },
  ],
  22: [{ id: '8', kidName: 'ゆい', colorKey: 'c3', summary: '10:00 算数', label: '休講', muted: true }],
  29: [{ id: '9', kidName: 'そうた', colorKey: 'c4', summary: '13:00 アート' }],
};

/** Keeps the shown month in state, as a screen would, so the arrows can be exercised. */
function Stateful(props: MonthCalendarProps) {
  const [shown, setShown] = useState({ year: props.year, month: props.month });
  const step = (delta: number) => setShown(({ year, month }) => shiftMonth(year, month, delta));
  return (
    <MonthCalendar
      {...props}
      year={shown.year}
      month={shown.month}
      onPreviousMonth={() => {
        props.onPreviousMonth?.();
        step(-1);
      }}
      onNextMonth={() => {
        props.onNextMonth?.();
        step(1);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '月のカレンダーです（授業、休講、イベント、日曜日は赤・土曜日は青）。\n\n- **使う場面**：カレンダーの画面のデスクトップ表示。\n- **使わない場面**：767px 以下（一覧表示に切り替える）。\n- **バリエーションの選び方**：お子さまごとの色（kid）で授業を塗り分けます。\n- **アクセシビリティ**：表として曜日の見出しを持ち、日ごとの予定はボタンからダイアログで開きます。色だけで区別しません。';

const meta = {
  title: 'Widgets/MonthCalendar',
  component: MonthCalendar,
  args: {
    year: 2026,
    month: 11,
    lessons,
    mode: 'grid',
    today: 18,
    onPreviousMonth: fn(),
    onNextMonth: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: monthCalendarModes } },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof MonthCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const weeks = () => Array.from(canvasElement.querySelectorAll('tbody tr'));
    const firstWeek = () => Array.from(weeks()[0]?.querySelectorAll('td') ?? []);
    await expect(canvas.getByRole('heading', { name: '2026年11月' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('日');
    // November 2026 starts on a Sunday and fills 5 weeks, whatever the machine's time zone.
    await expect(weeks()).toHaveLength(5);
    await expect(firstWeek()[0]).toHaveTextContent('11月1日（日）');
    await expect(weeks()[4]?.querySelectorAll('td')[1]).toHaveTextContent('11月30日（月）');
    await userEvent.click(canvas.getByRole('button', { name: '次の月' }));
    await expect(args.onNextMonth).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: '2026年12月' })).toBeVisible();
    // December 2026 starts on a Tuesday: two blank cells before the 1st.
    await expect(firstWeek()[0]).toBeEmptyDOMElement();
    await expect(firstWeek()[1]).toBeEmptyDOMElement();
    await expect(firstWeek()[2]).toHaveTextContent('12月1日（火）');
    await userEvent.click(canvas.getByRole('button', { name: '前の月' }));
    await userEvent.click(canvas.getByRole('button', { name: '前の月' }));
    await expect(args.onPreviousMonth).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('heading', { name: '2026年10月' })).toBeVisible();
  },
  tags: ['visual'],
};

export const CrowdedDay: Story = {
  play: async ({ canvas }) => {
    const crowded = canvas.getByText('11月18日（水）').closest('td');
    const normal = canvas.getByText('11月11日（水）').closest('td');
    await expect(crowded).toHaveAttribute('data-crowded');
    await expect(normal).not.toHaveAttribute('data-crowded');
    await expect(crowded?.getBoundingClientRect().height).toBeGreaterThan(normal?.getBoundingClientRect().height ?? 0);
  },
};

/** A transfer's two ends show in the grid where it moved from and to, as the phone's dialog gives them. */
export const TransferNotes: Story = {
  args: {
    lessons: {
      15: [
        {
          id: 'from',
          kidName: 'はると',
          colorKey: 'c2',
          summary: '10:00 サイエンス',
          label: '振替元',
          muted: true,
          note: '振替先：2026/11/19 17:00〜18:00',
        },
      ],
      19: [
        {
          id: 'to',
          kidName: 'はると',
          colorKey: 'c2',
          summary: '17:00 サイエンス',
          note: '振替元：2026/11/15 10:00〜11:00',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const from = canvas.getByText('11月15日（日）').closest('td');
    const to = canvas.getByText('11月19日（木）').closest('td');
    await expect(from).toHaveTextContent('振替先：2026/11/19 17:00〜18:00');
    await expect(to).toHaveTextContent('振替元：2026/11/15 10:00〜11:00');
  },
};

export const Empty: Story = { args: { lessons: {} } };

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  args: { error: '予定を取得できませんでした。時間をおいて再度お試しください。' },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    lessons: {
      9: [
        {
          id: 'l1',
          kidName: 'ながいなまえのこどもさん',
          colorKey: 'c1',
          summary: '16:00 ロボット上級コース（アドバンスト・プログラミング実践クラス）',
        },
      ],
    },
  },
  tags: ['visual'],
};

export const PhoneList: Story = {
  args: { mode: 'list' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /11月18日（水）/ }));
    const dialog = within(document.body).getByRole('dialog', { name: '11月18日（水）の予定' });
    await expect(within(dialog).getByText('ゆい')).toBeVisible();
    await expect(within(dialog).getByText('17:30 算数')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PhoneEmpty: Story = {
  args: { mode: 'list', lessons: {} },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('この月の予定はありません')).toBeVisible();
  },
};
