import { formatDate } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { storyLocale, t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Terms/TermsPage（利用規約）',
  id: 'screens-terms-termspage',
  component: PortalStory,
  args: { path: '/kiyaku' },
  parameters: {
    docs: { description: { component: '利用規約と個人情報の取り扱いについての本文を表示する画面です。' } },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('default') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
// The screen's words in the story's language (issue 36); the terms' own text and titles are the mocks', as given.
const revised = () => t(($) => $.terms.revision, { date: formatDate('2025-09-19', { locale: storyLocale() }) });

/** The terms of use, read from the server with their revision date. */
export const TermsOfUse: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: t(($) => $.terms.titles.kiyaku) })).toBeVisible();
    await expect(await page.findByText(revised())).toBeVisible();
    await expect(page.getByText(/第1条（目的）/)).toBeVisible();
  },
  tags: ['visual'],
};

/** The guardians' privacy notice. */
export const PrivacyMain: Story = {
  args: { path: '/privacy/main' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.terms.titles.privacyMain) }),
    ).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'プライバシーポリシー' })).toBeVisible();
  },
};

/** The prospective members' privacy notice. */
export const PrivacyTemp: Story = {
  args: { path: '/privacy/temp' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const title = '個人情報の取り扱いについて（入会をご検討中の方）';
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.terms.titles.privacyTemp) }),
    ).toBeVisible();
    // Type 2 is asked for, whose text the mocks title the same (in Japanese, the mocks' language).
    await expect(await page.findByRole('heading', { level: 2, name: title })).toBeVisible();
  },
};

/** While fetching, a loading message. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: storyHandlers('default', [storyHttp.get('/api/term', async () => delay('infinite'))]) },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.terms.loading))).toBeVisible();
  },
};

/** Fetching failed: the server's message in red. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('default', [
        storyHttp.get('/api/term', ({ response }) =>
          response('default').json({ message: '規約が見つかりませんでした。' }, { status: 404 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('規約が見つかりませんでした。');
    await expect(page.getByRole('button', { name: t(($) => $.terms.retry) })).toBeVisible();
  },
  tags: ['visual'],
};

/** A server failure: its message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      'サーバーエラーが発生しました。時間をおいて再度お試しください。',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(revised())).toBeVisible();
  },
  tags: ['visual'],
};
