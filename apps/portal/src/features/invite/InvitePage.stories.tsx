import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Invite/InvitePage（お友だち紹介）',
  id: 'screens-invite-invitepage',
  component: PortalStory,
  args: { path: '/invite/top' },
  parameters: {
    docs: {
      description: {
        component:
          'お友だち紹介の画面です。保護者さまの紹介コードと、そのまま送れる紹介文をコピーでき、紹介の条件を確かめられます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A member's code and the ready-made text, each with a copy button, and the programme notes. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: t(($) => $.invite.title) })).toBeVisible();
    await expect(await page.findByLabelText(t(($) => $.invite.codeLabel))).toHaveValue('YAMADA2025');
    const text = page.getByLabelText(t(($) => $.invite.textLabel)) as HTMLTextAreaElement;
    await expect(text.value).toContain(t(($) => $.invite.text, { code: 'YAMADA2025' }));
    await expect(page.getAllByRole('button', { name: t(($) => $.invite.copy) })).toHaveLength(2);
    await expect(page.getByText(t(($) => $.invite.notes, { returnObjects: true })[1] ?? '')).toBeVisible();
    await expect(page.getByText(t(($) => $.invite.notes, { returnObjects: true })[4] ?? '')).toBeVisible();
  },
  tags: ['visual'],
};

/** A provisional member (role 7) cannot get a code. */
export const Provisional: Story = {
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.invite.provisional))).toBeVisible();
    await expect(page.queryByLabelText(t(($) => $.invite.codeLabel))).toBeNull();
    await expect(page.queryByRole('button', { name: t(($) => $.invite.retry) })).toBeNull();
  },
};

/** Role 8 gets a code like a member. */
export const Limited: Story = {
  parameters: { msw: { handlers: storyHandlers('role8') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByLabelText(t(($) => $.invite.codeLabel))).toHaveValue('YAMADA2025');
  },
};

/** Any other failure: the generic message and a retry. */
export const Failure: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.invite.failed))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.invite.retry) })).toBeVisible();
  },
  tags: ['visual'],
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByLabelText(t(($) => $.invite.codeLabel))).toHaveValue('YAMADA2025');
  },
  tags: ['visual'],
};
