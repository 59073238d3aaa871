import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { CertificationCodeInput } from './CertificationCodeInput';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'メールで届いた4桁の確認コードの入力欄です。4つの枠に見えますが、1つの入力欄です。\n\n- **使う場面**：本人確認やお申し込みの確認コード。\n- **使わない場面**：パスワードなど一般の文字入力（TextField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：1つの input なので貼り付けも1回で済み、ラベルとエラーが結び付きます。ErrorSummary からは `idPrefix` に `-0` を付けた id の欄へ移ります。';

const meta = {
  title: 'Components/CertificationCodeInput',
  component: CertificationCodeInput,
  args: { name: 'certificationCode', onValueChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof CertificationCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// The code's input by its name in the story's language (issue 36).
const codeInput = (canvas: Canvas, ui: UiTexts) =>
  canvas.getByRole('textbox', { name: `${ui.certificationCodeInput.label} ${ui.field.required}` });
const boxes = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-slot]'));
/** The box the caret waits in, drawn with a focus ring. */
const caretBox = (root: HTMLElement) => boxes(root).findIndex((box) => box.hasAttribute('data-active'));

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    // One input with one name: the four boxes are only its picture.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    const input = codeInput(canvas, ui);
    await expect(input).toHaveAccessibleDescription(fill(ui.certificationCodeInput.hint, { length: 4 }));
    await userEvent.click(input);
    await userEvent.keyboard('4');
    await expect(input).toHaveValue('4');
    // The caret waits in the second box.
    await waitFor(() => expect(caretBox(canvasElement)).toBe(1));
    await expect(boxes(canvasElement)[1]).toHaveTextContent('');
    await userEvent.keyboard('７');
    await expect(input).toHaveValue('47');
    await expect(boxes(canvasElement)[1]).toHaveTextContent('7');
    await waitFor(() => expect(caretBox(canvasElement)).toBe(2));
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('4');
    await waitFor(() => expect(caretBox(canvasElement)).toBe(1));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['4', '', '', '']);
    // The picture shows what was typed; the focus ring's anti-aliased corners came out differently from run to
    // run while the input's (invisible) caret blinked, and where the caret waits is asserted above.
    input.blur();
  },
  tags: ['visual'],
};

/** Issue 31 item 11: a typed letter stays in its box and the field says why the code cannot be right. */
export const TypedLetterStays: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = codeInput(canvas, ui);
    await userEvent.click(input);
    await userEvent.keyboard('12a4');
    await expect(input).toHaveValue('12a4');
    await expect(boxes(canvasElement).map((box) => box.textContent)).toEqual(['1', '2', 'a', '4']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '2', 'a', '4']);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(ui.certificationCodeInput.notDigits));
    // Fixed, the message goes.
    await userEvent.keyboard('{Backspace}{Backspace}34');
    await expect(input).toHaveValue('1234');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Issue 31 item 11: a fifth digit typed after the fourth is refused, not put in the fourth box's place. */
export const FifthDigitRefused: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = codeInput(canvas, ui);
    await userEvent.click(input);
    await userEvent.keyboard('12345');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '2', '3', '4']);
    // Chosen on purpose (a click on the last box), the last digit can be typed over.
    await userEvent.keyboard('{Backspace}9');
    await expect(input).toHaveValue('1239');
  },
};

export const PasteFillsBoxes: Story = {
  args: { defaultValue: ['9', '9', '9', ''] },
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = codeInput(canvas, ui);
    await userEvent.click(input);
    // A whole code replaces what was there.
    await userEvent.paste('12 34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '2', '3', '4']);
    await expect(input).toHaveValue('1234');
    await expect(boxes(canvasElement).map((box) => box.textContent)).toEqual(['1', '2', '3', '4']);
    await waitFor(() => expect(caretBox(canvasElement)).toBe(3));
  },
};

export const PasteRejectsTooLong: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(codeInput(canvas, ui));
    await userEvent.paste('123456');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(codeInput(canvas, ui)).toHaveValue('');
  },
};

export const PasteShortCode: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(codeInput(canvas, ui));
    await userEvent.keyboard('1');
    // A shorter paste lands where the caret is, full-width digits made half-width.
    await userEvent.paste('５６');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '5', '6', '']);
    await waitFor(() => expect(caretBox(canvasElement)).toBe(3));
  },
};

/** iOS and Android offer the code from the mail and drop all four digits into the input at once. */
export const OneTimeCodeAutofill: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = codeInput(canvas, ui) as HTMLInputElement;
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, '5821');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['5', '8', '2', '1']);
    await expect(boxes(canvasElement)[3]).toHaveTextContent('1');
  },
};

/** The code goes to the form under `name`, joined. */
export const SubmitsJoinedCode: Story = {
  args: { defaultValue: ['0', '4', '2', '7'] },
  play: async ({ canvasElement }) => {
    const form = document.createElement('form');
    form.append(canvasElement.querySelector('input[name="certificationCode"]')?.cloneNode() as Node);
    await expect(new FormData(form).get('certificationCode')).toBe('0427');
  },
};

export const Empty: Story = {};

export const WithError: Story = {
  args: { defaultValue: ['1', '2', '3', '4'], error: '認証コードが正しくありません。もう一度入力してください' },
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const input = codeInput(canvas, ui);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/認証コードが正しくありません。もう一度入力してください/);
    // The error never clears what was typed.
    await expect(input).toHaveValue('1234');
    await expect(boxes(canvasElement)[0]).toHaveAttribute('data-invalid', 'true');
  },
  tags: ['visual'],
};

export const Disabled: Story = { args: { defaultValue: ['1', '2', '3', '4'], disabled: true } };

export const LongJapaneseText: Story = {
  args: {
    legend: 'お申し込み完了メールに記載されている認証コード（半角・全角どちらの数字でも入力できます）',
    hint: 'メールが届かない場合は、迷惑メールフォルダをご確認のうえ、教室までお問い合わせください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' }, tags: ['!visual'] };
