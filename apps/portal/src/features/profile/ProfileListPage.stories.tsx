import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { STORY_ICON, sparseMember, userHandler } from './storyData';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Profile/ProfileList（登録情報）',
  id: 'screens-profile-profilelist',
  component: PortalStory,
  args: { path: '/profile/list' },
  parameters: {
    docs: { description: { component: '保護者さまとお子さまの登録情報を確かめ、変更の画面へ進む画面です。' } },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A member: details, children and the notification settings, which save as soon as they change. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
    await expect(page.getByText('山田 美咲', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('〒150-0002')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'お子さまの情報' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'プロフィールを編集する' })).toHaveAttribute('href', '/profile/edit');
    await expect(page.getByRole('heading', { name: '通知設定' })).toBeVisible();
    const chat = page.getByRole('switch', { name: 'チャットの新着メッセージ' });
    await expect(chat).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: '授業の記録の投稿' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(chat);
    await expect(await page.findByText('通知設定を保存しました。')).toBeVisible();
    await waitFor(() => expect(chat).toHaveAttribute('aria-checked', 'true'));
  },
  tags: ['visual'],
};

/** After saving, the list confirms it, and shows the uploaded picture. */
export const Saved: Story = {
  args: { path: '/profile/list?notice=saved' },
  parameters: { msw: { handlers: storyHandlers('role6', [userHandler(fixtures.user(6, { iconPath: STORY_ICON }))]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('プロフィールを更新しました。')).toBeVisible();
    await expect(page.getByRole('img', { name: 'プロフィール画像' })).toBeVisible();
  },
};

/** A prospect (role 7): no notification settings. */
export const Prospect: Story = {
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('佐藤 健一', { selector: 'dd' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: '通知設定' })).toBeNull();
  },
  tags: ['visual'],
};

/** Role 8: no notification settings either. */
export const Limited: Story = {
  parameters: { msw: { handlers: storyHandlers('role8') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('鈴木 由美', { selector: 'dd' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: '通知設定' })).toBeNull();
  },
};

/** Little registered: unset values read 「未入力」 and there are no children. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty', [userHandler(sparseMember)]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('登録されているお子さまはいません')).toBeVisible();
    await expect(page.getAllByText('未入力').length).toBeGreaterThan(2);
  },
};

/** The profile cannot be loaded: the signed-in layout says so, with a retry (issue 19 item 2). */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/user', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/ご利用者の情報を読み込めませんでした。/)).toBeVisible();
    await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
  tags: ['visual'],
};

/** Saving a setting fails: the switch stays as saved and the reason shows. */
export const SettingFails: Story = {
  parameters: { msw: { handlers: storyHandlers('validationError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const reminder = await page.findByRole('switch', { name: '授業のリマインダー' });
    await userEvent.click(reminder);
    await expect(await page.findByText('入力内容に誤りがあります。')).toBeVisible();
    await expect(reminder).toHaveAttribute('aria-checked', 'false');
  },
};

/** Moves the chat switch while another device's changes wait on the server: the 412's alert. */
async function switchMeetsChange(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await userEvent.click(await page.findByRole('switch', { name: 'チャットの新着メッセージ' }));
  return page.findByRole('alert', { name: 'プロフィールがほかの画面で変更されていました' });
}

/**
 * The profile was saved on another device after this page opened (a new phone number, another switch): the switch
 * is refused (412), says what changed and keeps the choice (issue 30 item 8).
 */
export const SettingChangedElsewhere: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await switchMeetsChange(canvasElement);
    await expect(
      within(alert).getByText('チャットの新着メッセージ：受け取る（選んだ設定）／受け取らない（保存されている内容）'),
    ).toBeVisible();
    await expect(
      within(alert).getByText(
        'ほかの画面で変更された項目（電話番号、授業のリマインダー）は、保存されている内容のまま残します。',
      ),
    ).toBeVisible();
    // The choice stays on the switch; the page shows the number saved elsewhere.
    await expect(page.getByRole('switch', { name: 'チャットの新着メッセージ' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText('08098765432')).toBeVisible();
  },
  tags: ['visual'],
};

/** Saving the choice over it, on the version the 412 gave: the number and the other switch saved elsewhere stay. */
export const SettingSavedOver: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await switchMeetsChange(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: '選んだ設定で保存する' }));
    await expect(await page.findByText('通知設定を保存しました。')).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('switch', { name: 'チャットの新着メッセージ' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: '授業のリマインダー' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('08098765432')).toBeVisible();
  },
};

/** Taking the saved settings: the switch shows what is saved again. */
export const SettingTakenSaved: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await switchMeetsChange(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: '保存されている設定にする' }));
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('switch', { name: 'チャットの新着メッセージ' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: '通知設定' })).toBeVisible();
  },
  tags: ['visual'],
};
