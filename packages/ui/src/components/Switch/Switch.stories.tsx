import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'お知らせをメールで受け取る', onCheckedChange: fn() },
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
