import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'ご質問・ご要望', required: false, limit: 150, onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'ご質問・ご要望 任意' });
    await userEvent.type(textarea, '体験会の持ち物を教えてください');
    await expect(canvas.getByText('15 / 150')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('150文字以内で入力してください');
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
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '自由記入欄 任意' });
    await userEvent.type(textarea, 'そた');
    await expect(canvas.getByText('16 / 20').parentElement).toHaveAttribute('data-state', 'near');
    await expect(canvas.getByText('残り4文字です')).toBeInTheDocument();
  },
};

export const OverLimitKeepsText: Story = {
  args: {
    label: '自由記入欄',
    limit: 10,
    defaultValue: 'あいうえおかきくけこ',
    error: '自由記入欄は10文字以内で入力してください',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '自由記入欄 任意' });
    await userEvent.type(textarea, 'さし');
    await expect(textarea).toHaveValue('あいうえおかきくけこさし');
    await expect(canvas.getByText('12 / 10').parentElement).toHaveAttribute('data-state', 'over');
    await expect(canvas.getByText('2文字オーバーしています')).toBeInTheDocument();
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
