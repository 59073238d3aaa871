import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHandlers } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffShell',
  component: PortalStory,
  args: { path: '/staff' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A guardian's session: the layout says who the pages are for, without the staff pages' navigation. */
export const NotStaff: Story = {
  parameters: { msw: { handlers: storyHandlers('default') } },
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
