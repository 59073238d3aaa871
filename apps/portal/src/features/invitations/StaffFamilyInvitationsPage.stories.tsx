import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffFamilyInvitations',
  component: PortalStory,
  args: { path: '/staff/families' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

const CLASSROOMS = [
  { id: 1, name: '自由が丘教室' },
  { id: 3, name: '吉祥寺教室' },
];
const one = {
  id: 801,
  classroomId: 1,
  classroomName: '自由が丘教室',
  guardianName: '松本 由美',
  email: 'matsumoto@example.jp',
  role: 6 as const,
  course: 'RA',
  children: ['松本 陽葵', '松本 蒼'],
  status: 'invited' as const,
  sentAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-11-27T01:00:00.000Z',
  acceptedAt: null,
};
const list = (data: unknown[]) =>
  storyHttp.get('/api/staff/families/invitations', ({ response }) =>
    response(200).json({ classrooms: CLASSROOMS, data } as never),
  );

/** Invited, joined, expired and revoked families: 再送 and 取り消し only where the family has not joined. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '招待したご家族' })).toBeVisible();
    await expect(page.getAllByRole('article').length).toBeGreaterThan(2);
    await expect(page.getByText('登録済み')).toBeVisible();
    await expect(page.getByText('期限切れ')).toBeVisible();
  },
};

/** No family invited yet: the form, and the list says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list([])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('まだ招待したご家族はいません。')).toBeVisible();
    await expect(page.getByRole('form', { name: 'ご家族を招待する' })).toBeVisible();
  },
};

/** One invitation: 取り消し asks first and says what the family will see. */
export const One: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list([one])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '松本 由美さんへの招待の取り消し' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('保護者さまがメールのリンクを開くと');
  },
};

/** A long address and three children with long names wrap inside the card. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        list([
          {
            ...one,
            guardianName: '長谷川 美智子',
            email: 'michiko.hasegawa.family-account-for-school@example-long-domain.co.jp',
            children: ['長谷川 一之輔', '長谷川 さくらこ', '長谷川 晴之介'],
          },
        ]),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/example-long-domain\.co\.jp/)).toBeVisible();
  },
};

/** Sent empty: the summary names every missing field, and nothing is sent. */
export const MissingFields: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list([])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '招待メールを送る' }));
    await expect((await page.findAllByText('保護者の姓を入力してください。')).length).toBeGreaterThan(0);
    await expect((await page.findAllByText('お子さまの生年月日を入力してください。')).length).toBeGreaterThan(0);
  },
};

/** The list cannot be read: the page says so in Japanese. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/families/invitations', ({ response }) =>
          response('default').json({ message: 'サーバーエラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('招待の一覧を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};

/** Opened from the trial list (「招待する」): the booking's guardian is filled in. */
export const FromTrialBooking: Story = {
  args: { path: '/staff/families?lastName=山田&firstName=太郎&email=yamada@example.com' },
  parameters: { msw: { handlers: staffStoryHandlers('default', [list([])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const form = await page.findByRole('form', { name: 'ご家族を招待する' });
    await expect(within(form).getByRole('textbox', { name: /^メールアドレス/ })).toHaveValue('yamada@example.com');
    await expect(within(within(form).getByRole('group', { name: /保護者のお名前/ })).getByLabelText('姓')).toHaveValue(
      '山田',
    );
  },
};
