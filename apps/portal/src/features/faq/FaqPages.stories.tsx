import { formatDate } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, escapeRegExp, storyLocale, t } from '../../app/storyWords';

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/FAQ/Pages（よくある質問）',
  id: 'screens-faq-pages',
  component: PortalStory,
  args: { path: '/faq' },
  parameters: {
    docs: {
      description: {
        component:
          'よくある質問トップ、カテゴリーごとの質問一覧、質問と回答の画面です。キーワードで探すこともできます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const failing = (path: string) =>
  http.get(`*${path}`, () => HttpResponse.json({ message: '不正なリクエストです。' }, { status: 400 }));

/** FAQ TOP: the keyword box and the categories. */
export const Top: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('link', { name: '授業・振替' })).toHaveAttribute('href', '/faq/section/list/2');
    await expect(page.getByRole('heading', { name: t(($) => $.faq.keywordHeading) })).toBeVisible();
    for (const name of ['入会・退会', 'お支払い', 'マイページ']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
  },
  tags: ['visual'],
};

/** A blank keyword is refused in place with a message tied to the box. */
export const TopBlankKeyword: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t(($) => $.faq.search) }));
    await expect(
      page.getByRole('searchbox', { name: containing(t(($) => $.faq.keywordLabel)) }),
    ).toHaveAccessibleDescription(containing(t(($) => $.faq.keywordRequired)));
  },
};

export const TopEmpty: Story = {
  parameters: { msw: { handlers: storyHandlers({ role: 6, size: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.faq.noCategories))).toBeVisible();
  },
};

/** FAQ TOP itself cannot load: it says so and offers to try again. */
export const TopError: Story = {
  parameters: { msw: { handlers: storyHandlers('role6', [failing('/api/faq/categories/3')]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(containing(t(($) => $.faq.loadFailedTop)))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.faq.retry) })).toBeVisible();
  },
  tags: ['visual'],
};

/** The sections of a category, named after it. */
export const SectionList: Story = {
  args: { path: '/faq/section/list/2' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t(($) => $.faq.sectionsOf, { name: '授業・振替' }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '手続きについて' })).toHaveAttribute(
      'href',
      '/faq/article/List/11?categoryId=2',
    );
    await expect(page.getByRole('link', { name: t(($) => $.faq.breadcrumb) })).toHaveAttribute('href', '/faq');
  },
  tags: ['visual'],
};

export const SectionListEmpty: Story = {
  args: { path: '/faq/section/list/2' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/faq/section/list/3/{id}', ({ response }) => response(200).json([])),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.faq.noSections))).toBeVisible();
  },
};

/** A failed fetch returns to FAQ TOP, which says why. */
export const SectionListErrorReturnsToTop: Story = {
  args: { path: '/faq/section/list/2' },
  parameters: { msw: { handlers: storyHandlers('role6', [failing('/api/faq/section/list/3/:id')]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.faq.loadFailed))).toBeVisible();
    await expect(await page.findByRole('link', { name: '入会・退会' })).toBeVisible();
  },
};

/** Reached from its category: named by the section, the breadcrumb leads back to the category. */
export const ArticleList: Story = {
  args: { path: '/faq/article/List/11?categoryId=2' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '手続きについて' })).toBeVisible();
    const crumbs = within(page.getByRole('navigation', { name: t(($) => $.ui.breadcrumb.label) }));
    await expect(crumbs.getByRole('link', { name: '授業・振替' })).toHaveAttribute('href', '/faq/section/list/2');
    await expect(page.getByRole('link', { name: '振替授業はいつまで申請できますか' })).toHaveAttribute(
      'href',
      '/faq/article/detail/102?categoryId=2',
    );
  },
  tags: ['visual'],
};

/** Opened from a bare link (a search hit, a bookmark): the questions still list, under a plain heading. */
export const ArticleListWithoutCategory: Story = {
  args: { path: '/faq/article/List/11' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: t(($) => $.faq.articlesHeading) })).toBeVisible();
    await expect(page.getByRole('link', { name: '振替授業はいつまで申請できますか' })).toHaveAttribute(
      'href',
      '/faq/article/detail/102',
    );
  },
};

export const ArticleListEmpty: Story = {
  args: { path: '/faq/article/List/11' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/faq/article/list/3/{id}', ({ response }) => response(200).json([])),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.faq.noArticles))).toBeVisible();
  },
};

/** An article: title, last-updated date as YYYY/MM/DD, the answer, breadcrumb and the way back. */
export const ArticleDetail: Story = {
  args: { path: '/faq/article/detail/101' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '休会の手続き方法を教えてください' })).toBeVisible();
    await expect(
      page.getByText(t(($) => $.faq.updatedAt, { date: formatDate('2025-03-01', { locale: storyLocale() }) })),
    ).toBeVisible();
    await expect(page.getByText(/前月20日までに教室へ休会届/)).toBeVisible();
    await expect(page.getByRole('link', { name: t(($) => $.faq.breadcrumb) })).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('link', { name: containing(t(($) => $.faq.backToArticles)) })).toHaveAttribute(
      'href',
      '/faq/article/List/11',
    );
  },
  tags: ['visual'],
};

export const ArticleDetailErrorReturnsToTop: Story = {
  args: { path: '/faq/article/detail/101' },
  parameters: { msw: { handlers: storyHandlers('role6', [failing('/api/faq/article/detail/3/:id')]) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.faq.loadFailed))).toBeVisible();
  },
};

/** Searching from FAQ TOP lists the matching questions with where they belong. */
export const SearchWithResults: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(
      await page.findByRole('searchbox', { name: containing(t(($) => $.faq.keywordLabel)) }),
      '振替',
    );
    await userEvent.click(page.getByRole('button', { name: t(($) => $.faq.search) }));
    await expect(
      await page.findByRole('heading', { name: t(($) => $.faq.resultsCount, { keyWord: '振替', count: 2 }) }),
    ).toBeVisible();
    // The article leads back to these results (issue 31 item 27): the keyword goes with it.
    await expect(
      page.getByRole('link', {
        name: new RegExp(
          `${escapeRegExp(t(($) => $.faq.path, { category: '授業・振替', section: '振替について' }))}\\s*振替授業はいつまで申請できますか`,
        ),
      }),
    ).toHaveAttribute('href', `/faq/article/detail/102?keyWord=${encodeURIComponent('振替')}`);
  },
  tags: ['visual'],
};

export const SearchWithoutResults: Story = {
  args: { path: '/faq/search?keyWord=宇宙旅行' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.faq.noResults, { keyWord: '宇宙旅行' }))).toBeVisible();
    await expect(page.getByRole('searchbox', { name: containing(t(($) => $.faq.keywordLabel)) })).toHaveValue(
      '宇宙旅行',
    );
  },
};

export const PhoneTop: Story = { ...Top, globals: { viewport: { value: 'phone' } }, tags: ['visual'] };
export const PhoneArticleDetail: Story = {
  ...ArticleDetail,
  globals: { viewport: { value: 'phone' } },
  tags: ['visual'],
};
export const PhoneSearch: Story = {
  args: { path: '/faq/search?keyWord=振替' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', {
        name: t(($) => $.faq.resultsCount, { keyWord: '振替', count: 2 }),
      }),
    ).toBeVisible();
  },
};
