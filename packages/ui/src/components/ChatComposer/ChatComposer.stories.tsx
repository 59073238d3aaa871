import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from './ChatComposer';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'チャットの入力欄と送信ボタンです。\n\n- **使う場面**：チャットの画面下部。\n- **使わない場面**：長文のお問い合わせ（TextArea）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：入力欄にラベルがあり、送信に失敗しても入力した文は消えません。768px 未満では画面下に固定されます。';

const meta = {
  title: 'Widgets/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onAttach: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: '送信' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'メッセージ' }), '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'メッセージ' }), 'よろしくお願いします');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('   よろしくお願いします');
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toHaveValue('');
    await expect(send).toBeDisabled();
  },
  tags: ['visual'],
};

export const Attach: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ファイルを添付' }));
    await expect(args.onAttach).toHaveBeenCalledTimes(1);
  },
};

export const AttachmentsOnly: Story = {
  args: { attachmentCount: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /ファイルを添付/ })).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: '送信' }));
    await expect(args.onSend).toHaveBeenCalledWith('');
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValue: '明日は欠席します。' },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: '送信中…' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  args: {
    defaultValue:
      'いつもお世話になっております。来週の振替レッスンについてご相談です。水曜日の十七時からのクラスに参加を希望しておりますが、空きはございますでしょうか。',
  },
  tags: ['visual'],
};

export const PhoneFixedBar: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form && getComputedStyle(form).position).toBe('fixed');
  },
};

/** Issue 31 item 14: after 送信 (the button is disabled while sending) focus stays in the text box. */
export const FocusStaysAfterSend: Story = {
  args: { sending: false },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(box, '送ります');
    await userEvent.click(canvas.getByRole('button', { name: '送信' }));
    await expect(box).toHaveFocus();
  },
};

/** Issue 30: the limit is counted in view; text over it is kept (not cut) and send waits until it fits. */
export const CountsToTheLimit: Story = {
  args: { limit: 20 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.click(box);
    await userEvent.paste('あいうえおかきくけこさしすせそたちつてと');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '送信' })).toBeEnabled();
    await userEvent.paste('な');
    await expect(canvas.getByText('21 / 20')).toBeVisible();
    await expect(canvas.getByText('1文字オーバーしています')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '送信' })).toBeDisabled();
    await expect(box).toHaveValue('あいうえおかきくけこさしすせそたちつてとな');
  },
};
