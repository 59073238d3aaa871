import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { STORY_ICON, sparseMember, userHandler } from './storyData';

const meta = {
  title: 'Screens/Profile/ProfileList',
  component: PortalStory,
  args: { path: '/profile/list' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: '通知設定' })).toBeVisible();
  },
  tags: ['visual'],
};
