import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { Button } from '../Button';
import { DateField } from '../DateField';
import { TextField } from '../TextField';
import { ConfirmDialog, Dialog, ErrorDialog } from './Dialog';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '画面の上に開くダイアログです（カレンダーの日の詳細、絞り込み、確認）。\n\n- **使う場面**：今の画面を離れずに詳細を見る・確認を求めるとき。取り消せない操作の前の確認は ConfirmDialog。\n- **使わない場面**：長いフォームや手順（ページにする）、一時的な通知（Toast）。\n- **バリエーションの選び方**：ConfirmDialog の `brand` は通常の確認、`critical` は削除などの取り消せない操作。エラーは ErrorDialog。\n- **アクセシビリティ**：開くとフォーカスが中に移り、Tab は中で循環し、Escape と × で閉じて開いた要素へフォーカスを戻します。タイトルが名前になります。';

const meta = {
  title: 'Components/Dialog',
  // Open dialogs and fixed toasts would cover the docs page; each story gets its own frame there.
  parameters: { docs: { description: { component: guide }, story: { inline: false, height: '420px' } } },
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
  play: async ({ canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ui.common.close }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Escape in a picker opened inside the dialog closes only the picker; what was typed stays. */
export const NestedPickerEscape: Story = {
  tags: ['no-visual'],
  args: {
    title: '絞り込み',
    description: undefined,
    defaultOpen: true,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="キーワード" />
        <DateField label="開始日" />
      </div>
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '絞り込み' });
    const keyword = within(dialog).getByRole('textbox', { name: 'キーワード' });
    await userEvent.type(keyword, '発表会');
    const groups = within(dialog).getAllByRole('group');
    const pickerButton = within(groups[groups.length - 1] as HTMLElement).getByRole('button');
    await userEvent.click(pickerButton);
    const picker = await page.findByRole('dialog', { name: ui.dateField.pickDate });
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: ui.dateField.pickDate })).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: '絞り込み' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'キーワード' })).toHaveValue('発表会');
  },
};

function OpenedFromALink() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={opener}
        href="/online_apply/list"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        オンライン入会申し込み
      </a>
      <Dialog open={open} onOpenChange={setOpen} title="利用規約への同意" returnFocusRef={opener}>
        <p style={{ margin: 0 }}>お申し込みの前に、利用規約をお読みください。</p>
      </Dialog>
    </>
  );
}

/** Opened by a link rather than a trigger: Escape closes it and focus goes back to that link. */
export const ReturnsFocusToItsOpener: Story = {
  render: () => <OpenedFromALink />,
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'オンライン入会申し込み' });
    await userEvent.click(link);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '利用規約への同意' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(link).toHaveFocus();
  },
};

export const LongJapaneseText: Story = {
  args: {
    defaultOpen: true,
    title: '年末年始の教室休業期間および振替授業のお申し込み方法についての重要なお知らせ',
    description:
      '12月29日（月）から1月3日（土）までは教室をお休みします。お休み期間中にお問い合わせいただいた内容には、1月5日（月）以降に順次ご連絡いたします。振替授業をご希望の方は、教室までお早めにご相談ください。',
  },
  tags: ['visual'],
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
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: '報告する' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'この投稿を報告しますか？' });
    // Focus starts on cancel, so Enter does not report by accident.
    await expect(within(dialog).getByRole('button', { name: ui.dialog.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '報告する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('button', { name: ui.common.sending })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ConfirmCancelled: StoryObj<{ onConfirm: () => void }> = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: { onConfirm: fn() },
  render: (args) => <ConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: '報告する' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ui.dialog.cancel }));
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
  play: async ({ canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '送信できませんでした' });
    await expect(dialog).toHaveAccessibleDescription(
      '通信が混み合っています。しばらくしてからもう一度お試しください。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: ui.common.close }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Issue 31 item 11: a way on beside 閉じる where closing alone leads nowhere (a full event: other dates). */
export const ErrorWithAction: StoryObj<typeof ErrorDialog> = {
  tags: ['no-visual'],
  render: (args) => <ErrorDialog {...args} />,
  args: {
    defaultOpen: true,
    title: '登録エラー',
    message: 'この体験会は満席になりました。別の日程をお選びください。',
    action: <a href="https://www.manabi.example/classroom/">別の日程を探す</a>,
  },
  play: async ({ canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '登録エラー' });
    await expect(within(dialog).getByRole('link', { name: '別の日程を探す' })).toHaveAttribute(
      'href',
      'https://www.manabi.example/classroom/',
    );
    await expect(within(dialog).getByRole('button', { name: ui.common.close })).toBeEnabled();
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
