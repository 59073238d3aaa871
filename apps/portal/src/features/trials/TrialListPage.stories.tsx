import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers } from '../../app/PortalStory';
import { i18n } from '../../i18n';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Trials/TrialList（体験授業・個別相談のお申し込み状況）',
  id: 'screens-trials-triallist',
  component: PortalStory,
  args: { path: '/trialclassConfirm' },
  parameters: {
    docs: {
      description: {
        component:
          '体験授業・個別相談のお申し込み状況を一覧で確かめる画面です。状況のバッジ、日時、教室を示し、まだ日時が決まっていない個別相談は第3希望まで表示します。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
// The catalogue's words in the story's language (issue 36); receipt numbers are the fixtures' own, in any language.
const t = i18n.t;

/** A reserved trial with its date and a consultation with its preferred date. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.titles.trialClassConfirm) }),
    ).toBeVisible();
    const reserved = (await page.findByText(/R20254100/)).closest('article') as HTMLElement;
    await expect(within(reserved).getByText(t(($) => $.labels.trialStatuses.reserved))).toBeVisible();
    await expect(within(reserved).getAllByText(/10:00/)[0]).toBeVisible();
    const consultation = page.getByText(/R20254101/).closest('article') as HTMLElement;
    await expect(within(consultation).getByText(t(($) => $.labels.trialStatuses.pending))).toBeVisible();
    await expect(within(consultation).getAllByText(/10:00/)[0]).toBeVisible();
  },
  tags: ['visual'],
};

/** No bookings: the invitation to find a classroom nearby. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.trials.empty))).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.trials.findClassroom) })).toHaveAttribute('href', '/trial');
  },
  tags: ['visual'],
};

export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.trials.failed))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/R20254100/)).toBeVisible();
  },
  tags: ['visual'],
};
