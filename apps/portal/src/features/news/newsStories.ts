import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type PortalStory, storyHandlers } from '../../app/PortalStory';
import { escapeRegExp, t } from '../../app/storyWords';

type Story = StoryObj<typeof PortalStory>;

/** The main region of a screen story. */
export const mainOf = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** The filter button while filters apply: its name and the 'filtered' mark (the catalogue's words, issue 36). */
export const filteredButtonName = () =>
  new RegExp(`${escapeRegExp(t(($) => $.news.filter))}\\s*${escapeRegExp(t(($) => $.news.filterActive))}`);

/**
 * The stories announcements and information share, told apart by their words and paths. The words are read when
 * a story plays, so they are the catalogue's in the story's language (issue 36).
 */
export function sharedNewsStories(kind: {
  listLabel: () => string;
  empty: () => string;
  failed: () => RegExp;
  detailPath: (id: string) => string;
  knownId: number;
  /** An id the API refuses with 400 (not the guardian's, or no such item). */
  refusedId: number;
  /** The list page's path with filters narrowing it to `knownId`'s item, and its back link's words. */
  filteredListPath: string;
  backToList: () => string;
  importantOnly: () => string;
}) {
  const goesHome: Story['play'] = async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: t(($) => $.titles.home) }),
    ).toBeVisible();
    // No news item is shown (home's own trial cards are articles too, but untitled ones).
    await expect(mainOf(canvasElement).queryByRole('article', { name: /./ })).not.toBeInTheDocument();
  };
  const detail = (id: number | string) => ({ path: kind.detailPath(String(id)) });
  return {
    ListEmpty: {
      parameters: { msw: { handlers: storyHandlers('empty') } },
      play: async ({ canvasElement }) => {
        await expect(await mainOf(canvasElement).findByText(kind.empty())).toBeVisible();
      },
      tags: ['visual'],
    },
    /** The list call fails: the route's error says so, with a retry. */
    ListError: {
      parameters: { msw: { handlers: storyHandlers('serverError') } },
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(kind.failed())).toBeVisible();
        await expect(page.getByRole('button', { name: t(($) => $.common.retry) })).toBeVisible();
      },
    },
    /** The detail's back link returns to the list as it was left: page, filters (issue 31 item 27). */
    ListToDetailAndBack: {
      args: { path: kind.filteredListPath },
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        const list = await page.findByRole('list', { name: kind.listLabel() });
        await userEvent.click(within(list).getAllByRole('link')[0] as HTMLElement);
        const back = await page.findByRole('link', { name: kind.backToList() });
        await expect(back).toHaveAttribute('href', kind.filteredListPath);
        await userEvent.click(back);
        await expect(await page.findByRole('checkbox', { name: kind.importantOnly() })).toBeChecked();
        await expect(page.getByRole('button', { name: filteredButtonName() })).toBeVisible();
      },
    },
    PhoneList: {
      globals: { viewport: { value: 'phone' } },
      play: async ({ canvasElement }) => {
        await expect(await mainOf(canvasElement).findByRole('list', { name: kind.listLabel() })).toBeVisible();
      },
      tags: ['visual'],
    },
    /** An item the API refuses (400) sends the guardian home, from the route's loader. */
    DetailNotFound: { args: detail(kind.refusedId), play: goesHome },
    /** A malformed id goes home the same way (issue 19 item 3). */
    DetailBadId: { args: detail('abc'), play: goesHome },
    /** So does an empty one. */
    DetailEmptyId: { args: detail(''), play: goesHome },
    DetailError: {
      args: detail(kind.knownId),
      parameters: { msw: { handlers: storyHandlers('serverError') } },
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(kind.failed())).toBeVisible();
        await expect(page.getByRole('button', { name: t(($) => $.common.retry) })).toBeVisible();
      },
    },
    PhoneDetail: {
      args: detail(kind.knownId),
      globals: { viewport: { value: 'phone' } },
      play: async ({ canvasElement }) => {
        await expect(
          await mainOf(canvasElement).findByRole('list', { name: t(($) => $.news.attachments) }),
        ).toBeVisible();
      },
      tags: ['visual'],
    },
  } satisfies Record<string, Story>;
}
