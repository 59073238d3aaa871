import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';
import { t } from '../../app/storyWords';

const meta = {
  title: 'Screens/StaffLogin',
  component: PortalStory,
  args: { path: '/staff/login' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.booking.staff.loginTitle) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.booking.staff.loginSubmit) })).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.booking.staff.guardianLogin) })).toHaveAttribute(
      'href',
      '/login',
    );
  },
  tags: ['visual'],
};

/** Issue 32 (ADR 042): a deactivated account with its right password is told why it cannot sign in. */
export const Deactivated: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/login', ({ response }) =>
          response(403).json({
            message: 'このアカウントは利用停止されています。くわしくは教室のオーナーにお問い合わせください。',
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByLabelText(t(($) => $.login.email)), 'nakamura.staff@example.com');
    await userEvent.type(page.getByLabelText(t(($) => $.login.password)), 'demo-pass');
    await userEvent.click(page.getByRole('button', { name: t(($) => $.booking.staff.loginSubmit) }));
    await expect(
      (
        await page.findAllByText(
          'このアカウントは利用停止されています。くわしくは教室のオーナーにお問い合わせください。',
        )
      ).length,
    ).toBeGreaterThan(0);
  },
};
