import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { mainOf, sharedNewsStories } from './newsStories';

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
const listOf = (canvasElement: HTMLElement) => main(canvasElement).findByRole('list', { name: '教室からのお知らせ' });

/** The list: pinned important announcements, the range caption and rows with their classroom and unread dots. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '教室からのお知らせ一覧' })).toBeVisible();
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(page.getByText('全6件中 1〜6件を表示')).toBeVisible();
    await expect(within(list).getByRole('link', { name: /渋谷教室\s*年末年始の休講について\s*未読/ })).toHaveAttribute(
      'href',
      '/announcement/detail?announcementsId=1000',
    );
    const pinned = await page.findByRole('list', { name: '重要なお知らせ' });
    await expect(within(pinned).getAllByRole('link')).toHaveLength(2);
    // The pinned rows name their classroom too.
    await expect(
      within(pinned).getByRole('link', { name: /横浜みなとみらい教室\s*教材費改定のお知らせ/ }),
    ).toBeVisible();
    // One page only: no pager.
    await expect(page.queryByRole('navigation', { name: 'お知らせのページ' })).not.toBeInTheDocument();
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
    await expect(page.getByRole('button', { name: /絞り込み\s*絞り込み中/ })).toBeVisible();
  },
};

/** Nothing matches the filters: the empty state says so and suggests changing them. */
export const ListFilteredEmpty: Story = {
  args: { path: '/announcement/list?keyWord=%E9%81%8B%E5%8B%95%E4%BC%9A' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('条件に合うお知らせはありません')).toBeVisible();
    await expect(page.getByText('絞り込みの条件を変えてお試しください。')).toBeVisible();
  },
};

/** The filter modal: a keyword narrows the list; reset clears the form. */
export const ListFilterDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await listOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '絞り込み' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'お知らせを絞り込む' }));
    // The modal fades in; wait until it is shown.
    await waitFor(() => expect(dialog.getByText('公開日（から）')).toBeVisible());
    const keyword = dialog.getByRole('searchbox', { name: /キーワード/ });
    await userEvent.type(keyword, 'テスト');
    await userEvent.click(dialog.getByRole('button', { name: 'リセット' }));
    await expect(keyword).toHaveValue('');
    await userEvent.type(keyword, '休講');
    await userEvent.click(dialog.getByRole('checkbox', { name: '未読のみ表示' }));
    await userEvent.click(dialog.getByRole('button', { name: 'この条件で探す' }));
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
    const pager = await page.findByRole('navigation', { name: 'お知らせのページ' });
    await expect(page.getByText('全48件中 1〜10件を表示')).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: /2/ }));
    await expect(await page.findByText('全48件中 11〜20件を表示')).toBeVisible();
  },
};

/** A page number past the end (an old bookmark) moves to the last page. */
export const ListPageBeyondEnd: Story = {
  args: { path: '/announcement/list?page=9' },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    await expect(main(canvasElement).getByText('全6件中 1〜6件を表示')).toBeVisible();
  },
};

/** The detail: important badge, classroom, sender, date, title, body and attachments with sizes. */
export const Detail: Story = {
  args: { path: '/announcement/detail?announcementsId=1000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '年末年始の休講について' })).toBeVisible();
    await expect(page.getByText('重要')).toBeVisible();
    await expect(page.getByText('教室', { selector: 'dt' })).toBeVisible();
    await expect(page.getByText('渋谷教室', { selector: 'dd' })).toBeVisible();
    await expect(page.getByText('渋谷教室 田中', { selector: 'dd' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute('href', '/announcement/list');
    const files = await page.findByRole('list', { name: '添付ファイル' });
    const pdf = within(files).getByRole('link', { name: /休講日カレンダー\.pdf/ });
    await expect(pdf).toHaveTextContent('248.31 KB');
    await expect(pdf.getAttribute('href')).toContain('/api/announcement/files/download?name=');
  },
  tags: ['visual'],
};

const shared = sharedNewsStories({
  listLabel: '教室からのお知らせ',
  empty: 'お知らせはありません',
  failed: /お知らせを読み込めませんでした。/,
  detailPath: (id) => `/announcement/detail?announcementsId=${id}`,
  knownId: 1000,
  filteredListPath: '/announcement/list?isUnread=1&isImportant=1',
  importantOnly: '重要なお知らせのみ表示',
  backToList: 'お知らせ一覧へ戻る',
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
