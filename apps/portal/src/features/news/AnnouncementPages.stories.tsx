import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, escapeRegExp, t } from '../../app/storyWords';
import { filteredButtonName, mainOf, sharedNewsStories } from './newsStories';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Announcements/Pages（教室からのお知らせ）',
  id: 'screens-announcements-pages',
  component: PortalStory,
  args: { path: '/announcement/list' },
  parameters: {
    docs: {
      description: {
        component: '教室からのお知らせの一覧と詳細の画面です。重要なお知らせを先頭に固定し、未読には印を付けます。',
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
  main(canvasElement).findByRole('list', { name: t(($) => $.announcements.listLabel) });

/** The list: pinned important announcements, the range caption and rows with their classroom and unread dots. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: t(($) => $.titles.announcementList) }),
    ).toBeVisible();
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(page.getByText(t(($) => $.ui.rangeCaption.range, { total: 6, from: 1, to: 6 }))).toBeVisible();
    await expect(
      within(list).getByRole('link', {
        name: new RegExp(`渋谷教室\\s*年末年始の休講について\\s*${escapeRegExp(t(($) => $.news.unread))}`),
      }),
    ).toHaveAttribute('href', '/announcement/detail?announcementsId=1000');
    const pinned = await page.findByRole('list', { name: t(($) => $.announcements.importantListLabel) });
    await expect(within(pinned).getAllByRole('link')).toHaveLength(2);
    // The pinned rows name their classroom too.
    await expect(
      within(pinned).getByRole('link', { name: /横浜みなとみらい教室\s*教材費改定のお知らせ/ }),
    ).toBeVisible();
    // One page only: no pager.
    await expect(page.queryByRole('navigation', { name: t(($) => $.announcements.pager) })).not.toBeInTheDocument();
  },
  tags: ['visual'],
};

/**
 * A family with children in two classrooms gets the same notice from each: the classroom on each row tells
 * them apart (issue 19 item 4).
 */
export const ListSameTitleTwoClassrooms: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/announcement/list', ({ response }) => {
          const data = [
            fixtures.announcement(0, { title: '休講日のお知らせ', classroomName: '渋谷教室' }),
            fixtures.announcement(1, { title: '休講日のお知らせ', classroomName: '横浜みなとみらい教室' }),
            fixtures.announcement(2),
          ];
          return response(200).json({ data, currentPage: 1, lastPage: 1, from: 1, to: 3, total: 3 });
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(await listOf(canvasElement));
    const twins = list.getAllByRole('link', { name: /休講日のお知らせ/ });
    await expect(twins).toHaveLength(2);
    await expect(twins[0]).toHaveAccessibleName(/渋谷教室\s*休講日のお知らせ/);
    await expect(twins[1]).toHaveAccessibleName(/横浜みなとみらい教室\s*休講日のお知らせ/);
  },
  tags: ['visual'],
};

/** Filters from the URL: unread only, marked on the filter button. */
export const ListFiltered: Story = {
  args: { path: '/announcement/list?isUnread=1' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(page.getByRole('button', { name: filteredButtonName() })).toBeVisible();
  },
};

/** Nothing matches the filters: the empty state says so and suggests changing them. */
export const ListFilteredEmpty: Story = {
  args: { path: '/announcement/list?keyWord=%E9%81%8B%E5%8B%95%E4%BC%9A' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.announcements.emptyFiltered))).toBeVisible();
    await expect(page.getByText(t(($) => $.news.emptyFilteredHint))).toBeVisible();
  },
};

/** The filter modal: a keyword narrows the list; reset clears the form. */
export const ListFilterDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await listOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: t(($) => $.news.filter) }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t(($) => $.announcements.filterTitle) }),
    );
    // The modal fades in; wait until it is shown.
    await waitFor(() => expect(dialog.getByText(t(($) => $.news.startDate))).toBeVisible());
    const keyword = dialog.getByRole('searchbox', { name: containing(t(($) => $.news.keyWord)) });
    await userEvent.type(keyword, 'テスト');
    await userEvent.click(dialog.getByRole('button', { name: t(($) => $.news.reset) }));
    await expect(keyword).toHaveValue('');
    await userEvent.type(keyword, '休講');
    await userEvent.click(dialog.getByRole('checkbox', { name: t(($) => $.news.unreadOnly) }));
    await userEvent.click(dialog.getByRole('button', { name: t(($) => $.news.search) }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    await expect(within(list).getByRole('link', { name: /ゴールデンウィーク期間の休講について/ })).toBeVisible();
  },
  tags: ['visual'],
};

/** Many pages: the window pager appears once the data has loaded and moves through the URL. */
export const ListManyPages: Story = {
  parameters: { msw: { handlers: storyHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const pager = await page.findByRole('navigation', { name: t(($) => $.announcements.pager) });
    await expect(page.getByText(t(($) => $.ui.rangeCaption.range, { total: 48, from: 1, to: 10 }))).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: /2/ }));
    await expect(
      await page.findByText(t(($) => $.ui.rangeCaption.range, { total: 48, from: 11, to: 20 })),
    ).toBeVisible();
  },
};

/** A page number past the end (an old bookmark) moves to the last page. */
export const ListPageBeyondEnd: Story = {
  args: { path: '/announcement/list?page=9' },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    await expect(
      main(canvasElement).getByText(t(($) => $.ui.rangeCaption.range, { total: 6, from: 1, to: 6 })),
    ).toBeVisible();
  },
};

/** The detail: important badge, classroom, sender, date, title, body and attachments with sizes. */
export const Detail: Story = {
  args: { path: '/announcement/detail?announcementsId=1000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '年末年始の休講について' })).toBeVisible();
    await expect(page.getByText(t(($) => $.news.important))).toBeVisible();
    await expect(
      page.getByText(
        t(($) => $.announcements.classroom),
        { selector: 'dt' },
      ),
    ).toBeVisible();
    await expect(page.getByText('渋谷教室', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('渋谷教室 田中', { selector: 'dd' })).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.announcements.backToList) })).toHaveAttribute(
      'href',
      '/announcement/list',
    );
    const files = await page.findByRole('list', { name: t(($) => $.news.attachments) });
    const pdf = within(files).getByRole('link', { name: /休講日カレンダー\.pdf/ });
    await expect(pdf).toHaveTextContent('248.31 KB');
    await expect(pdf.getAttribute('href')).toContain('/api/announcement/files/download?name=');
  },
  tags: ['visual'],
};

const shared = sharedNewsStories({
  listLabel: () => t(($) => $.announcements.listLabel),
  empty: () => t(($) => $.announcements.empty),
  failed: () => containing(t(($) => $.announcements.loadFailed)),
  detailPath: (id) => `/announcement/detail?announcementsId=${id}`,
  knownId: 1000,
  filteredListPath: '/announcement/list?isUnread=1&isImportant=1',
  importantOnly: () => t(($) => $.announcements.importantOnly),
  backToList: () => t(($) => $.announcements.backToList),
  refusedId: 1999,
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
