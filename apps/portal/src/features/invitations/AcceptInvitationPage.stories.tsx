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

const invitation = {
  classroomName: '自由が丘教室',
  guardianName: '松本 由美',
  email: 'matsumoto@example.jp',
  children: [
    { name: '松本 陽葵', schoolGrade: 7 },
    { name: '松本 蒼', schoolGrade: 5 },
  ],
  hasAccount: false,
};
const ended = (reason: 'wrong' | 'expired' | 'used' | 'revoked', message: string) =>
  visitor([storyHttp.get('/api/invitation', ({ response }) => response(410).json({ message, reason }))]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Invitation（家族の招待）',
  id: 'screens-invitation',
  component: PortalStory,
  args: { path: `/invitation?token=${TOKEN}` },
  parameters: {
    docs: {
      description: {
        component:
          '家族の招待メールのリンクから開き、招待された保護者さまがアカウントを作ってご家族のマイページに加わる画面です。教室とお子さま、パスワードの条件を入力前に示します。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: visitor() },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** The classroom and the children, the password rules shown before typing; a mismatch stays on the second box. */
export const NewAccount: Story = {
  parameters: {
    msw: { handlers: visitor([storyHttp.get('/api/invitation', ({ response }) => response(200).json(invitation))]) },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('松本 陽葵さん（小学5年生）')).toBeVisible();
    await expect(page.getByText(/パスワードは10文字以上で入力してください。/)).toBeVisible();
    await userEvent.type(
      page.getByLabelText('新しいパスワード', { exact: false, selector: 'input[name="password"]' }),
      'haruka-2026-spring',
    );
    await userEvent.type(page.getByLabelText('新しいパスワード（確認）'), 'haruka-2026-sprinG');
    await userEvent.click(page.getByRole('button', { name: 'パスワードを設定して始める' }));
    await expect(
      (await page.findAllByText('確認のため、同じパスワードをもう一度入力してください。')).length,
    ).toBeGreaterThan(0);
  },
};

/** One child with a long name and a long address. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.get('/api/invitation', ({ response }) =>
          response(200).json({
            ...invitation,
            email: 'michiko.hasegawa.family-account-for-school@example-long-domain.co.jp',
            children: [{ name: '長谷川 一之輔', schoolGrade: 12 }],
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/example-long-domain\.co\.jp/)).toBeVisible();
  },
};

/** The address has an account already: no password, the children are added to it. */
export const ExistingAccount: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.get('/api/invitation', ({ response }) => response(200).json({ ...invitation, hasAccount: true })),
        storyHttp.post('/api/invitation/accept', ({ response }) =>
          response(200).json({ signedIn: false, linked: true }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'お子さまを追加する' }));
    await expect(await page.findByText('お子さまを追加しました')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ログインする' })).toBeVisible();
  },
};

/** A link whose week ran out. */
export const Expired: Story = {
  parameters: {
    msw: {
      handlers: ended('expired', 'この招待のリンクは有効期限が切れています。教室に招待メールの再送をご依頼ください。'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/有効期限が切れています/)).toBeVisible();
  },
};

/** A link used already: it leads to the sign-in. */
export const Used: Story = {
  parameters: {
    msw: {
      handlers: ended('used', 'この招待はすでに承諾されています。メールアドレスとパスワードでログインしてください。'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('link', { name: 'ログインする' })).toBeVisible();
  },
};

/** A link the classroom revoked. */
export const Revoked: Story = {
  parameters: {
    msw: {
      handlers: ended('revoked', 'この招待は教室によって取り消されました。くわしくは教室にお問い合わせください。'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/取り消されました/)).toBeVisible();
  },
};

/** The server cannot be reached: the page says so. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.get('/api/invitation', ({ response }) =>
          response('default').json({ message: 'サーバーエラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('招待を確認できませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};
