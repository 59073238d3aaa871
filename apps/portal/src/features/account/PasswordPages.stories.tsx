import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

const TOKEN = 'storyTokenAbcdefghijklmnop';

/** A visitor without an account: the session check answers 401, so the page sits in the public frame. */
const visitor = (extra: Parameters<typeof storyHandlers>[1] = []) =>
  storyHandlers('default', [
    storyHttp.get('/api/account/authed', ({ response }) => response(401).json({ message: 'Unauthenticated.' })),
    ...extra,
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Password（パスワード再設定）',
  id: 'screens-password',
  component: PortalStory,
  parameters: {
    docs: {
      description: {
        component:
          'パスワードを忘れた保護者さまが、登録したメールアドレスに届くリンクから新しいパスワードを設定する画面です（再設定の依頼、メール送信済みのご案内、新しいパスワードの入力、完了）。サインインしていない状態で開くため、公開ページの枠で表示されます。',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** 「パスワードをお忘れの方」: the same answer for every address, focus on it. */
export const Forgot: Story = {
  args: { path: '/password/forgot' },
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/password/forgot', ({ response }) => response(200).json({ success: true })),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    await userEvent.type(page.getByLabelText('メールアドレス'), 'sato@example.com');
    await userEvent.click(page.getByRole('button', { name: '再設定用のメールを送る' }));
    const answer = await page.findByRole('status');
    await expect(answer).toHaveTextContent('sato@example.com にアカウントがある場合は');
    await expect(page.getByRole('link', { name: 'ログイン画面に戻る' })).toBeVisible();
  },
};

/** The mailed link's page: the rules show before typing; a mismatch is held on the confirmation field. */
export const Reset: Story = {
  args: { path: `/password/reset?token=${TOKEN}` },
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.get('/api/password/link', ({ response }) =>
          response(200).json({ purpose: 'reset', kind: 'guardian', email: 'sato@example.com' }),
        ),
        storyHttp.post('/api/password/reset', ({ response }) =>
          response(200).json({ purpose: 'reset', kind: 'guardian', email: 'sato@example.com' }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/sato@example\.com のパスワードを設定します/)).toBeVisible();
    await expect(page.getByText(/パスワードは10文字以上で入力してください。/)).toBeVisible();
    await userEvent.type(
      page.getByLabelText('新しいパスワード', { exact: false, selector: 'input[name="password"]' }),
      'sakura-2026-spring',
    );
    await userEvent.type(page.getByLabelText('新しいパスワード（確認）'), 'sakura-2026-sprinG');
    await userEvent.click(page.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(
      (await page.findAllByText('確認のため、同じパスワードをもう一度入力してください。')).length,
    ).toBeGreaterThan(0);
    await userEvent.clear(page.getByLabelText('新しいパスワード（確認）'));
    await userEvent.type(page.getByLabelText('新しいパスワード（確認）'), 'sakura-2026-spring');
    await userEvent.click(page.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(await page.findByText('パスワードを設定しました')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ログインする' })).toBeVisible();
  },
};

/** A link whose time ran out says so and offers a new one. */
export const ResetExpired: Story = {
  args: { path: `/password/reset?token=${TOKEN}` },
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.get('/api/password/link', ({ response }) =>
          response(410).json({
            message: 'このリンクは有効期限が切れています。パスワードの再設定をもう一度お申し込みください。',
            reason: 'expired',
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/このリンクは有効期限が切れています。/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'パスワードの再設定をもう一度申し込む' })).toBeVisible();
  },
};

/** The profile's change: the current password is refused as the server words it. */
export const Change: Story = {
  args: { path: '/profile/password' },
  parameters: {
    msw: {
      handlers: storyHandlers('default', [
        storyHttp.post('/api/password/change', ({ response }) =>
          response(422).json({
            message: '現在のパスワードが正しくありません。',
            errors: { currentPassword: ['現在のパスワードが正しくありません。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'パスワードの変更' })).toBeVisible();
    await userEvent.type(page.getByLabelText('現在のパスワード'), 'not-mine');
    await userEvent.type(
      page.getByLabelText('新しいパスワード', { selector: 'input[name="password"]' }),
      'sakura-2026-spring',
    );
    await userEvent.type(page.getByLabelText('新しいパスワード（確認）'), 'sakura-2026-spring');
    await userEvent.click(page.getByRole('button', { name: 'パスワードを変更する' }));
    await expect((await page.findAllByText('現在のパスワードが正しくありません。')).length).toBeGreaterThan(0);
    await expect(page.getByLabelText('現在のパスワード')).toHaveValue('not-mine');
  },
};
