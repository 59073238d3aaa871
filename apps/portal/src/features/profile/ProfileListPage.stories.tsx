import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, t } from '../../app/storyWords';
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
    await expect(await page.findByRole('heading', { level: 1, name: t(($) => $.profile.titles.list) })).toBeVisible();
    await expect(page.getByText('山田 美咲', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('〒150-0002')).toBeVisible();
    await expect(page.getByRole('heading', { name: t(($) => $.profile.kids) })).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.profile.edit) })).toHaveAttribute('href', '/profile/edit');
    await expect(page.getByRole('heading', { name: t(($) => $.profile.notifications) })).toBeVisible();
    const chat = page.getByRole('switch', { name: t(($) => $.profile.chat) });
    await expect(chat).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: t(($) => $.profile.childPost) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(chat);
    await expect(await page.findByText(t(($) => $.profile.settingsSaved))).toBeVisible();
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
    await expect(await page.findByText(t(($) => $.profile.saved))).toBeVisible();
    await expect(page.getByRole('img', { name: t(($) => $.profile.iconAlt) })).toBeVisible();
  },
};

/** A prospect (role 7): no notification settings. */
export const Prospect: Story = {
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('佐藤 健一', { selector: 'dd' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: t(($) => $.profile.notifications) })).toBeNull();
  },
  tags: ['visual'],
};

/** Role 8: no notification settings either. */
export const Limited: Story = {
  parameters: { msw: { handlers: storyHandlers('role8') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('鈴木 由美', { selector: 'dd' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: t(($) => $.profile.notifications) })).toBeNull();
  },
};

/** Little registered: unset values read 「未入力」 and there are no children. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty', [userHandler(sparseMember)]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.profile.noKids))).toBeVisible();
    await expect(page.getAllByText(t(($) => $.profile.notEntered)).length).toBeGreaterThan(2);
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
    await expect(await page.findByText(containing(t(($) => $.common.userLoadFailed)))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.common.retry) })).toBeVisible();
  },
  tags: ['visual'],
};

/** Saving a setting fails: the switch stays as saved and the reason shows. */
export const SettingFails: Story = {
  parameters: { msw: { handlers: storyHandlers('validationError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const reminder = await page.findByRole('switch', { name: t(($) => $.profile.classReminder) });
    await userEvent.click(reminder);
    await expect(await page.findByText('入力内容に誤りがあります。')).toBeVisible();
    await expect(reminder).toHaveAttribute('aria-checked', 'false');
  },
};

/** Moves the chat switch while another device's changes wait on the server: the 412's alert. */
async function switchMeetsChange(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await userEvent.click(await page.findByRole('switch', { name: t(($) => $.profile.chat) }));
  return page.findByRole('alert', { name: t(($) => $.profile.conflict.title) });
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
      within(alert).getByText(
        t(($) => $.profile.conflict.row, {
          label: t(($) => $.profile.chat),
          yours: t(($) => $.profile.on),
          yoursLabel: t(($) => $.profile.conflict.yourChoice),
          saved: t(($) => $.profile.off),
          savedLabel: t(($) => $.profile.conflict.saved),
        }),
      ),
    ).toBeVisible();
    await expect(
      within(alert).getByText(
        t(($) => $.profile.conflict.kept, {
          fields: [t(($) => $.profile.tel), t(($) => $.profile.classReminder)].join('、'),
        }),
      ),
    ).toBeVisible();
    // The choice stays on the switch; the page shows the number saved elsewhere.
    await expect(page.getByRole('switch', { name: t(($) => $.profile.chat) })).toHaveAttribute('aria-checked', 'true');
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
    await userEvent.click(within(alert).getByRole('button', { name: t(($) => $.profile.conflict.saveMyChoice) }));
    await expect(await page.findByText(t(($) => $.profile.settingsSaved))).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('switch', { name: t(($) => $.profile.chat) })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: t(($) => $.profile.classReminder) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText('08098765432')).toBeVisible();
  },
};

/** Taking the saved settings: the switch shows what is saved again. */
export const SettingTakenSaved: Story = {
  parameters: { msw: { handlers: storyHandlers('profileSavedElsewhere') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await switchMeetsChange(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: t(($) => $.profile.conflict.takeSavedSettings) }));
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('switch', { name: t(($) => $.profile.chat) })).toHaveAttribute('aria-checked', 'false');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: t(($) => $.profile.notifications) }),
    ).toBeVisible();
  },
  tags: ['visual'],
};
