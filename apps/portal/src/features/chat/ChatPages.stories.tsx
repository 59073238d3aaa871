import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHandlers, storyHttp } from '../../app/PortalStory';
import { disableRealtime } from '../../app/realtime';
import { navAtAnyWidth } from '../../app/storyNav';
import { outbox } from './outbox';

disableRealtime();

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Chat/ChatPages（チャット）',
  id: 'screens-chat-chatpages',
  component: PortalStory,
  args: { path: '/chat/class_select' },
  parameters: {
    docs: {
      description: {
        component:
          '保護者さまと教室のスタッフがクラスごとにやり取りするチャットの画面です（クラスの選択、メッセージの一覧と送信）。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
  beforeEach: async () => {
    await emptyOutbox();
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/**
 * The room scrolls to its newest message 500 ms after it opens (spec 1 §9), on a phone the page too: the
 * photographed stories wait for it, so the pictures do not depend on whether it came before them.
 */
const afterOpeningScroll = () => new Promise((resolve) => setTimeout(resolve, 600));

/**
 * Each story starts with an empty outbox (the browser's IndexedDB outlives a story). Not emptied when a
 * story ends: the pictures of both widths are taken after it, and the shell's listener would send what
 * another screen's story finds there to its mocks anyway.
 */
const emptyOutbox = async () => {
  await outbox.ready();
  for (const item of outbox.all()) outbox.remove(item.key);
};

/** 教室へのチャット: a tile per classroom, the unread one with a red dot that is also said in words. */
export const ClassSelect: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/guardianChat/room/index', ({ response }) =>
          response(200).json([fixtures.chatRoom(0, 2), fixtures.chatRoom(1)]),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '教室へのチャット' })).toBeVisible();
    const tiles = page.getByRole('list', { name: '教室' });
    await expect(within(tiles).getAllByRole('link')).toHaveLength(2);
    await expect(await within(tiles).findByRole('img', { name: '未読のメッセージがあります' })).toBeVisible();
    // The sidebar's entry carries the count across rooms (on a phone, the menu's).
    const menu = await navAtAnyWidth(canvasElement, 'メインメニュー');
    await expect(
      await within(menu).findByRole('link', { name: /教室へのチャット.*未読のメッセージ2件/ }),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** The conversation: grouped by date, the guardian's on the right, the classroom's on the left with its name. */
export const MessageScreen: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const list = await page.findByRole('region', { name: /とのメッセージ/ });
    await expect(await within(list).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    await expect(page.getByRole('button', { name: '送信' })).toBeDisabled();
    await afterOpeningScroll();
  },
  tags: ['visual'],
};

/** Spec 1 §5: send is disabled while the text is empty. */
export const ComposerEnables: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('button', { name: '送信' })).toBeDisabled();
    await userEvent.type(page.getByRole('textbox', { name: 'メッセージ' }), 'よろしくお願いします。');
    await expect(page.getByRole('button', { name: '送信' })).toBeEnabled();
  },
};

/** A file outside the whitelist is refused in the attachment dialog with the spec's alert. */
export const AttachmentRefused: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'ファイルを添付' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'ファイルを添付' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('このファイル形式は添付できません。');
  },
};

/** The classroom side's list of rooms, newest conversation first, with unread counts. */
export const StaffRooms: Story = {
  args: { path: '/staff/chat' },
  parameters: { msw: { handlers: staffStoryHandlers('role6') } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The room's card: its name is the link, its unread count beside it.
    const room = await page.findByRole('link', { name: /佐藤さん（ご家族）・/ });
    await expect(room.closest('li')).toHaveTextContent('未読2件');
  },
  tags: ['visual'],
};

/**
 * Issue 30: a send the server fails on (500) keeps the words, as a message marked 送信できませんでした with
 * 再送信 and 削除; focus stays in the composer; 再送信 sends it once the server answers.
 */
let failSends = true;
export const FailedSendKeepsTheWords: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.post('/api/guardianChat/message/send', async ({ request, response }) => {
          if (failSends) return response.untyped(HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
          const form = await request.formData();
          return response(200).json({
            success: true,
            data: fixtures.chatMessage(1, {
              id: 9100,
              content: String(form.get('content')),
              sendAt: '2025-04-15 10:00:00',
            }),
          });
        }),
      ]),
    },
  },
  beforeEach: () => {
    failSends = true;
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const text = '来週の振替をお願いできますか。';
    const box = await page.findByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(box, text);
    await userEvent.click(page.getByRole('button', { name: '送信' }));
    const list = page.getByRole('region', { name: /とのメッセージ/ });
    const failed = await waitFor(() => {
      const row = list.querySelector<HTMLElement>('[data-failed="true"]');
      if (!row) throw new Error('no failed message yet');
      return row;
    });
    await expect(failed).toHaveTextContent(text);
    await expect(failed).toHaveTextContent('送信できませんでした');
    await expect(await page.findByRole('alert')).toHaveTextContent('メッセージの送信に失敗しました');
    // Issue 31 item 14: focus stays where the next message is typed, not on <body>.
    await expect(box).toHaveFocus();
    await expect(within(failed).getByRole('button', { name: '削除' })).toBeVisible();
    failSends = false;
    await userEvent.click(within(failed).getByRole('button', { name: '再送信' }));
    await waitFor(() => expect(list.querySelector('[data-pending="true"]')).toBeNull());
    await expect(list).toHaveTextContent(text);
    await afterOpeningScroll();
  },
  tags: ['visual'],
};

/** Issue 30: the server's 2,000 characters are counted in view; over them the words stay and send waits. */
export const CounterNearTheLimit: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const box = await page.findByRole('textbox', { name: 'メッセージ' });
    await userEvent.click(box);
    await userEvent.paste('あ'.repeat(1995));
    await expect(page.getByText('1995 / 2000')).toBeVisible();
    await expect(page.getByRole('button', { name: '送信' })).toBeEnabled();
    await userEvent.paste('い'.repeat(10));
    await expect(page.getByText('2005 / 2000')).toBeVisible();
    await expect(page.getByRole('button', { name: '送信' })).toBeDisabled();
    // Nothing was cut: the pasted words are all still there.
    await expect(box).toHaveValue(`${'あ'.repeat(1995)}${'い'.repeat(10)}`);
    await afterOpeningScroll();
  },
  tags: ['visual'],
};

/** Issue 30: a file the server refuses is named, leaves the composer, and the text sent with it still goes. */
export const RefusedFileIsNamed: Story = {
  args: { path: '/chat/message?chatRoomId=70' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.post('/api/guardianChat/message/send', async ({ request, response }) => {
          const form = await request.formData();
          if (form.get('selectedFile') instanceof File) {
            const refusal = 'ファイルの中身が拡張子と一致しません。ファイルを確認して、もう一度選択してください。';
            return response.untyped(
              HttpResponse.json({ message: refusal, errors: { selectedFile: [refusal] } }, { status: 422 }),
            );
          }
          return response(200).json({
            success: true,
            data: fixtures.chatMessage(1, {
              id: 9200,
              content: String(form.get('content')),
              sendAt: '2025-04-15 10:00:00',
            }),
          });
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'ファイルを添付' }));
    const dialog = await body.findByRole('dialog', { name: 'ファイルを添付' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<html>'], '作品.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.click(within(dialog).getByRole('button', { name: '添付する' }));
    // Issue 31 item 14: the dialog gives focus back to the button that opened it.
    await waitFor(() => expect(page.getByRole('button', { name: /ファイルを添付/ })).toHaveFocus());
    await userEvent.type(page.getByRole('textbox', { name: 'メッセージ' }), '作品の写真です。');
    await userEvent.click(page.getByRole('button', { name: '送信' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('「作品.png」を送信できませんでした。');
    const list = page.getByRole('region', { name: /とのメッセージ/ });
    await waitFor(() => expect(list).toHaveTextContent('作品の写真です。'));
    // The file is no longer attached to the next message.
    await expect(page.getByRole('button', { name: 'ファイルを添付' })).not.toHaveTextContent('1');
  },
};

/** Issue 30: messages written offline wait in the outbox; the class tiles say so, in words. */
export const WaitingOnTheTiles: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/guardianChat/room/index', ({ response }) =>
          response(200).json([fixtures.chatRoom(0, 2), fixtures.chatRoom(1)]),
        ),
        // The server is still out of reach: the shell's listener tries, and the messages keep waiting.
        storyHttp.post('/api/guardianChat/message/send', ({ response }) =>
          response.untyped(HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })),
        ),
      ]),
    },
  },
  beforeEach: async () => {
    await emptyOutbox();
    const item = (key: string, content: string) => ({
      key,
      roomId: 70,
      side: 'guardian' as const,
      content,
      createdAt: '2025-04-15T01:00:00.000Z',
    });
    await outbox.add(item('waitingkey0001', '明日は休みます。'));
    await outbox.add(item('waitingkey0002', 'よろしくお願いします。'));
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const tiles = await page.findByRole('list', { name: '教室' });
    await expect(await within(tiles).findByRole('link', { name: /送信待ち 2件/ })).toBeVisible();
    await expect(within(tiles).getAllByText(/送信待ち/)).toHaveLength(1);
  },
  tags: ['visual'],
};
