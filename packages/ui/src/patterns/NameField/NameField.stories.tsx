import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NameField, nameKinds } from './NameField';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '姓・名とフリガナ（セイ・メイ）の入力欄のまとまりです。\n\n- **使う場面**：保護者さまやお子さまの名前。\n- **使わない場面**：名前以外の入力（TextField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：各欄に autocomplete を付け、エラーの文は誰の何の欄かを言います（お子さまの姓）。';

const meta = {
  title: 'Patterns/NameField',
  component: NameField,
  args: { kind: 'kanji', familyInputProps: { name: 'lastName' }, givenInputProps: { name: 'firstName' } },
  argTypes: { kind: { control: 'inline-radio', options: nameKinds } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof NameField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'お名前 ※必須' })).toBeVisible();
    const family = canvas.getByRole('textbox', { name: '姓' });
    const given = canvas.getByRole('textbox', { name: '名' });
    await expect(family).toHaveAttribute('autocomplete', 'family-name');
    await expect(given).toHaveAttribute('autocomplete', 'given-name');
    await expect(family).toHaveAttribute('aria-required', 'true');
    await userEvent.type(family, '山田');
    await userEvent.tab();
    await expect(given).toHaveFocus();
    await userEvent.type(given, '花子');
    await expect(family).toHaveValue('山田');
    await expect(given).toHaveValue('花子');
  },
  tags: ['visual'],
};

export const Kana: Story = {
  args: { kind: 'kana', familyInputProps: { name: 'lastNameKana' }, givenInputProps: { name: 'firstNameKana' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'フリガナ ※必須' });
    await expect(group).toHaveAccessibleDescription('全角カタカナで入力してください');
    await userEvent.type(canvas.getByRole('textbox', { name: 'セイ' }), 'ヤマダ');
    await expect(canvas.getByRole('textbox', { name: 'セイ' })).toHaveValue('ヤマダ');
  },
};

export const WithError: Story = {
  args: {
    kind: 'kana',
    familyInputProps: { defaultValue: 'やまだ' },
    familyError: 'セイはカタカナで入力してください',
    givenError: 'メイを入力してください。',
  },
  play: async ({ canvas }) => {
    const family = canvas.getByRole('textbox', { name: 'セイ' });
    await expect(family).toHaveAttribute('aria-invalid', 'true');
    await expect(family).toHaveValue('やまだ');
    await expect(canvas.getByRole('textbox', { name: 'メイ' })).toHaveAccessibleDescription(
      'エラー： メイを入力してください。',
    );
  },
  tags: ['visual'],
};

export const Empty: Story = { args: { required: false, legend: 'お子さまのお名前' } };

export const LongJapaneseText: Story = {
  args: {
    legend: '保護者さまのお名前（戸籍上の表記でご記入ください。旧字体はそのままで構いません）',
    familyInputProps: { defaultValue: '勅使河原寿限無寿限無五劫の擦り切れ' },
    givenInputProps: { defaultValue: '海砂利水魚の水行末雲来末風来末' },
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };
