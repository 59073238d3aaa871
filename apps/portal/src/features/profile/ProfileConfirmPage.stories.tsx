import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { formDrafts } from '../../forms/drafts';
import { formValuesFrom, PROFILE_DRAFT_KEY } from './profileValues';

const member = fixtures.user(6);

/** The draft the edit form leaves behind: the saved profile it started from, with a new building name. */
const withDraft =
  (base = formValuesFrom(member)) =>
  () => {
    formDrafts.save(PROFILE_DRAFT_KEY, { values: { ...base, building: 'ヒカリエ12階' }, base });
    return () => formDrafts.clear(PROFILE_DRAFT_KEY);
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
  tags: ['visual'],
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
  tags: ['visual'],
};

/**
 * The saved 番地 changed since the form was filled in: back to the edit form, which keeps the typed
 * building name, takes the new 番地 and says so.
 */
export const ChangedElsewhere: Story = {
  beforeEach: withDraft({ ...formValuesFrom(member), block: '1-1-1' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    // The edit route's chunk loads on this redirect: allow it more than the default second.
    await expect(
      await page.findByRole('heading', { level: 1, name: 'プロフィールの編集' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByText('プロフィールが更新されたため、編集画面に戻りました。')).toBeVisible();
    await expect(page.getByText(/ほかの画面で保存された項目（番地）を反映しました。/)).toBeVisible();
    await expect(page.getByLabelText('建物名・部屋番号')).toHaveValue('ヒカリエ12階');
    await expect(page.getByLabelText('番地')).toHaveValue(member.block ?? '');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('button', { name: 'この内容で保存する' })).toBeVisible();
  },
  tags: ['visual'],
};
