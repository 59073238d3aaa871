import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { showUpdateWaitingForTest } from '../../app/serviceWorker';
import { t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Shell/UpdatePrompt（新しいバージョン）',
  id: 'screens-shell-update-prompt',
  component: PortalStory,
  args: { path: '/trialclassConfirm' },
  parameters: {
    docs: {
      description: {
        component:
          '新しいバージョンのマイページが裏で準備できたときに、画面上部のお知らせ欄に控えめに表示します。「再読み込みする」で切り替わります（次に開いたときにも切り替わります）。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: the report region above the header says so, with a button to reload into it. */
export const Waiting: Story = {
  beforeEach: () => {
    showUpdateWaitingForTest(true);
    return () => showUpdateWaitingForTest(false);
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const report = await page.findByRole('status', { name: t(($) => $.installable.updateTitle) });
    await expect(within(report).getByRole('button', { name: t(($) => $.installable.updateReload) })).toBeVisible();
  },
};

/** Nothing waits (the usual page): the region says nothing. */
export const UpToDate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1 });
    await expect(page.queryByText(t(($) => $.installable.updateTitle))).toBeNull();
  },
};
