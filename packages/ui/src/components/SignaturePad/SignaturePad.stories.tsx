import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

/** Draws a zig-zag stroke with real pointer events, as a finger or mouse would. */
async function drawStroke(canvas: HTMLCanvasElement) {
  // Let layout settle first (web fonts, the pad's first resize), as a person would before signing.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: box.left + x,
    clientY: box.top + y,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    bubbles: true,
    cancelable: true,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...at(30, 40), buttons: 1 }));
  for (let step = 1; step <= 12; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    canvas.dispatchEvent(new PointerEvent('pointermove', { ...at(30 + step * 15, 40 + (step % 2) * 50), buttons: 1 }));
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...at(210, 90), buttons: 0 }));
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '手書きの署名を書く欄です（消すボタン、未記入の検出）。\n\n- **使う場面**：申込書の署名。\n- **使わない場面**：名前の入力（NameField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：キャンバスに名前があり、署名できない方のための案内を添えます。未記入は文でエラーを伝えます。';

const meta = {
  title: 'Components/SignaturePad',
  component: SignaturePad,
  args: { onChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    // The kit's words in the story's language (issue 36).
    const ui = uiTextsOf({ loaded });
    const pad = canvas.getByRole('img', { name: `${ui.signaturePad.label} ${ui.field.required}` }) as HTMLCanvasElement;
    await expect(pad).toHaveAccessibleDescription(expect.stringContaining(ui.signaturePad.keyboard));
    await expect(canvas.getByText(ui.signaturePad.unsigned)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ui.signaturePad.clear })).toBeDisabled();
    await drawStroke(pad);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    await expect(canvas.getByText(ui.signaturePad.signed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ui.signaturePad.clear }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText(ui.signaturePad.unsigned)).toBeVisible();
  },
  tags: ['visual'],
};

const handle = createRef<SignaturePadHandle>();

/** The parent reads the signature through a ref at submit time. */
export const ReadThroughRef: Story = {
  render: (args) => <SignaturePad {...args} ref={handle} />,
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(handle.current?.isBlank()).toBe(true);
    await expect(handle.current?.toDataURL()).toBeNull();
    await drawStroke(
      canvas.getByRole('img', { name: `${ui.signaturePad.label} ${ui.field.required}` }) as HTMLCanvasElement,
    );
    await waitFor(() => expect(handle.current?.isBlank()).toBe(false));
    await expect(handle.current?.toDataURL()).toMatch(/^data:image\/png;base64,/);
    handle.current?.clear();
    await waitFor(() => expect(handle.current?.isBlank()).toBe(true));
  },
};

export const Empty: Story = {};

export const WithError: Story = {
  args: { error: '署名してください' },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(
      canvas.getByRole('img', { name: `${ui.signaturePad.label} ${ui.field.required}` }),
    ).toHaveAccessibleDescription(/署名してください/);
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    label: '保護者さまのご署名（お申し込み内容と入会規約に同意いただいたことの確認として保存します）',
    hint: '楷書でなくても構いません。枠からはみ出さないように、フルネームでご署名ください。書き直す場合は「署名を消す」を押してください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
