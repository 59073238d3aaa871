import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonVariants } from './IconButton';

const TrashIcon = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'アイコンだけの丸いボタンです（44px）。`label` が名前になります。\n\n- **使う場面**：閉じる、メニュー、通知など場所から意味が明らかな操作。\n- **使わない場面**：意味が伝わりにくい操作（文字のある Button を使う）。\n- **バリエーションの選び方**：`ghost`（背景なし）、`outline`（枠線）、`solid`（塗り）。\n- **アクセシビリティ**：`label` は必須で、ツールチップではなく aria-label として読み上げます。';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'メッセージを削除', icon: TrashIcon, variant: 'ghost', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants }, icon: { control: false } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'メッセージを削除' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`削除（${variant}）`} />
      ))}
    </div>
  ),
};

export const Keyboard: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { args: { variant: 'outline' }, globals: { viewport: { value: 'phone' } } };
