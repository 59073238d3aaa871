import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent } from 'storybook/test';
import { CopyField } from './CopyField';

// The story replaces the clipboard, so copying works headless and the written text can be checked.
let writeText: Mock<(text: string) => Promise<void>>;
function mockClipboard(impl: (text: string) => Promise<void>) {
  writeText = fn(impl);
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '紹介コードなどの読み取り専用の値と「コピーする」ボタンです。長い紹介文は複数行で表示します。\n\n- **使う場面**：ほかのアプリへ貼り付けてもらう値。\n- **使わない場面**：入力させる欄（TextField）。\n- **バリエーションの選び方**：コードは等幅の書体、長い文は読み取り専用のテキストエリア。\n- **アクセシビリティ**：コピーの結果は控えめに読み上げ、クリップボードが使えなくても値を選んで手でコピーできます。';

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: { label: 'ご紹介コード', value: 'SHOKAI-2025-0412', code: true },
  beforeEach: () => mockClipboard(async () => {}),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ご紹介コード' })).toHaveValue('SHOKAI-2025-0412');
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(writeText).toHaveBeenCalledWith('SHOKAI-2025-0412');
    await expect(canvas.getByRole('status')).toHaveTextContent('コピーしました');
  },
};

export const InvitationText: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: {
    label: 'ご紹介文',
    code: false,
    multiline: true,
    value:
      'こんにちは！子どもが通っているロボット教室を紹介します。体験授業は無料です。申し込むときに紹介コード「SHOKAI-2025-0412」を入力してください。https://example.com/trial',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('SHOKAI-2025-0412'));
  },
};

export const ClipboardRefused: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  beforeEach: () => mockClipboard(() => Promise.reject(new Error('denied'))),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('コピーできませんでした');
  },
};

export const Keyboard: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('コピーしました');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
