import { shiftMonth } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { escapeRegExp, uiTextsOf } from '../../texts/storyTexts';
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

// The calendar's words in the story's language (issue 36): a month's heading and a day's name (weekday 0 = Sunday).
const monthName = (ui: UiTexts, year: number, month: number) => fill(ui.monthCalendar.month, { year, month });
const dayName = (ui: UiTexts, month: number, day: number, weekday: number) =>
  fill(ui.monthCalendar.day, { month, day, weekday: ui.monthCalendar.weekdays[weekday] ?? '' });

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const weeks = () => Array.from(canvasElement.querySelectorAll('tbody tr'));
    const firstWeek = () => Array.from(weeks()[0]?.querySelectorAll('td') ?? []);
    await expect(canvas.getByRole('heading', { name: monthName(ui, 2026, 11) })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent(ui.monthCalendar.weekdays[0] ?? '');
    // November 2026 starts on a Sunday and fills 5 weeks, whatever the machine's time zone.
    await expect(weeks()).toHaveLength(5);
    await expect(firstWeek()[0]).toHaveTextContent(dayName(ui, 11, 1, 0));
    await expect(weeks()[4]?.querySelectorAll('td')[1]).toHaveTextContent(dayName(ui, 11, 30, 1));
    await userEvent.click(canvas.getByRole('button', { name: ui.common.nextMonth }));
    await expect(args.onNextMonth).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: monthName(ui, 2026, 12) })).toBeVisible();
    // December 2026 starts on a Tuesday: two blank cells before the 1st.
    await expect(firstWeek()[0]).toBeEmptyDOMElement();
    await expect(firstWeek()[1]).toBeEmptyDOMElement();
    await expect(firstWeek()[2]).toHaveTextContent(dayName(ui, 12, 1, 2));
    await userEvent.click(canvas.getByRole('button', { name: ui.common.previousMonth }));
    await userEvent.click(canvas.getByRole('button', { name: ui.common.previousMonth }));
    await expect(args.onPreviousMonth).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('heading', { name: monthName(ui, 2026, 10) })).toBeVisible();
  },
  tags: ['visual'],
};

export const CrowdedDay: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const crowded = canvas.getByText(dayName(ui, 11, 18, 3)).closest('td');
    const normal = canvas.getByText(dayName(ui, 11, 11, 3)).closest('td');
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
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const from = canvas.getByText(dayName(ui, 11, 15, 0)).closest('td');
    const to = canvas.getByText(dayName(ui, 11, 19, 4)).closest('td');
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
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(escapeRegExp(dayName(ui, 11, 18, 3))) }));
    const dialog = within(document.body).getByRole('dialog', {
      name: fill(ui.monthCalendar.dayTitle, { day: dayName(ui, 11, 18, 3) }),
    });
    await expect(within(dialog).getByText('ゆい')).toBeVisible();
    await expect(within(dialog).getByText('17:30 算数')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: ui.common.close }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PhoneEmpty: Story = {
  args: { mode: 'list', lessons: {} },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByText(ui.monthCalendar.empty)).toBeVisible();
  },
};
