import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { Button } from '../Button';
import { Toast, ToastProvider, toastTones, useToast } from './Toast';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '画面の隅に一時的に出る知らせです（投稿しました、送信できませんでした）。\n\n- **使う場面**：操作の結果を知らせ、画面はそのままでよいとき。\n- **使わない場面**：読み落とすと困る知らせや、対応が必要なエラー（Alert）。\n- **バリエーションの選び方**：`neutral`、完了の `positive`、失敗の `critical`。\n- **アクセシビリティ**：フォーカスを動かさずに読み上げ、マウスを乗せている間やフォーカス中は消えません。F8 で移動できます。';

const meta = {
  title: 'Components/Toast',
  // Open dialogs and fixed toasts would cover the docs page; each story gets its own frame there.
  parameters: { docs: { description: { component: guide }, story: { inline: false, height: '420px' } } },
  component: Toast,
  args: { message: '動画が見つかりませんでした', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast message="動画が見つかりませんでした" />
      <Toast tone="positive" message="コメントを投稿しました" />
      <Toast tone="critical" message="送信できませんでした" />
    </div>
  ),
};

export const LongJapaneseText: Story = {
  args: {
    message:
      'ただいま動画の配信準備中です。しばらく時間をおいてから、もう一度「今月の動画」タブを開いてご確認ください。',
    onClose: () => {},
  },
  tags: ['visual'],
};

function Demo() {
  const toast = useToast();
  return <Button onClick={() => toast.show('動画が見つかりませんでした')}>動画を見る</Button>;
}

// The toasts' region by its name in the story's language (issue 36); Radix puts the hotkey in for {hotkey}.
const region = (canvas: ReturnType<typeof within>, ui: UiTexts) =>
  canvas.getByRole('region', {
    name: fill(ui.toast.viewport, { label: ui.toast.label }).replace('{hotkey}', 'F8'),
  });

export const AutoDismiss: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const trigger = canvas.getByRole('button', { name: '動画を見る' });
    await userEvent.click(trigger);
    const shownAt = performance.now();
    // Read out politely once, without taking focus from where the guardian is.
    const status = await within(canvasElement.ownerDocument.body).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(`${ui.toast.label} 動画が見つかりませんでした`));
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(trigger).toHaveFocus();
    const toasts = within(region(canvas, ui));
    // It fades in from transparent, so the first frame may not count as visible yet.
    await waitFor(() => expect(toasts.getByText('動画が見つかりませんでした')).toBeVisible());
    // Gone by itself after 3000 ms, not before.
    await waitFor(() => expect(toasts.queryByText('動画が見つかりませんでした')).toBeNull(), {
      timeout: 4500,
      interval: 100,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
  },
};

export const CloseByHand: Story = {
  render: AutoDismiss.render,
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: '動画を見る' }));
    const toasts = region(canvas, ui);
    await userEvent.click(within(toasts).getByRole('button', { name: ui.common.close }));
    await expect(within(toasts).queryByText('動画が見つかりませんでした')).toBeNull();
    // Focus stays with the toasts instead of falling to the top of the page.
    await expect(toasts).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

/** F8 jumps to the toasts; a focused toast waits past its time, and Escape closes it. */
export const KeyboardStaysAndEscapeCloses: Story = {
  render: AutoDismiss.render,
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: '動画を見る' }));
    const toasts = region(canvas, ui);
    await userEvent.keyboard('[F8]');
    await expect(toasts).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    const toast = within(toasts).getByRole('listitem');
    await expect(toast).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(within(toasts).getByText('動画が見つかりませんでした')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(toasts).queryByRole('listitem')).toBeNull());
  },
};

/** On a phone the toast is swiped away to the right. */
export const SwipeToClose: Story = {
  render: AutoDismiss.render,
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: '動画を見る' }));
    const toast = within(region(canvas, ui)).getByRole('listitem');
    const { left, top } = toast.getBoundingClientRect();
    const at = (x: number) => ({ target: toast, coords: { clientX: left + x, clientY: top + 10 } });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', ...at(20) },
      { ...at(40) },
      { ...at(120) },
      { keys: '[/MouseLeft]', ...at(120) },
    ]);
    await waitFor(() => expect(within(region(canvas, ui)).queryByRole('listitem')).toBeNull());
  },
};

export const Phone: Story = {
  args: { message: 'コメントを投稿しました', tone: 'positive', onClose: () => {} },
  globals: { viewport: { value: 'phone' } },
};
