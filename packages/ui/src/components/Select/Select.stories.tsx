import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { Select, selectWidths } from './Select';

const grades = [
  { value: '0', label: '年少' },
  { value: '1', label: '年中' },
  { value: '2', label: '年長' },
  { value: '3', label: '小学1年生' },
  { value: '4', label: '小学2年生' },
  { value: '5', label: '小学3年生' },
];

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ネイティブのセレクトボックスです。スマートフォンでは端末の選択画面が開きます。\n\n- **使う場面**：選択肢が多い選択（学年、都道府県）。\n- **使わない場面**：選択肢が少ないとき（RadioGroup のほうが一目でわかる）、候補を文字で絞りたいとき（ComboBoxField）。\n- **バリエーションの選び方**：幅は `full`・`medium`・`short`。選べないときは `disabled`。\n- **アクセシビリティ**：ラベルと ※必須 / 任意、エラーを aria-describedby で結び付けます。';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: '学年', required: true, options: grades, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: selectWidths } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    const select = canvas.getByRole('combobox', { name: `学年 ${uiTextsOf({ loaded }).field.required}` });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '小学1年生');
    await expect(select).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalled();
  },
  tags: ['visual'],
};

export const Empty: Story = { args: { options: [], label: '教室', hint: '選べる教室がありません' } };

export const WithError: Story = {
  args: { error: '学年を選択してください' },
  play: async ({ canvas, loaded }) => {
    const select = canvas.getByRole('combobox', { name: `学年 ${uiTextsOf({ loaded }).field.required}` });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      `${uiTextsOf({ loaded }).field.errorPrefix.trim()} 学年を選択してください`,
    );
  },
  tags: ['visual'],
};

export const Short: Story = { args: { width: 'short', defaultValue: '2' } };

/** A choice that cannot change here (fixed by an earlier step): the value stays readable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '3' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('3');
  },
};

export const LongJapaneseText: Story = {
  args: {
    label: 'ご職業（いちばん近いものをお選びください）',
    options: [
      { value: '3', label: '会社員（事務・営業・企画など）' },
      { value: '5', label: '会社員（コンサルタント・金融・不動産など）' },
      { value: '11', label: '会社員（広告・ゲーム・インターネット・ファッションなど）' },
    ],
    defaultValue: '11',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' }, tags: ['!visual'] };
