import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldWidths } from './TextField';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '1行の文字入力欄です。\n\n- **使う場面**：氏名、メールアドレス、電話番号などの入力。\n- **使わない場面**：長い文（TextArea）、姓名とフリガナ（NameField）、住所（AddressFieldset）。\n- **バリエーションの選び方**：幅は `full`・`medium`・`short`。入力の種類に合う type と autocomplete を付けます。\n- **アクセシビリティ**：ラベルは欄の上、エラーは aria-describedby と aria-invalid。エラーでも入力した文字は消しません。';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'メールアドレス', required: true, type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: textFieldWidths } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'メールアドレス ※必須' });
    await userEvent.type(input, 'hanako@example.jp');
    await expect(input).toHaveValue('hanako@example.jp');
    await expect(args.onChange).toHaveBeenCalled();
  },
  tags: ['visual'],
};

export const Empty: Story = { args: { label: '招待コード', required: false, type: 'text', autoComplete: 'off' } };

export const WithError: Story = {
  args: { defaultValue: 'hanako@example', error: '正しいメールアドレスを入力してください' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'メールアドレス ※必須' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('hanako@example');
  },
  tags: ['visual'],
};

/** A failed check shows the error and keeps every character the user typed. */
export const KeepsInputOnError: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(value.includes('@') ? undefined : 'メールアドレスの形式で入力してください');
        }}
      >
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} error={error} />
        <button type="submit">確認する</button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'メールアドレス ※必須' });
    await userEvent.type(input, 'やまだはなこ');
    await userEvent.click(canvas.getByRole('button', { name: '確認する' }));
    await expect(await canvas.findByText('メールアドレスの形式で入力してください')).toBeVisible();
    await expect(input).toHaveValue('やまだはなこ');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: {
    label: '登録済みのメールアドレス',
    hint: 'この項目は編集できません',
    defaultValue: 'hanako@example.jp',
    disabled: true,
  },
};

export const ShortWithSuffix: Story = {
  args: { label: '年齢', type: 'text', inputMode: 'numeric', autoComplete: 'off', width: 'short', suffix: '歳' },
};

export const LongJapaneseText: Story = {
  args: {
    label: 'お子さまが通っている学校・園の正式名称（分校・分園の場合は分校名・分園名までご記入ください）',
    hint: '例：東京都立ほにゃらら区立さくら小学校　みどり分校',
    type: 'text',
    autoComplete: 'off',
    defaultValue: '東京都千代田区立ほにゃらららららららららららららららららら小学校',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };
