import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { formValuesFrom, profileDraft, profileSnapshot } from './profileForm';

const member = fixtures.user(6);

/** The draft the edit form leaves behind: the saved profile with a new building name. */
const withDraft =
  (basedOn = profileSnapshot(member)) =>
  () => {
    profileDraft.save({ values: { ...formValuesFrom(member), building: 'ヒカリエ12階' }, basedOn });
    return () => profileDraft.clear();
  };

const meta = {
  title: 'Screens/Profile/ProfileConfirm',
  component: PortalStory,
  args: { path: '/profile/confirm' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
  beforeEach: withDraft(),
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** What will be saved; saving returns to the list with a confirmation. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィールの確認' })).toBeVisible();
    await expect(page.getByText('東京都 渋谷区渋谷 2-21-1 ヒカリエ12階')).toBeVisible();
    // The empty backup phone reads 「未入力」.
    await expect(page.getAllByText('未入力')[0]).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'この内容で保存する' }));
    await expect(await page.findByText('プロフィールを更新しました。')).toBeVisible();
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
  },
};

/** The server refuses: its message and each field's reason, with 'check and retry'. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: storyHandlers('validationError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'この内容で保存する' }));
    const alert = await page.findByRole('alert');
    await expect(within(alert).getByText('入力内容に誤りがあります。')).toBeVisible();
    await expect(within(alert).getByText('入力内容をご確認のうえ、もう一度お試しください。')).toBeVisible();
  },
};

/** The saved profile changed since the form was filled in: back to the edit form. */
export const ChangedElsewhere: Story = {
  beforeEach: withDraft('{"stale":true}'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    await expect(page.getByText('プロフィールが更新されたため、編集画面に戻りました。')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('button', { name: 'この内容で保存する' })).toBeVisible();
  },
};
