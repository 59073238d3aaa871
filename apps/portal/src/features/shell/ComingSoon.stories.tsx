import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';

const meta = {
  title: 'Screens/Shell/ComingSoon',
  component: PortalStory,
  args: { path: '/online_apply/list' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A page the spec names but the portal does not build yet says so plainly, inside the shell. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'このページは準備中です' })).toBeVisible();
    await expect(page.getByText('ご利用いただけるようになるまで、今しばらくお待ちください。')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    await expect(page.queryByText(/削除/)).toBeNull();
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('link', { name: 'プロフィール' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The assessment quiz, a path with parameters, is coming too. */
export const WithParameters: Story = {
  args: { path: '/quiz/RA2024/S0001/T01' },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 1, name: 'このページは準備中です' }),
    ).toBeVisible();
  },
};

/** A path the spec does not name is still "not found". */
export const UnknownPath: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(page.queryByText('ご利用いただけるようになるまで、今しばらくお待ちください。')).toBeNull();
  },
};
