import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, Dialog, ErrorDialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  // Open dialogs and fixed toasts would cover the docs page; each story gets its own frame there.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  component: Dialog,
  args: {
    title: '12月7日（日）の授業',
    description: 'はると：ロボティクスベーシック 10:00〜11:30',
    trigger: <Button>詳細を見る</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '詳細を見る' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '12月7日（日）の授業' });
    await expect(dialog).toHaveAccessibleDescription('はると：ロボティクスベーシック 10:00〜11:30');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithContent: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: {
    description: undefined,
    defaultOpen: true,
    children: (
      <ul style={{ margin: 0 }}>
        <li>はると：ロボティクスベーシック 10:00〜11:30</li>
        <li>ゆい：サイエンスゲート 13:00〜14:00</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LongJapaneseText: Story = {
  args: {
    defaultOpen: true,
    title: '年末年始の教室休業期間および振替授業のお申し込み方法についての重要なお知らせ',
    description:
      '12月29日（月）から1月3日（土）までは教室をお休みします。お休み期間中にお問い合わせいただいた内容には、1月5日（月）以降に順次ご連絡いたします。振替授業をご希望の方は、教室までお早めにご相談ください。',
  },
};

export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // The dialog keeps a margin on both sides of a 375px screen.
    const rect = (await body(canvasElement).findByRole('dialog')).getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(rect.left).toBeGreaterThanOrEqual(8);
    await expect(rect.right).toBeLessThanOrEqual(width - 8);
  },
};

function ConfirmDemo({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="danger">報告する</Button>}
      tone="critical"
      title="この投稿を報告しますか？"
      description="不適切な内容として教室に報告します。報告は取り消せません。"
      confirmLabel="報告する"
      confirming={sending}
      onConfirm={() => {
        onConfirm();
        setSending(true);
        setTimeout(() => {
          setSending(false);
          setOpen(false);
        }, 300);
      }}
    />
  );
}

export const Confirm: StoryObj<{ onConfirm: () => void }> = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: { onConfirm: fn() },
  render: (args) => <ConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '報告する' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'この投稿を報告しますか？' });
    // Focus starts on cancel, so Enter does not report by accident.
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '報告する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('button', { name: '送信中...' })).toBeDisabled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ConfirmCancelled: StoryObj<{ onConfirm: () => void }> = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: { onConfirm: fn() },
  render: (args) => <ConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '報告する' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ErrorMessage: StoryObj<typeof ErrorDialog> = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  render: (args) => <ErrorDialog {...args} />,
  args: {
    defaultOpen: true,
    title: '送信できませんでした',
    message: '通信が混み合っています。しばらくしてからもう一度お試しください。',
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '送信できませんでした' });
    await expect(dialog).toHaveAccessibleDescription(
      '通信が混み合っています。しばらくしてからもう一度お試しください。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ConfirmOpen: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    defaultOpen: true,
    tone: 'critical',
    title: 'この投稿を報告しますか？',
    description: '不適切な内容として教室に報告します。報告は取り消せません。',
    confirmLabel: '報告する',
    onConfirm: fn(),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'この投稿を報告しますか？' });
    await expect(within(dialog).getByRole('button', { name: '報告する' })).toBeEnabled();
  },
};

export const ConfirmPhone: StoryObj<typeof ConfirmDialog> = {
  ...ConfirmOpen,
  globals: { viewport: { value: 'phone' } },
};
