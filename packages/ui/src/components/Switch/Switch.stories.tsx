import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'すぐに反映されるオン・オフの設定です（メール通知など）。\n\n- **使う場面**：押した時点で保存される設定。\n- **使わない場面**：あとで送信するフォームの答え（Checkbox）。\n- **バリエーションの選び方**：保存中は `busy`（操作は受け付けず、フォーカスは保つ）、使えないときは `disabled`。\n- **アクセシビリティ**：role="switch" で、Space で切り替わり、オン・オフが読み上げられます。説明は aria-describedby で結び付けます。';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'お知らせをメールで受け取る', onCheckedChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'お知らせをメールで受け取る' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('お知らせをメールで受け取る'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
  tags: ['visual'],
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true, description: '保護者さまのメールアドレスが未登録のため変更できません' },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'お知らせをメールで受け取る' });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription('保護者さまのメールアドレスが未登録のため変更できません');
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** While a change is saved the switch ignores clicks but keeps focus, so the keyboard user keeps their place. */
export const Busy: Story = {
  args: { busy: true, checked: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'お知らせをメールで受け取る' });
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveFocus();
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  args: {
    label: '教室からのお知らせ（休講・振替・イベントのご案内など）をプッシュ通知とメールの両方で受け取る',
    description: 'オフにしても、重要なお知らせ（災害時の休講など）は必ずお送りします。',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
