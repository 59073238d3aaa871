import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DateField } from './DateField';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '年・月・日に分かれた日付の入力欄とカレンダーです（ja-JP）。\n\n- **使う場面**：生年月日以外の日付（希望日など）。\n- **使わない場面**：生まれ年だけ（BirthYearSelect）、曜日と時間の枠から選ぶ予約（一覧から選ばせる）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：各区切りは spinbutton で上下キーで変えられ、カレンダーはボタンで開きます。';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: {
    label: '生年月日',
    required: true,
    name: 'birthday',
    min: '2006-04-01',
    max: '2026-04-01',
    focusDefault: '2021-04-01',
    hint: '例：2019年4月1日',
    onValueChange: fn(),
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const year = canvas.getByRole('spinbutton', { name: /^年/ });
    await userEvent.click(year);
    await userEvent.keyboard('2019');
    await expect(canvas.getByRole('spinbutton', { name: /^月/ })).toHaveFocus();
    await userEvent.keyboard('4');
    await userEvent.keyboard('15');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2019-04-15');
    await expect(canvas.getByRole('group', { name: /生年月日/ })).toBeInTheDocument();
  },
  tags: ['visual'],
};

export const PickFromCalendar: Story = {
  args: { defaultValue: '2019-04-15' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getAllByRole('button').find((button) => button.getAttribute('aria-haspopup'));
    if (!trigger) throw new Error('calendar button missing');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('heading', { name: '2019年4月' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /2019年4月20日/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2019-04-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OutsideRange: Story = {
  args: { defaultValue: '2026-03-20', max: '2026-03-25' },
  play: async ({ canvas }) => {
    const trigger = canvas.getAllByRole('button').find((button) => button.getAttribute('aria-haspopup'));
    if (!trigger) throw new Error('calendar button missing');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('button', { name: /2026年3月28日/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = { args: { required: false, hint: undefined } };

export const WithError: Story = {
  args: { defaultValue: '2019-04-15', error: '生年月日を正しく入力してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('生年月日を正しく入力してください')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveAttribute('aria-invalid', 'true');
  },
  tags: ['visual'],
};

export const Disabled: Story = { args: { defaultValue: '2019-04-15', disabled: true } };

export const LongJapaneseText: Story = {
  args: {
    label: 'お子さまの生年月日（保険証・母子手帳などに記載の日付をご入力ください）',
    hint: '年・月・日の順に数字で入力するか、右のカレンダーのボタンから選んでください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' }, tags: ['!visual'] };
