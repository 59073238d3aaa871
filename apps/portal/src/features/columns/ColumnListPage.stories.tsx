import type { Schemas } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { escapeRegExp, t } from '../../app/storyWords';

const courses: Schemas['Course'][] = [
  { courseCd: 'RA', courseName: 'アドバンスコース', kozaCd: 'ROBO' },
  { courseCd: 'KB', courseName: 'ビギナーコース', kozaCd: 'KODOPRO' },
  { courseCd: 'SGS', courseName: 'スタンダードコース', kozaCd: 'SCIENCE_GATES' },
];

const titles = [
  'ギアの組み合わせで速さが変わるのはなぜ？',
  '順番に命令する「順次処理」',
  '水にとける物、とけない物',
  'てこの原理で重い物を持ち上げよう',
  '同じことをくり返す「ループ」',
  '空気の力でロケットを飛ばそう',
];

const cover = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="60" fill="none" stroke="#0f766e" stroke-width="14" stroke-dasharray="10 8"/></svg>`)}`;

/** Fourteen columns over the three courses, newest first (2025-04 back). */
const all: Schemas['Column'][] = Array.from({ length: 14 }, (_, i) => {
  const month = new Date(Date.UTC(2025, 3 - Math.floor(i / 3), 1)).toISOString().slice(0, 7);
  return {
    id: 100 + i,
    url: `/api/column/article/${100 + i}`,
    imagePath: cover(['#e0f2f1', '#ede9fe', '#ecfccb'][i % 3] ?? '#e0f2f1'),
    courseCd: courses[i % 3]?.courseCd ?? 'RA',
    releaseMonth: month,
    title: titles[i % titles.length] ?? '',
    lead: '今月の授業で学んだことと、ご家庭でできる声かけをご紹介します。',
  };
});

let marked: number[] = [];
const handlers = (list = all, courseList = courses, markStatus: 200 | 500 = 200) =>
  storyHandlers('role6', [
    storyHttp.get('/api/column/list', ({ request, response }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      let rows = list.filter((c) => !q.get('courseCd') || c.courseCd === q.get('courseCd'));
      if (q.get('sortOrder') === 'oldest') rows = [...rows].reverse();
      const lastPage = Math.max(1, Math.ceil(rows.length / 12));
      const data = rows.slice((page - 1) * 12, page * 12);
      const from = data.length ? (page - 1) * 12 + 1 : null;
      return response(200).json({
        courses: courseList,
        data: { data, currentPage: page, lastPage, from, to: from && from + data.length - 1, total: rows.length },
      });
    }),
    storyHttp.post('/api/notification/update/read/column', async ({ request, response }) => {
      marked.push((await request.json()).columnId);
      return markStatus === 200
        ? response(200).json({ success: true })
        : response('default').json({ message: 'エラー' }, { status: markStatus });
    }),
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Columns/ColumnList（コラム）',
  id: 'screens-columns-columnlist',
  component: PortalStory,
  args: { path: '/column/list' },
  parameters: {
    docs: {
      description: {
        component: '教室が保護者さま向けに書いたコラムの一覧と記事の画面です。カテゴリーで絞り込めます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
type Page = ReturnType<typeof main>;

// The screen's words in the story's language (issue 36); the fixtures' course names and titles as given.
const readLink = (title = '') => new RegExp(`${escapeRegExp(t(($) => $.columns.open))}${title ? `.*${title}` : ''}`);

/**
 * Below the phone breakpoint the filters fold behind a button; the stories about filtering open it there, so
 * they hold at both widths (issue 36). Waits for the filters or their button, whichever the width shows.
 */
async function showFilters(page: Page) {
  const toggle = await waitFor(() => {
    const button = page.queryByRole('button', { name: t(($) => $.columns.filter) });
    if (!button && page.queryAllByRole('radio').length === 0) throw new Error('no filters yet');
    return button;
  });
  if (toggle?.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
}

/** Twelve cards on page 1, latest first; a card opens its column in a new tab and marks its notice read. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    marked = [];
    const page = main(canvasElement);
    const [link] = await page.findAllByRole('link', { name: readLink('ギアの組み合わせ') });
    if (!link) throw new Error('no card');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', '/api/column/article/100');
    await expect(page.getAllByRole('link', { name: readLink() })).toHaveLength(12);
    await expect(page.getByRole('navigation', { name: t(($) => $.columns.pager) })).toBeVisible();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(marked).toEqual([100]));
  },
  tags: ['visual'],
};

/** Courses of the science classroom carry its name before the course's own. */
export const ScienceGatesPrefix: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const course = `${t(($) => $.columns.sciencePrefix)}スタンダードコース`;
    await showFilters(page);
    await expect(await page.findByRole('radio', { name: course })).toBeVisible();
    // A card's line starts with its course (the month after it is cut off: any month will do).
    const line = t(($) => $.columns.cardComments, {
      meta: t(($) => $.columns.cardMeta, { course, month: '\0' }),
      lead: '',
    });
    await expect(
      page.getAllByText(new RegExp(`^${escapeRegExp(line.slice(0, line.indexOf('\0')))}`)).length,
    ).toBeGreaterThan(0);
  },
};

/** Choosing a course narrows the cards to it and starts again from page 1; the pager goes with one page. */
export const FilterByCourse: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await showFilters(page);
    await userEvent.click(await page.findByRole('radio', { name: 'ビギナーコース' }));
    await waitFor(() => expect(page.getAllByRole('link', { name: readLink() })).toHaveLength(5));
    await expect(page.getByRole('radio', { name: 'ビギナーコース' })).toBeChecked();
    await expect(page.queryByRole('navigation', { name: t(($) => $.columns.pager) })).toBeNull();
  },
};

/** The answer for one course waits until the story lets it go: a slow connection. */
let releaseCourse: () => void = () => {};
const slowCourse = storyHttp.get('/api/column/list', async ({ request }) => {
  if (new URL(request.url).searchParams.get('courseCd'))
    await new Promise<void>((resolve) => {
      releaseCourse = resolve;
    });
  // Nothing returned: the story's own handler answers.
  return undefined as never;
});

/**
 * A course chosen on a slow connection: the choice shows at once, the cards stay on screen marked busy, and the
 * course's cards replace them when they come (issue 31 item 28).
 */
export const FilterSlow: Story = {
  parameters: { msw: { handlers: [slowCourse, ...handlers()] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await showFilters(page);
    const course = await page.findByRole('radio', { name: 'ビギナーコース' });
    await userEvent.click(course);
    await waitFor(() => expect(course).toBeChecked(), { timeout: 500 });
    // Longer than the router's wait before it would show a loading screen.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(page.getByRole('radio', { name: 'ビギナーコース' })).toBeChecked();
    const region = page.getByRole('region', { name: t(($) => $.columns.listLabel) });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(page.getAllByRole('link', { name: readLink() })).toHaveLength(12);
    releaseCourse();
    await waitFor(() => expect(page.getAllByRole('link', { name: readLink() })).toHaveLength(5));
    await expect(page.getByRole('region', { name: t(($) => $.columns.listLabel) })).not.toHaveAttribute('aria-busy');
  },
};

/** Oldest first puts the oldest column at the top. */
export const Oldest: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await showFilters(page);
    await userEvent.selectOptions(await page.findByRole('combobox', { name: t(($) => $.columns.sortLabel) }), 'oldest');
    await waitFor(() =>
      expect(page.getAllByRole('link', { name: readLink() })[0]).toHaveAttribute('href', '/api/column/article/113'),
    );
  },
};

/** The second page from the pager. */
export const SecondPage: Story = {
  args: { path: '/column/list?page=2' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(() => expect(page.getAllByRole('link', { name: readLink() })).toHaveLength(2));
  },
};

/** A failed mark is only logged: nothing shows. */
export const MarkReadFails: Story = {
  parameters: { msw: { handlers: handlers(all, courses, 500) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const [link] = await page.findAllByRole('link', { name: readLink('順番に命令する') });
    if (!link) throw new Error('no card');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const NoCourse: Story = {
  parameters: { msw: { handlers: handlers([], []) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.notices.columns.noCourse))).toBeVisible();
  },
  tags: ['visual'],
};

export const NoColumns: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.notices.columns.noColumns))).toBeVisible();
    await showFilters(page);
    await expect(page.getByRole('radio', { name: t(($) => $.columns.all) })).toBeChecked();
  },
  tags: ['visual'],
};

export const LoadError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.columns.loadFailed))).toBeVisible();
  },
};

/** On a phone the filters fold behind a button that opens their panel. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const toggle = await page.findByRole('button', { name: t(($) => $.columns.filter) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('radio', { name: t(($) => $.columns.all) })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: t(($) => $.columns.all) })).toBeVisible();
  },
  tags: ['visual'],
};

/** A long title and lead wrap inside their card at phone width; nothing scrolls sideways. */
export const LongJapaneseText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: handlers([
        {
          ...(all[0] as Schemas['Column']),
          title: 'モーターとギアの組み合わせで、ロボットの速さと力の強さがどのように変わるのかを実験で確かめよう',
          lead: '今月の授業では、大きさのちがうギアを組み合わせて、速さと力の関係を調べました。ご家庭では「どうして遅くなったのに力が強くなったのかな？」と声をかけてみてください。',
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: /ロボットの速さと力の強さがどのように変わるのか/ }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
  tags: ['visual'],
};
