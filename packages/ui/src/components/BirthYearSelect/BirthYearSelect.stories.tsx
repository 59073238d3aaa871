import { GUARDIAN_BIRTH_YEAR_DEFAULT, guardianBirthYearOptions, profileBirthYearOptions } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BirthYearSelect } from './BirthYearSelect';

// A fixed day keeps the list (and the visual baselines) stable from year to year.
const today = new Date('2026-04-01T00:00:00+09:00');

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お子さまの生まれ年を選ぶ欄です。\n\n- **使う場面**：体験授業・入会のお申し込みでの生まれ年。\n- **使わない場面**：日付まで必要なとき（DateField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：Select と同じく、ラベルと ※必須 / 任意、エラーを aria-describedby で結び付けます。';

const meta = {
  title: 'Components/BirthYearSelect',
  component: BirthYearSelect,
  args: {
    required: true,
    name: 'birthYear',
    years: guardianBirthYearOptions(today),
    focusDefaultYear: GUARDIAN_BIRTH_YEAR_DEFAULT,
    onValueChange: fn(),
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof BirthYearSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: '生まれた年 ※必須' });
    await expect(select).toHaveValue('');
    await expect(canvas.getAllByRole('option')).toHaveLength(91);
    await expect(canvas.getByRole('option', { name: '2008年' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '1919年' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('1980');
    await expect(args.onValueChange).toHaveBeenCalledWith('1980');
    await userEvent.selectOptions(select, '1985年');
    await expect(select).toHaveValue('1985');
  },
  tags: ['visual'],
};

export const KeepsChosenYearOnFocus: Story = {
  args: { defaultValue: '1990' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '生まれた年 ※必須' })).toHaveValue('1990');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Profile: Story = {
  args: { years: profileBirthYearOptions(today), focusDefaultYear: undefined, required: false },
};

export const Empty: Story = { args: { years: [], hint: '選べる年がありません' } };

export const WithError: Story = {
  args: { error: '生まれた年を選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '生まれた年 ※必須' })).toHaveAttribute('aria-invalid', 'true');
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    label: '保護者さまの生まれた年（西暦でお選びください。お子さまとの年齢差の確認に使います）',
    hint: 'ご本人確認のため、申込書に記載されている生年と同じものをお選びください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };
