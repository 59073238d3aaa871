import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, selectWidths } from './Select';

const grades = [
  { value: '0', label: '年少' },
  { value: '1', label: '年中' },
  { value: '2', label: '年長' },
  { value: '3', label: '小学1年生' },
  { value: '4', label: '小学2年生' },
  { value: '5', label: '小学3年生' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: '学年', required: true, options: grades, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: selectWidths } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: '学年 ※必須' });
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
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '学年 ※必須' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('エラー： 学年を選択してください');
  },
  tags: ['visual'],
};

export const Short: Story = { args: { width: 'short', defaultValue: '2' } };

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
