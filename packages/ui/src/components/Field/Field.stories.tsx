import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { darkThemeClass } from '../../styles/themes/dark.css';
import { uiTextsOf } from '../../texts/storyTexts';
import { Field, Fieldset } from './Field';
import * as styles from './Field.css';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ラベル、※必須 / 任意、ヒント、エラーを入力欄にまとめる枠です。Fieldset は複数の欄のまとまりです。\n\n- **使う場面**：独自の入力欄を kit の形にそろえるとき。\n- **使わない場面**：TextField・Select・TextArea など、すでに Field を使っている部品。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：ラベルは欄の上、ヒントとエラーは aria-describedby、エラー時は aria-invalid。プレースホルダーをラベルの代わりにしません。';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: '電話番号',
    required: true,
    hint: 'ハイフンなしで入力してください（例：09012345678）',
    children: (control) => <input {...control} className={styles.control} type="tel" autoComplete="tel" />,
  },
  argTypes: { children: { control: false } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, loaded }) => {
    // The kit's words in the story's language (issue 36); the label and hint are the story's own.
    const ui = uiTextsOf({ loaded });
    const input = canvas.getByRole('textbox', { name: `電話番号 ${ui.field.required}` });
    await expect(input).toHaveAccessibleDescription('ハイフンなしで入力してください（例：09012345678）');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, '09012345678');
    await expect(input).toHaveValue('09012345678');
  },
  tags: ['visual'],
};

export const Optional: Story = {
  args: { label: '電話番号（予備）', required: false, hint: undefined },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByText(ui.field.optional)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: `電話番号（予備） ${ui.field.optional}` })).not.toHaveAttribute(
      'aria-required',
    );
  },
};

export const Empty: Story = { args: { label: 'メモ', required: undefined, hint: undefined } };

export const WithError: Story = {
  args: { error: '正しい電話番号を入力してください' },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = canvas.getByRole('textbox', { name: `電話番号 ${ui.field.required}` });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `ハイフンなしで入力してください（例：09012345678） ${ui.field.errorPrefix.trim()} 正しい電話番号を入力してください`,
    );
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    label: '緊急時に必ず連絡がつく保護者さまの電話番号（日中つながりやすい携帯電話の番号をおすすめします）',
    hint: '教室からの急ぎのご連絡（体調不良、災害時の休講など）に使います。ハイフンを入れずに、半角数字で入力してください。',
    error: '電話番号は0から始まる10桁または11桁の数字で入力してください。市外局番から入力されているかご確認ください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Group: Story = {
  render: () => (
    <Fieldset
      legend="メールアドレスの種類"
      required
      hint="どちらか一つを選んでください"
      error="メールアドレスの種類を選択してください。"
    >
      <label>
        <input type="radio" name="kind" value="P" /> パソコン
      </label>
      <label>
        <input type="radio" name="kind" value="M" /> スマートフォン
      </label>
    </Fieldset>
  ),
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const group = canvas.getByRole('group', { name: `メールアドレスの種類 ${ui.field.required}` });
    await expect(group).toHaveAccessibleDescription(
      `どちらか一つを選んでください ${ui.field.errorPrefix.trim()} メールアドレスの種類を選択してください。`,
    );
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
  play: async (context) => {
    // The axe check of this story runs against the dark tokens, not the light ones.
    await expect(document.documentElement).toHaveClass(darkThemeClass);
    await WithError.play?.(context);
  },
  tags: ['!visual'],
};
