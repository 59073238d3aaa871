import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fill } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { TextArea } from './TextArea';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '複数行の文の入力欄です（文字数の表示付き）。\n\n- **使う場面**：ご質問・ご要望など長めの文。\n- **使わない場面**：1行で済む入力（TextField）、チャット（ChatComposer）。\n- **バリエーションの選び方**：`limit` で文字数を表示し、超えても切らずに赤で示します。送った後など変えられないときは `disabled`。\n- **アクセシビリティ**：残りの文字数が少なくなると読み上げます。ラベル、※必須 / 任意、エラーが結び付きます。';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'ご質問・ご要望', required: false, limit: 150, onChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, loaded }) => {
    const textarea = canvas.getByRole('textbox', { name: `ご質問・ご要望 ${uiTextsOf({ loaded }).field.optional}` });
    await userEvent.type(textarea, '体験会の持ち物を教えてください');
    await expect(canvas.getByText('15 / 150')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(fill(uiTextsOf({ loaded }).textArea.limit, { limit: 150 }));
    // Far from the limit nothing is announced.
    await expect(canvas.getByText('15 / 150').closest('p')?.nextElementSibling).toHaveTextContent('');
  },
  tags: ['visual'],
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 150')).toBeVisible();
  },
};

export const NearLimit: Story = {
  args: { label: '自由記入欄', limit: 20, defaultValue: 'あいうえおかきくけこさしすせ' },
  play: async ({ canvas, loaded }) => {
    const textarea = canvas.getByRole('textbox', { name: `自由記入欄 ${uiTextsOf({ loaded }).field.optional}` });
    await userEvent.type(textarea, 'そた');
    await expect(canvas.getByText('16 / 20').parentElement).toHaveAttribute('data-state', 'near');
    await expect(canvas.getByText(fill(uiTextsOf({ loaded }).textArea.remaining, { count: 4 }))).toBeInTheDocument();
  },
};

export const OverLimitKeepsText: Story = {
  args: {
    label: '自由記入欄',
    limit: 10,
    defaultValue: 'あいうえおかきくけこ',
    error: '自由記入欄は10文字以内で入力してください',
  },
  play: async ({ canvas, loaded }) => {
    const textarea = canvas.getByRole('textbox', { name: `自由記入欄 ${uiTextsOf({ loaded }).field.optional}` });
    await userEvent.type(textarea, 'さし');
    await expect(textarea).toHaveValue('あいうえおかきくけこさし');
    await expect(canvas.getByText('12 / 10').parentElement).toHaveAttribute('data-state', 'over');
    await expect(canvas.getByText(fill(uiTextsOf({ loaded }).textArea.over, { count: 2 }))).toBeInTheDocument();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An emoji is one character, as the person counts it and as the domain's limits count it (issue 31 item 8). */
export const EmojiCountsAsOne: Story = {
  args: { label: '自由記入欄', limit: 10, defaultValue: 'ロボ🤖できた😊' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 / 10').parentElement).toHaveAttribute('data-state', 'near');
  },
};

export const WithoutCounter: Story = { args: { label: 'お問い合わせ内容', required: true, limit: undefined } };

/** Text that can no longer be changed (a sent request): still readable, out of the tab order. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '体験授業の持ち物を教えてください。' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toBeDisabled();
    await expect(textarea).toHaveValue('体験授業の持ち物を教えてください。');
  },
};

export const LongJapaneseText: Story = {
  args: {
    label: 'お子さまについて教室に伝えておきたいこと（アレルギー、配慮が必要なこと、得意なこと・苦手なことなど）',
    hint: '教室スタッフのみが確認します。書ける範囲でご記入ください。',
    defaultValue:
      '小麦アレルギーがあります。おやつの時間がある場合は事前にお知らせいただけると助かります。人見知りなので最初は緊張するかもしれません。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...OverLimitKeepsText, globals: { theme: 'dark' } };
