import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '送信する', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
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

export const Phone: Story = {
  args: { children: '申し込む' },
  globals: { viewport: { value: 'phone' } },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '送信中…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  args: { children: 'この内容で申し込む（入力内容をもう一度ご確認のうえ、お進みください）' },
  tags: ['visual'],
};
