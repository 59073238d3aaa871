import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CertificationCodeInput } from './CertificationCodeInput';

const meta = {
  title: 'Components/CertificationCodeInput',
  component: CertificationCodeInput,
  args: { name: 'certificationCode', onValueChange: fn() },
} satisfies Meta<typeof CertificationCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: '認証コード ※必須' })).toBeVisible();
    const boxes = ['1桁目', '2桁目', '3桁目', '4桁目'].map((name) => canvas.getByRole('textbox', { name }));
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('4a');
    await expect(boxes[0]).toHaveValue('4');
    // The non-digit is cleared and focus waits in the second box.
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await userEvent.keyboard('７');
    await expect(boxes[1]).toHaveValue('7');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['4', '', '', '']);
  },
};

export const PasteFillsBoxes: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('textbox', { name: '1桁目' });
    await userEvent.click(first);
    await userEvent.paste('12 34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '2', '3', '4']);
    for (const [name, digit] of [
      ['1桁目', '1'],
      ['2桁目', '2'],
      ['3桁目', '3'],
      ['4桁目', '4'],
    ] as const) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue(digit);
    }
    await expect(canvas.getByRole('textbox', { name: '4桁目' })).toHaveFocus();
  },
};

export const PasteRejectsTooLong: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '1桁目' }));
    await userEvent.paste('123456');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: '1桁目' })).toHaveValue('');
  },
};

export const PasteShortCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '2桁目' }));
    await userEvent.paste('５６');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['', '5', '6', '']);
    await expect(canvas.getByRole('textbox', { name: '4桁目' })).toHaveFocus();
  },
};

/** iOS and Android offer the code from the mail and drop all four digits into the first box at once. */
export const OneTimeCodeAutofill: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('textbox', { name: '1桁目' }) as HTMLInputElement;
    first.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(first, '5821');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['5', '8', '2', '1']);
    await expect(canvas.getByRole('textbox', { name: '4桁目' })).toHaveValue('1');
  },
};

export const Empty: Story = {};

export const WithError: Story = {
  args: { defaultValue: ['1', '', '3', '4'], error: '認証コードが正しくありません。もう一度入力してください' },
  play: async ({ canvas }) => {
    const second = canvas.getByRole('textbox', { name: '2桁目' });
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '1桁目' })).toHaveValue('1');
  },
};

export const Disabled: Story = { args: { defaultValue: ['1', '2', '3', '4'], disabled: true } };

export const LongJapaneseText: Story = {
  args: {
    legend: 'お申し込み完了メールに記載されている認証コード（半角・全角どちらの数字でも入力できます）',
    hint: 'メールが届かない場合は、迷惑メールフォルダをご確認のうえ、教室までお問い合わせください。',
  },
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } } };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
