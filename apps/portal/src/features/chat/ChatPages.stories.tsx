import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHandlers, storyHttp } from '../../app/PortalStory';
import { disableRealtime } from '../../app/realtime';

disableRealtime();

const meta = {
  title: 'Screens/Chat/ChatPages',
  component: PortalStory,
  args: { path: '/chat/class_select' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

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
    // The sidebar's entry carries the count across rooms.
    const menu = within(canvasElement).getByRole('navigation', { name: 'メインメニュー' });
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
    await expect(await page.findByRole('link', { name: /佐藤さま/ })).toHaveTextContent('未読2件');
  },
  tags: ['visual'],
};
