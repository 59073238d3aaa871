import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, escapeRegExp, t } from '../../app/storyWords';
import { informationLabelName } from '../../i18n/dataLabels';
import { filteredButtonName, mainOf, sharedNewsStories } from './newsStories';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Information/Pages（インフォメーション）',
  id: 'screens-information-pages',
  component: PortalStory,
  args: { path: '/information/list' },
  parameters: {
    docs: {
      description: {
        component: '運営からのインフォメーション（ご案内、イベント、メンテナンスなど）の一覧と詳細の画面です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = mainOf;
const listOf = (canvasElement: HTMLElement) =>
  main(canvasElement).findByRole('list', { name: t(($) => $.information.listLabel) });

/** The list: label filter, range caption, rows with label, unread dot and important mark. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.titles.informationList) }),
    ).toBeVisible();
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
    await expect(page.getByText(t(($) => $.ui.rangeCaption.range, { total: 5, from: 1, to: 5 }))).toBeVisible();
    // Spec 1 §7: the important ones pinned above the list (issue 31 item 26).
    const pinned = await page.findByRole('list', { name: t(($) => $.information.importantListLabel) });
    await expect(within(pinned).getByRole('link', { name: /春のプログラミング体験会を開催します/ })).toBeVisible();
    await expect(
      within(list).getByRole('link', {
        name: new RegExp(
          `${escapeRegExp(t(($) => $.news.important))}\\s*${escapeRegExp(informationLabelName('イベント'))}\\s*春のプログラミング体験会を開催します\\s*${escapeRegExp(t(($) => $.news.unread))}`,
        ),
      }),
    ).toHaveAttribute('href', '/information/detail?informationsId=2000');
    const label = page.getByRole('combobox', { name: t(($) => $.information.label) });
    await expect(
      within(label)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t(($) => $.information.allLabels),
      ...['イベント', 'キャンペーン', 'ご案内', 'メンテナンス'].map((name) => informationLabelName(name)),
    ]);
  },
  tags: ['visual'],
};

/** Choosing a label keeps it in the URL and asks the API for that label. */
export const ListLabelFilter: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await listOf(canvasElement);
    const label = page.getByRole('combobox', { name: t(($) => $.information.label) });
    await waitFor(() => expect(within(label).getAllByRole('option')).toHaveLength(5));
    await userEvent.selectOptions(label, informationLabelName('キャンペーン'));
    await waitFor(() => expect(label).toHaveValue('2'));
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    for (const row of within(list).getAllByRole('link'))
      await expect(row).toHaveTextContent(informationLabelName('キャンペーン'));
  },
};

/** Unread and important from the URL. */
export const ListFiltered: Story = {
  args: { path: '/information/list?isUnread=1&isImportant=1' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(1);
    await expect(page.getByRole('checkbox', { name: t(($) => $.information.importantOnly) })).toBeChecked();
    await expect(page.getByRole('button', { name: filteredButtonName() })).toBeVisible();
  },
};

/** Prospects (role 7) read information too. */
export const ListProspect: Story = {
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    await expect(within(await listOf(canvasElement)).getAllByRole('link')).toHaveLength(5);
  },
};

/** The answer to the important-only list waits until the story lets it go: a slow connection. */
let releaseFiltered: () => void = () => {};
const slowFiltered = storyHttp.get('/api/information/list', async ({ request }) => {
  if (new URL(request.url).searchParams.get('isImportant') === '1')
    await new Promise<void>((resolve) => {
      releaseFiltered = resolve;
    });
  // Nothing returned: the scenario's own handler answers.
  return undefined as never;
});

/**
 * A filter changed on a slow connection: the box stays ticked, the list stays on screen marked busy, and the new
 * list replaces it when it comes (issue 31 item 28), instead of a skeleton in place of the list and toolbar.
 */
export const ListFilterSlow: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [slowFiltered]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
    const box = page.getByRole('checkbox', { name: t(($) => $.information.importantOnly) });
    await userEvent.click(box);
    // The box keeps the reader's tick at once (well before the router's second), not when the answer comes.
    await waitFor(() => expect(box).toBeChecked(), { timeout: 500 });
    // Longer than the router's wait before it would show a loading screen.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(page.getByRole('checkbox', { name: t(($) => $.information.importantOnly) })).toBeChecked();
    const region = page.getByRole('region', { name: t(($) => $.information.listLabel) });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    releaseFiltered();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    // The important one alone.
    await waitFor(() => expect(within(listOfNow(canvasElement)).getAllByRole('link')).toHaveLength(1));
  },
};

const listOfNow = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('list', { name: t(($) => $.information.listLabel) });

export const ListManyPages: Story = {
  parameters: { msw: { handlers: storyHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const pager = await page.findByRole('navigation', { name: t(($) => $.information.pager) });
    await expect(page.getByText(t(($) => $.ui.rangeCaption.range, { total: 40, from: 1, to: 10 }))).toBeVisible();
    await expect(within(pager).getByRole('link', { name: /4/ })).toBeVisible();
  },
};

export const Detail: Story = {
  args: { path: '/information/detail?informationsId=2000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: '春のプログラミング体験会を開催します' }),
    ).toBeVisible();
    await expect(page.getByText(informationLabelName('イベント'))).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.information.backToList) })).toHaveAttribute(
      'href',
      '/information/list',
    );
    const files = await page.findByRole('list', { name: t(($) => $.news.attachments) });
    await expect(within(files).getByRole('link', { name: /休講日カレンダー\.pdf/ })).toBeVisible();
  },
  tags: ['visual'],
};

const shared = sharedNewsStories({
  listLabel: () => t(($) => $.information.listLabel),
  empty: () => t(($) => $.information.empty),
  failed: () => containing(t(($) => $.information.loadFailed)),
  detailPath: (id) => `/information/detail?informationsId=${id}`,
  knownId: 2000,
  filteredListPath: '/information/list?isUnread=1&isImportant=1',
  importantOnly: () => t(($) => $.information.importantOnly),
  backToList: () => t(($) => $.information.backToList),
  refusedId: 2999,
});
export const ListEmpty: Story = shared.ListEmpty;
export const ListError: Story = shared.ListError;
export const ListToDetailAndBack: Story = shared.ListToDetailAndBack;
export const PhoneList: Story = shared.PhoneList;
export const DetailNotFound: Story = shared.DetailNotFound;
export const DetailError: Story = shared.DetailError;
export const PhoneDetail: Story = shared.PhoneDetail;
export const DetailBadId: Story = shared.DetailBadId;
export const DetailEmptyId: Story = shared.DetailEmptyId;
