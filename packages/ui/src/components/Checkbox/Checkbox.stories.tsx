import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ラベル付きのチェックボックスです。行全体が 44px の押せる範囲です。\n\n- **使う場面**：独立した1つの「はい/いいえ」、同意（規約に同意する）。\n- **使わない場面**：複数から1つを選ぶ（RadioGroup）、すぐに反映される設定（Switch）。\n- **バリエーションの選び方**：バリエーションはありません。必須のときは ※必須 を付けます。\n- **アクセシビリティ**：ネイティブの checkbox で、Space で切り替わります。エラーは aria-describedby で読み上げます。';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: '個人情報の取り扱いに同意する', required: true, onChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '個人情報の取り扱いに同意する ※必須' });
    await userEvent.click(canvas.getByText('個人情報の取り扱いに同意する'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
  tags: ['visual'],
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: { error: '個人情報の取り扱いに同意してください' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '個人情報の取り扱いに同意する ※必須' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('エラー： 個人情報の取り扱いに同意してください');
  },
  tags: ['visual'],
};

/** Issue 31 item 15: reached by Tab, a box in error shows the focus ring, not only its red outline. */
export const WithErrorFocused: Story = {
  args: { error: '個人情報の取り扱いに同意してください' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '個人情報の取り扱いに同意する ※必須' });
    const resting = getComputedStyle(box).outlineColor;
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineColor).not.toBe(resting);
    await expect(Number.parseFloat(getComputedStyle(box).outlineWidth)).toBeGreaterThanOrEqual(3);
  },
};

export const Disabled: Story = { args: { disabled: true, hint: '規約を最後までお読みください' } };

export const LongJapaneseText: Story = {
  args: {
    label:
      '入会規約、個人情報の取り扱い、ならびにタブレット端末の購入に関する注意事項をすべて読み、内容を理解したうえで同意します',
    hint: 'タブレットは申込みの翌日までにご購入ください。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' }, tags: ['!visual'] };
