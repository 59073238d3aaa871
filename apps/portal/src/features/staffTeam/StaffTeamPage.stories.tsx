import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffTeam',
  component: PortalStory,
  args: { path: '/staff/team' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

const OWNED = [
  { id: 1, name: '自由が丘教室' },
  { id: 2, name: '武蔵小杉教室' },
];
const me = {
  id: 5,
  name: '山本 大輔',
  email: 'staff@example.com',
  classrooms: ['自由が丘教室', '武蔵小杉教室'],
  role: 'owner' as const,
  status: 'active' as const,
  you: true,
  manageable: false,
  invitedAt: null,
  expiresAt: null,
};
const colleague = {
  ...me,
  id: 6,
  name: '中村 美咲',
  email: 'nakamura.staff@example.com',
  classrooms: ['自由が丘教室'],
  role: 'staff' as const,
  you: false,
  manageable: true,
};
const list = (ownedClassrooms: typeof OWNED, data: unknown[]) =>
  storyHttp.get('/api/staff/team', ({ response }) => response(200).json({ ownedClassrooms, data } as never));

/** An owner's page: the invite form, and the staff as 利用中, 招待中, 期限切れ and 利用停止. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '教室のスタッフ' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'スタッフを招待する' })).toBeVisible();
    await expect(page.getByRole('article', { name: '山本 大輔（あなた）' })).toHaveTextContent('オーナー');
    await expect(page.getByText('招待中')).toBeVisible();
    await expect(page.getByText('期限切れ')).toBeVisible();
    await expect(page.getByText('利用停止', { selector: 'span' })).toBeVisible();
    // Nothing to do about oneself, nor about a deactivated account.
    await expect(page.queryByRole('button', { name: '山本 大輔さんのアカウントの利用停止' })).toBeNull();
    await expect(page.queryByRole('button', { name: '斎藤 聡さんのアカウントの利用停止' })).toBeNull();
  },
};

/** A staff member who owns no classroom: the list only, and who invites instead. */
export const NotOwner: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        list(
          [],
          [
            { ...me, you: false, name: '山本 大輔' },
            { ...colleague, you: true, manageable: false },
          ],
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('スタッフの招待と利用停止は、教室のオーナーが行います。')).toBeVisible();
    await expect(page.queryByRole('form', { name: 'スタッフを招待する' })).toBeNull();
    await expect(page.queryAllByRole('button', { name: /利用停止/ })).toHaveLength(0);
  },
};

/** 利用停止 asks first and says what happens to the colleague. */
export const DeactivateAsks: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list(OWNED, [me, colleague])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '中村 美咲さんのアカウントの利用停止' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'このスタッフのアカウントを利用停止にしますか？',
    });
    await expect(dialog).toHaveTextContent('中村 美咲さんはログインできなくなり');
    await userEvent.click(within(dialog).getByRole('button', { name: '利用停止にする' }));
    await expect(await page.findByRole('status')).toHaveTextContent('中村 美咲さんのアカウントを利用停止にしました。');
  },
};

/** Sent empty: the summary names every missing field, and nothing is sent. */
export const MissingFields: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list(OWNED, [me])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '招待メールを送る' }));
    await expect((await page.findAllByText('姓を入力してください。')).length).toBeGreaterThan(0);
    await expect((await page.findAllByText('メールアドレスを入力してください。')).length).toBeGreaterThan(0);
  },
};

/** An address with an account already: the server's words sit on the email field. */
export const EmailTaken: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        list(OWNED, [me]),
        storyHttp.post('/api/staff/team/invite', ({ response }) =>
          response(422).json({
            message: 'このメールアドレスはすでにまなびポータルのアカウントで使われています。',
            errors: { email: ['このメールアドレスはすでにまなびポータルのアカウントで使われています。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const form = await page.findByRole('form', { name: 'スタッフを招待する' });
    const name = within(form).getByRole('group', { name: /お名前/ });
    await userEvent.type(within(name).getByLabelText('姓'), '加藤');
    await userEvent.type(within(name).getByLabelText('名'), '翼');
    await userEvent.type(within(form).getByRole('textbox', { name: /^メールアドレス/ }), 'guardian@example.com');
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送る' }));
    await expect(
      (await page.findAllByText('このメールアドレスはすでにまなびポータルのアカウントで使われています。')).length,
    ).toBeGreaterThan(0);
  },
};

/** Sent: the page says where the invitation went. */
export const Sent: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list(OWNED, [me])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const form = await page.findByRole('form', { name: 'スタッフを招待する' });
    const name = within(form).getByRole('group', { name: /お名前/ });
    await userEvent.type(within(name).getByLabelText('姓'), '加藤');
    await userEvent.type(within(name).getByLabelText('名'), '翼');
    await userEvent.type(within(form).getByRole('textbox', { name: /^メールアドレス/ }), 'kato.staff@example.com');
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送る' }));
    await expect(await page.findByRole('status')).toHaveTextContent(
      'kato.staff@example.com に招待メールを送りました。',
    );
  },
};

/** The list cannot be read: the page says so in Japanese. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/team', ({ response }) =>
          response('default').json({ message: 'サーバーエラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('スタッフの一覧を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};
