import { fixtures } from '@portal/api-client/mocks';
import { PROFILE_IMAGE_MAX_BYTES } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { containing, t } from '../../app/storyWords';
import { STORY_ICON, userHandler } from './storyData';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Profile/ProfileImage（プロフィール画像）',
  id: 'screens-profile-profileimage',
  component: PortalStory,
  args: { path: '/profile/image/edit' },
  parameters: {
    docs: { description: { component: 'お子さまのプロフィール画像を選んで切り抜き、登録する画面です。' } },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
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
    await expect(await page.findByText(t(($) => $.profile.image.noIcon))).toBeVisible();
    // The field it asks for is marked required, not optional (issue 31 item 32).
    await expect(page.queryByText(t(($) => $.ui.field.optional))).toBeNull();
    await expect(page.getAllByText(t(($) => $.ui.field.required))[0]).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(await page.findByText(t(($) => $.profileImage.selectFile))).toBeVisible();
  },
  tags: ['visual'],
};

/** A GIF chosen after a failed empty save: only the GIF's message remains (issue 19 item 12). */
export const GifAfterEmptySave: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(await page.findByText(t(($) => $.profileImage.selectFile))).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The file dialog's 「すべてのファイル」 lets a GIF through the accept filter.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await expect(await page.findByText(containing(t(($) => $.profileImage.type)))).toBeVisible();
    await expect(page.queryByText(t(($) => $.profileImage.selectFile))).toBeNull();
  },
};

/** A file named .png that does not decode: no broken picture, a message instead, and nothing is sent. */
export const CorruptPng: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    await choose(canvasElement, new File(['not really a png'], 'broken.png', { type: 'image/png' }));
    await expect(await page.findByText(t(($) => $.profileImage.unreadable))).toBeVisible();
    await expect(page.queryByRole('img', { name: t(($) => $.profile.image.preview) })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(page.getByRole('heading', { level: 1, name: t(($) => $.profile.titles.image) })).toBeVisible();
  },
};

/** A chosen png is previewed before saving. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    await choose(canvasElement, png());
    await expect(await page.findByRole('img', { name: t(($) => $.profile.image.preview) })).toBeVisible();
  },
};

/** A picture exists: it can be deleted (undone until saved). */
export const WithIcon: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [userHandler(fixtures.user(6, { iconPath: STORY_ICON }))]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('img', { name: t(($) => $.profile.image.current) })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.remove) }));
    await expect(page.getByText(t(($) => $.profile.image.removed))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.profile.image.undoRemove) })).toBeVisible();
  },
  tags: ['visual'],
};

/** The upload is refused by the server: its message shows in an alert above the save, the picture still chosen. */
export const UploadFails: Story = {
  parameters: { msw: { handlers: storyHandlers('validationError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    await choose(canvasElement, png());
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(await page.findByText('入力内容に誤りがあります。')).toBeVisible();
  },
  tags: ['visual'],
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.profile.image.noIcon))).toBeVisible();
  },
  tags: ['visual'],
};

/** A chosen png is saved: back on the list with a confirmation and the new picture in the header. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    await choose(canvasElement, png());
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(await page.findByText(t(($) => $.profile.image.saved))).toBeVisible();
    await expect(await page.findByRole('img', { name: t(($) => $.profile.iconAlt) })).toBeVisible();
  },
};

/** A picture over 5 MB is refused before it is sent, with the size named; the choice stays. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText(t(($) => $.profile.image.noIcon));
    const big = new File([await png().arrayBuffer(), new Uint8Array(PROFILE_IMAGE_MAX_BYTES)], 'big.png', {
      type: 'image/png',
    });
    await choose(canvasElement, big);
    await userEvent.click(page.getByRole('button', { name: t(($) => $.profile.image.save) }));
    await expect(await page.findByText(t(($) => $.profileImage.tooLarge))).toBeVisible();
    await expect(page.getByRole('img', { name: t(($) => $.profile.image.preview) })).toBeVisible();
  },
};
