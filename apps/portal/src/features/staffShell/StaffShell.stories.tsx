import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHandlers, storyHttp } from '../../app/PortalStory';
import { navAtAnyWidth } from '../../app/storyNav';
import { containing, escapeRegExp, t } from '../../app/storyWords';

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

// The staff pages' navigation: the sidebar on a desktop, the menu on a phone (issue 36: both widths).
const desktopNav = (canvasElement: HTMLElement) =>
  navAtAnyWidth(
    canvasElement,
    t(($) => $.shell.staffNav),
  );
// The frame's words in the story's language (issue 36); names and classrooms are the session's, as given.
const signedInAs = (name: string) => t(($) => $.staffFrame.signedInAs, { name });
const owned = (classroom: string) => `${classroom}（${t(($) => $.staffFrame.owner)}）`;
const chatUnread = (count: number) =>
  new RegExp(
    `${escapeRegExp(t(($) => $.chat.titles.staffRooms))}.*${escapeRegExp(t(($) => $.staffFrame.chatUnread, { count }))}`,
  );

/** Issue 33: one staff navigation on every staff page, the staff member and their classroom, the chat's live count. */
export const OneClassroom: Story = {
  parameters: {
    msw: { handlers: staffSession('中村 美咲', [{ id: 1, classroomNo: '1301', name: '自由が丘教室', role: 'staff' }]) },
  },
  play: async ({ canvasElement }) => {
    const nav = within(await desktopNav(canvasElement));
    await expect(await nav.findByText(signedInAs('中村 美咲'))).toBeVisible();
    await expect(nav.getByRole('list', { name: t(($) => $.staffFrame.classroomsHeading) })).toHaveTextContent(
      '自由が丘教室',
    );
    await expect(nav.getByRole('link', { name: t(($) => $.password.titles.change) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The unread guardian messages of the staff member's rooms, read out with the chat entry.
    await expect(await nav.findByRole('link', { name: chatUnread(2) })).toBeVisible();
    await expect(nav.getByRole('button', { name: t(($) => $.shell.logout) })).toBeVisible();
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
    const list = await nav.findByRole('list', { name: t(($) => $.staffFrame.classroomsHeading) });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([owned('自由が丘教室'), '吉祥寺教室', owned('武蔵小杉教室'), '横浜みなとみらい教室']);
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
    const menuButton = await canvas.findByRole('button', { name: t(($) => $.staffFrame.menu) });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: t(($) => $.staffFrame.menu) }));
    await expect(await dialog.findByText(signedInAs('長谷川 ひかりさくらこ'))).toBeVisible();
    await expect(dialog.getByText(owned('まなびスクール東京都世田谷区自由が丘駅前本校教室'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: t(($) => $.staffTeam.title) })).toHaveAttribute(
      'href',
      '/staff/team',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
    // Open again, for the picture: long names wrap inside the menu.
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: t(($) => $.staffFrame.menu) })).toBeVisible();
  },
  tags: ['visual'],
};

/** The frame in English: the navigation, who is signed in and their classrooms. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(await navAtAnyWidth(canvasElement, 'Classroom staff pages'));
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
    await expect(await page.findByRole('alert')).toHaveTextContent(t(($) => $.shell.staffOnly));
    await expect(within(canvasElement).queryByRole('navigation', { name: t(($) => $.shell.staffNav) })).toBeNull();
    // Issue 32: and the way back to the guardian portal.
    await expect(page.getByRole('link', { name: t(($) => $.staffShell.toPortal) })).toHaveAttribute('href', '/');
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
    await expect(await page.findByText(containing(t(($) => $.common.guardianPagesOnly)))).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.common.toStaffPages) })).toHaveAttribute('href', '/staff');
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
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.staffFrame.notFoundTitle) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.staffFrame.backToStaffHome) })).toHaveAttribute(
      'href',
      '/staff',
    );
    await expect(page.queryByRole('link', { name: t(($) => $.common.backToHome) })).toBeNull();
    const nav = within(await desktopNav(canvasElement));
    await expect(await nav.findByText(signedInAs('山本 大輔'))).toBeVisible();
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
