import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { ChatBubble, chatSenderTypes } from './ChatBubble';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'チャットの1件のメッセージです（自分は右、相手は左）。\n\n- **使う場面**：チャット・チャットボットの会話。\n- **使わない場面**：お知らせ本文（RichContent）。\n- **バリエーションの選び方**：送り手（自分・相手）で向きと色が変わります。\n- **アクセシビリティ**：送り手と時刻が文字で読み上げられます。色だけで送り手を区別しません。';

const meta = {
  title: 'Widgets/ChatBubble',
  component: ChatBubble,
  args: {
    senderType: 'guardian',
    content: '来週のレッスンはお休みします。よろしくお願いします。',
    time: '14:05',
    dateTime: '2026-11-18T14:05:00+09:00',
  },
  argTypes: { senderType: { control: 'inline-radio', options: chatSenderTypes } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { onDelete: fn() }, tags: ['visual'] };

export const FromClassroom: Story = {
  args: {
    senderType: 'classroom',
    senderName: '渋谷教室',
    content: 'ご連絡ありがとうございます。承知いたしました。',
    time: '15:30',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('渋谷教室')).toBeVisible();
    await expect(canvas.getByText('15:30')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RevealDeleteOnHover: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const button = canvas.getByRole('button', { name: ui.chatBubble.delete });
    await expect(button).not.toBeVisible();
    await userEvent.hover(canvas.getByText(/来週のレッスン/));
    // The control fades in, so wait for the transition to end.
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.unhover(canvas.getByText(/来週のレッスン/));
    await waitFor(() => expect(button).not.toBeVisible());
    await userEvent.hover(canvas.getByText(/来週のレッスン/));
    await userEvent.click(button);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const RevealDeleteByKeyboard: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: ui.chatBubble.delete });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const RevealDeleteOnTap: Story = {
  args: { onDelete: fn() },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const button = canvas.getByRole('button', { name: ui.chatBubble.delete });
    await expect(button).not.toBeVisible();
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByText(/来週のレッスン/) });
    await waitFor(() => expect(button).toBeVisible());
  },
};

export const Deleted: Story = {
  args: { deleted: true, onDelete: fn() },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByText(ui.chatBubble.deleted)).toBeVisible();
    await expect(canvas.queryByText(/来週のレッスン/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAttachments: Story = {
  args: {
    senderType: 'classroom',
    senderName: '渋谷教室',
    content: '本日の作品の写真と配布資料をお送りします。',
    attachments: [
      {
        id: 'a1',
        fileName: '作品写真.png',
        href: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="%23cfe3f7"/></svg>',
        isImage: true,
      },
      { id: 'a2', fileName: '12月の予定表.pdf', href: '#12月の予定表' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '作品写真.png' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /12月の予定表\.pdf/ })).toBeVisible();
  },
};

export const LongJapaneseText: Story = {
  args: {
    content:
      'いつもお世話になっております。来週の振替レッスンについてご相談です。水曜日の十七時からのクラスに参加を希望しておりますが、空きはございますでしょうか。ご確認のほどよろしくお願いいたします。https://example.com/a/very/long/url/without/any/breaks/that/should/still/wrap/properly',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = {
  args: { senderType: 'classroom', senderName: '渋谷教室', time: '09:12' },
  globals: { viewport: { value: 'phone' } },
};

/** Issue 31 item 10: the classroom side sees the guardian's initial, not the classroom's building. */
export const GuardianSeenByClassroom: Story = {
  args: { senderType: 'classroom', senderName: '山田 美咲', initial: '山' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg path[d^="M12 3"]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('山');
  },
};

/** Issue 31 item 10: a photo shows its thumbnail and opens in the caller's viewer instead of downloading. */
export const PhotoOpensInViewer: Story = {
  args: {
    content: undefined,
    onOpenImage: fn(),
    attachments: [
      {
        id: '1',
        fileName: '作品.png',
        href: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        thumbnailSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#thumbnail',
        isImage: true,
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const photo = canvas.getByRole('button', { name: '作品.png' });
    await expect(canvas.getByRole('img', { name: '作品.png' })).toHaveAttribute(
      'src',
      expect.stringContaining('#thumbnail'),
    );
    await userEvent.click(photo);
    await expect(args.onOpenImage).toHaveBeenCalledWith(expect.objectContaining({ fileName: '作品.png' }));
  },
};
