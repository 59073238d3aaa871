import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, toastTones, useToast } from './Toast';

const meta = {
  title: 'Components/Toast',
  // Open dialogs and fixed toasts would cover the docs page; each story gets its own frame there.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  component: Toast,
  args: { message: '動画が見つかりませんでした', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
};

function Demo() {
  const toast = useToast();
  return <Button onClick={() => toast.show('動画が見つかりませんでした')}>動画を見る</Button>;
}

export const AutoDismiss: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '動画を見る' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('動画が見つかりませんでした');
    const shownAt = performance.now();
    // Gone by itself after 3000 ms, not before.
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 4500, interval: 100 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
  },
};

export const CloseByHand: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '動画を見る' }));
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  args: { message: 'コメントを投稿しました', tone: 'positive', onClose: () => {} },
  globals: { viewport: { value: 'phone' } },
};
