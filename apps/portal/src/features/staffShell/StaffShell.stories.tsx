import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffShell',
  component: PortalStory,
  // A page of the frame's own (the password change): the shell's stories do not change with another page's content.
  args: { path: '/staff/password' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

type Classroom = { id: number; classroomNo: string; name: string; role: 'owner' | 'staff' };
/** The staff session as the server answers it (issue 33): who is signed in and their classrooms. */
const staffSession = (name: string, classrooms: Classroom[]) =>
  staffStoryHandlers('default', [
    storyHttp.get('/api/staff/session', ({ response }) => response(200).json({ id: 900, name, classrooms })),
  ]);

const desktopNav = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: '教室スタッフのページ' });

/** Issue 33: one staff navigation on every staff page, the staff member and their classroom, the chat's live count. */
export const OneClassroom: Story = {
  parameters: {
    msw: { handlers: staffSession('中村 美咲', [{ id: 1, classroomNo: '1301', name: '自由が丘教室', role: 'staff' }]) },
  },
  play: async ({ canvasElement }) => {
    const nav = within(await desktopNav(canvasElement));
    await expect(await nav.findByText('中村 美咲 でログイン中')).toBeVisible();
    await expect(nav.getByRole('list', { name: '担当の教室' })).toHaveTextContent('自由が丘教室');
    await expect(nav.getByRole('link', { name: 'パスワードの変更' })).toHaveAttribute('aria-current', 'page');
    // The unread guardian messages of the staff member's rooms, read out with the chat entry.
    await expect(await nav.findByRole('link', { name: /保護者とのチャット.*未読のメッセージ2件/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  },
  tags: ['visual'],
};

/** A staff member who owns several classrooms: each listed, with the role they hold. */
export const ManyClassrooms: Story = {
  parameters: {
    msw: {
      handlers: staffSession('山本 大輔', [
        { id: 1, classroomNo: '1301', name: '自由が丘教室', role: 'owner' },
        { id: 3, classroomNo: '1303', name: '吉祥寺教室', role: 'staff' },
        { id: 2, classroomNo: '1402', name: '武蔵小杉教室', role: 'owner' },
        { id: 4, classroomNo: '1405', name: '横浜みなとみらい教室', role: 'staff' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(await desktopNav(canvasElement));
    const list = await nav.findByRole('list', { name: '担当の教室' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['自由が丘教室（オーナー）', '吉祥寺教室', '武蔵小杉教室（オーナー）', '横浜みなとみらい教室']);
  },
  tags: ['visual'],
};

/** A long name and long classroom names wrap inside the menu on a phone; the menu opens and closes by keyboard. */
export const PhoneLongNamesByKeyboard: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: staffSession('長谷川 ひかりさくらこ', [
        { id: 1, classroomNo: '1301', name: 'まなびスクール東京都世田谷区自由が丘駅前本校教室', role: 'owner' },
        { id: 4, classroomNo: '1405', name: '横浜みなとみらい教室', role: 'staff' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    const menuButton = await canvas.findByRole('button', { name: 'メニュー' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'メニュー' }));
    await expect(await dialog.findByText('長谷川 ひかりさくらこ でログイン中')).toBeVisible();
    await expect(dialog.getByText('まなびスクール東京都世田谷区自由が丘駅前本校教室（オーナー）')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'スタッフの管理' })).toHaveAttribute('href', '/staff/team');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
    // Open again, for the picture: long names wrap inside the menu.
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'メニュー' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The frame in English: the navigation, who is signed in and their classrooms. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Classroom staff pages' }));
    await expect(await nav.findByText('Signed in as 山本 大輔')).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Your classrooms' })).toHaveTextContent('自由が丘教室（Owner）');
    await expect(await nav.findByRole('link', { name: /Unread messages: 2/ })).toBeVisible();
  },
  tags: ['visual'],
};

/** A guardian's session: the layout says who the pages are for, without the staff pages' navigation. */
export const NotStaff: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('default', [
        storyHttp.get('/api/staff/session', ({ response }) =>
          response(403).json({ message: 'このページは教室スタッフ専用です。' }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('このページは教室スタッフ専用です。');
    await expect(within(canvasElement).queryByRole('navigation', { name: '教室スタッフのページ' })).toBeNull();
    // Issue 32: and the way back to the guardian portal.
    await expect(page.getByRole('link', { name: '保護者さま向けのページへ' })).toHaveAttribute('href', '/');
  },
};

/**
 * Issue 32: a staff member's session at the guardian portal's home (the server refuses it the guardian's session check
 * and profile): the page says it is a guardian's and leads to the staff pages.
 */
export const StaffAtPortal: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/このページは保護者さま向けのマイページです。/)).toBeVisible();
    await expect(page.getByRole('link', { name: '教室スタッフのページへ' })).toHaveAttribute('href', '/staff');
  },
};

/**
 * Issue 33: an address under /staff that is no staff page: said inside the staff frame (its navigation and the
 * staff member stay), in the staff's words, with the way back to the staff home, not the guardians' 404.
 */
export const StaffNotFound: Story = {
  args: { path: '/staff/no-such-page' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'スタッフページが見つかりません' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'スタッフページのトップへ戻る' })).toHaveAttribute('href', '/staff');
    await expect(page.queryByRole('link', { name: 'ホームへ戻る' })).toBeNull();
    const nav = within(await desktopNav(canvasElement));
    await expect(await nav.findByText('山本 大輔 でログイン中')).toBeVisible();
  },
  tags: ['visual'],
};

/** The same in English. */
export const StaffNotFoundEnglish: Story = {
  args: { path: '/staff/no-such-page' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Staff page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the staff home' })).toHaveAttribute('href', '/staff');
  },
};
