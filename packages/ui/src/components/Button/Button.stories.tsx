import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { Button, buttonVariants } from './Button';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '操作を実行するボタンです（送信する、申し込む、戻る）。\n\n- **使う場面**：フォームの送信、ダイアログを開く、画面の中の操作。\n- **使わない場面**：ほかのページへ移動するだけのとき（Link、見た目がボタンなら Link の `button`）。アイコンだけのとき（IconButton）。\n- **バリエーションの選び方**：`primary` は画面で一番の操作に1つだけ、`secondary` は戻る・修正するなどの脇の操作、`danger` は取り消せない操作。送信中は `sending`（フォーカスを保ち二重送信を防ぐ）、押せないときは `disabled`。\n- **アクセシビリティ**：文言は動詞で書きます（送信する、絞り込む）。送信中は aria-disabled でフォーカスを保ちます。高さ 44px 以上。';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '送信する', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const Secondary: Story = { args: { variant: 'secondary', children: '修正する' } };

export const Danger: Story = { args: { variant: 'danger', children: '報告する' } };

/** Not available at all (nothing to send yet): `disabled` takes the button out of the tab order. While a send runs,
 * use `sending` instead, which keeps focus. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Two toggles (the e-learning archive's grid and list views): the one that is on is filled. */
export const Pressed: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary" aria-pressed={true}>
        グリッド表示
      </Button>
      <Button variant="secondary" aria-pressed={false}>
        リスト表示
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const on = getComputedStyle(canvas.getByRole('button', { name: 'グリッド表示', pressed: true }));
    const off = getComputedStyle(canvas.getByRole('button', { name: 'リスト表示', pressed: false }));
    await expect(on.backgroundColor).not.toBe(off.backgroundColor);
    await expect(on.color).not.toBe(off.color);
  },
};

export const Phone: Story = {
  args: { children: '申し込む' },
  globals: { viewport: { value: 'phone' } },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas, loaded }) => {
    const button = canvas.getByRole('button', { name: uiTextsOf({ loaded }).common.sending });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Issue 31 item 14: the pressed button keeps focus while it sends and after, so Tab goes on from it. */
export const SendingKeepsFocus: Story = {
  tags: ['no-visual'],
  render: function SendingDemo() {
    const [sending, setSending] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSending(true);
          setTimeout(() => setSending(false), 300);
        }}
      >
        <Button type="submit" sending={sending}>
          送信する
        </Button>
      </form>
    );
  },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    const busy = await canvas.findByRole('button', { name: uiTextsOf({ loaded }).common.sending });
    await expect(busy).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: '送信する' })).toHaveFocus();
  },
};

export const LongJapaneseText: Story = {
  args: { children: 'この内容で申し込む（入力内容をもう一度ご確認のうえ、お進みください）' },
  tags: ['visual'],
};
