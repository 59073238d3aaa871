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
    formDrafts.save(PROFILE_DRAFT_KEY, {
      values: { ...base, building: 'ヒカリエ12階' },
      base,
      version: member.version,
    });
    return () => formDrafts.clear(PROFILE_DRAFT_KEY);
  };

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Profile/ProfileConfirm（登録情報の変更・確認）',
  id: 'screens-profile-profileconfirm',
  component: PortalStory,
  args: { path: '/profile/confirm' },
  parameters: {
    docs: { description: { component: '登録情報の変更内容を確かめてから送る画面です。' } },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
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
    await expect(page.getByText(/ほかの画面で保存された項目（町名・番地）を反映しました。/)).toBeVisible();
    await expect(page.getByLabelText(/^建物名・部屋番号/)).toHaveValue('ヒカリエ12階');
    await expect(page.getByLabelText(/^町名・番地/)).toHaveValue(member.block ?? '');
  },
};

/** Presses save while another device's new phone number waits on the server: the 412's alert. */
async function saveMeetsChange(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'この内容で保存する' }));
  return page.findByRole('alert', { name: 'プロフィールがほかの画面で変更されていました' });
}

/**
 * Another device saved a new phone number while this screen stayed open: the save is refused (412); the screen says
 * so, shows where the typed values and the saved ones differ, and keeps the typed building name with the new number
 * (issue 30 item 8).
 */
export const SavedElsewhere: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await saveMeetsChange(canvasElement);
    await expect(
      within(alert).getByText(
        '住所：東京都 渋谷区渋谷 2-21-1 ヒカリエ12階（入力した内容）／東京都 渋谷区渋谷 2-21-1 ヒカリエ11階（保存されている内容）',
      ),
    ).toBeVisible();
    await expect(
      within(alert).getByText('ほかの画面で変更された項目（電話番号）は、保存されている内容のまま残します。'),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '保存されている内容にする' })).toBeVisible();
    // What will be saved now: the typed building name with the number saved elsewhere.
    await expect(page.getByText('東京都 渋谷区渋谷 2-21-1 ヒカリエ12階', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('08098765432', { selector: 'dd' })).toBeVisible();
  },
  tags: ['visual'],
};

/** Saving over it, on the version the 412 gave: the typed building name and the number saved elsewhere both stay. */
export const SavedElsewhereSavedOver: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await saveMeetsChange(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: '入力した内容で保存する' }));
    await expect(await page.findByText('プロフィールを更新しました。')).toBeVisible();
    await expect(page.getByText('08098765432', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('東京都 渋谷区渋谷 2-21-1 ヒカリエ12階', { selector: 'dd' })).toBeVisible();
  },
};

/** Taking the saved profile instead: the typed words go, and the list shows what is saved. */
export const SavedElsewhereTaken: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await saveMeetsChange(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: '保存されている内容にする' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
    await expect(await page.findByText('東京都 渋谷区渋谷 2-21-1 ヒカリエ11階', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('08098765432', { selector: 'dd' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('button', { name: 'この内容で保存する' })).toBeVisible();
  },
  tags: ['visual'],
};
