import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers } from '../../app/PortalStory';

const meta = {
  title: 'Screens/Booking/Staff',
  component: PortalStory,
  args: { path: '/staff' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** The bookings of the staff member's classrooms, newest first. */
export const Bookings: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
    // Every staff page names the others (the `_staff` layout), this one as the current page.
    const nav = page.getByRole('navigation', { name: '教室スタッフのページ' });
    await expect(within(nav).getByRole('link', { name: '体験授業・個別相談の受付一覧' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: '保護者とのチャット' })).toBeVisible();
    const table = await page.findByRole('table');
    await expect(within(table).getByText('日程調整中')).toBeVisible();
    await expect(within(table).getByText('2人')).toBeVisible();
    // Issue 32: a booking's family is invited from here, the form filled with its guardian.
    await expect(within(table).getByRole('link', { name: '山田 太郎さんをまなびポータルに招待する' })).toHaveAttribute(
      'href',
      expect.stringContaining('/staff/families?'),
    );
  },
  tags: ['visual'],
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('まだお申し込みはありません。')).toBeVisible();
  },
};
