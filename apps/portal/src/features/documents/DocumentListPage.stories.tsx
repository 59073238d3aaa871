import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { escapeRegExp, t } from '../../app/storyWords';

const cover = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`)}`;

const documents = [
  {
    id: 1,
    title: '教室パンフレット',
    comments: 'コースの内容や授業の流れ、年間カリキュラムをまとめたパンフレットです。',
    url: 'https://www.example.com/manabi/pamphlet.pdf',
    imagePath: cover('#d9ecf2'),
  },
  {
    id: 2,
    title: '料金表',
    comments: 'コースごとの月謝、教材費、入会金の一覧です。',
    url: 'https://www.example.com/manabi/price-list.pdf',
    imagePath: cover('#fbf0e1'),
  },
  {
    id: 3,
    title: '体験授業のご案内',
    comments: null,
    url: '/trialclassConfirm',
    imagePath: null,
  },
];

let counted: number[] = [];
const handlers = (scenario: Parameters<typeof storyHandlers>[0] = 'role6') =>
  storyHandlers(scenario, [
    storyHttp.get('/api/document', ({ response }) => response(200).json(documents)),
    storyHttp.post('/api/document/click_count', async ({ request, response }) => {
      counted.push((await request.json()).id);
      return response(200).json({ success: true });
    }),
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Documents/DocumentList（書類）',
  id: 'screens-documents-documentlist',
  component: PortalStory,
  args: { path: '/document/list' },
  parameters: {
    docs: {
      description: {
        component:
          '教室から届いた書類（パンフレット・料金表など）を一覧で確かめ、開いたりダウンロードしたりする画面です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Cards with title, comments, image and a link; external documents open in a new tab, and each open is counted. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    counted = [];
    const page = main(canvasElement);
    const link = await page.findByRole('link', {
      name: new RegExp(`${escapeRegExp(t(($) => $.documents.open))}.*料金表`),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(counted).toEqual([2]));
    await expect(
      page.getByRole('link', { name: new RegExp(`${escapeRegExp(t(($) => $.documents.open))}.*体験授業のご案内`) }),
    ).not.toHaveAttribute('target');
  },
  tags: ['visual'],
};

/** The prospective member sees the same documents. */
export const Prospect: Story = {
  parameters: { msw: { handlers: handlers('role7') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: '教室パンフレット' })).toBeVisible();
  },
};

/** A failed count never gets in the way: the document still opens. */
export const CountFails: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/document', ({ response }) => response(200).json(documents)),
        storyHttp.post('/api/document/click_count', ({ response }) =>
          response('default').json({ message: 'エラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const link = await page.findByRole('link', {
      name: new RegExp(`${escapeRegExp(t(($) => $.documents.open))}.*教室パンフレット`),
    });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [storyHttp.get('/api/document', ({ response }) => response(200).json([]))]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.documents.empty))).toBeVisible();
  },
  tags: ['visual'],
};

export const LoadError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.documents.loadFailed))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.common.retry) })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: '料金表' })).toBeVisible();
  },
  tags: ['visual'],
};
