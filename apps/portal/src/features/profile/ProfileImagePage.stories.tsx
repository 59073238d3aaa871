import { fixtures } from '@portal/api-client/mocks';
import { PROFILE_IMAGE_MAX_BYTES } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { STORY_ICON, userHandler } from './storyData';

const meta = {
  title: 'Screens/Profile/ProfileImage',
  component: PortalStory,
  args: { path: '/profile/image/edit' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

// A 1×1 PNG.
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

/** Picks a file through the drop zone's file input, as a keyboard user's file dialog would. */
async function choose(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
}

/** No picture yet; saving with nothing chosen asks for a file. */
export const NoIcon: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('画像は登録されていません')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'この画像で保存する' }));
    await expect(await page.findByText('ファイルを選択してください')).toBeVisible();
  },
};

/** A chosen png is previewed before saving. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText('画像は登録されていません');
    await choose(canvasElement, png());
    await expect(await page.findByRole('img', { name: '選択した画像' })).toBeVisible();
  },
};

/** A picture exists: it can be deleted (undone until saved). */
export const WithIcon: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [userHandler(fixtures.user(6, { iconPath: STORY_ICON }))]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('img', { name: '現在の画像' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '画像を削除する' }));
    await expect(page.getByText('保存すると画像が削除され、標準のアイコンに戻ります。')).toBeVisible();
    await expect(page.getByRole('button', { name: '削除を取り消す' })).toBeVisible();
  },
};

/** The upload is refused by the server: its message shows beside the picker. */
export const UploadFails: Story = {
  parameters: { msw: { handlers: storyHandlers('validationError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText('画像は登録されていません');
    await choose(canvasElement, png());
    await userEvent.click(page.getByRole('button', { name: 'この画像で保存する' }));
    await expect(await page.findByText('入力内容に誤りがあります。')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('画像は登録されていません')).toBeVisible();
  },
};

/** A chosen png is saved: back on the list with a confirmation and the new picture in the header. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText('画像は登録されていません');
    await choose(canvasElement, png());
    await userEvent.click(page.getByRole('button', { name: 'この画像で保存する' }));
    await expect(await page.findByText('プロフィール画像を更新しました。')).toBeVisible();
    await expect(await page.findByRole('img', { name: 'プロフィール画像' })).toBeVisible();
  },
};

/** A picture over 5 MB is refused before it is sent, with the size named; the choice stays. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText('画像は登録されていません');
    const big = new File([await png().arrayBuffer(), new Uint8Array(PROFILE_IMAGE_MAX_BYTES)], 'big.png', {
      type: 'image/png',
    });
    await choose(canvasElement, big);
    await userEvent.click(page.getByRole('button', { name: 'この画像で保存する' }));
    await expect(await page.findByText('画像のサイズは5MB以内にしてください')).toBeVisible();
    await expect(page.getByRole('img', { name: '選択した画像' })).toBeVisible();
  },
};
