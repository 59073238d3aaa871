import { fixtures } from '@portal/api-client/mocks';
import { formatDate } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BareRouterStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, escapeRegExp, storyLocale, t } from '../../app/storyWords';
import { informationLabelName } from '../../i18n/dataLabels';
import { NewsHomeList } from './NewsHomeList';

// The two home boxes alone; a bare router only builds their links.
function Boxes() {
  return (
    <>
      <NewsHomeList kind="announcement" />
      <NewsHomeList kind="information" />
    </>
  );
}

function HomeLists() {
  return <BareRouterStory component={Boxes} />;
}

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Announcements/HomeLists（マイページのお知らせ欄）',
  id: 'screens-announcements-homelists',
  component: HomeLists,
  parameters: {
    docs: {
      description: {
        component:
          'マイページのトップに置く「教室からのお知らせ」と「インフォメーション」の欄だけを示します。最新の数件と一覧へのリンクです。',
      },
    },
    msw: { handlers: storyHandlers('role6') },
  },
} satisfies Meta<typeof HomeLists>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });
// The boxes' words in the story's language (issue 36); titles, classrooms and dates' values are the fixtures'.
const announcements = () => t(($) => $.announcements.homeHeading);
const information = () => t(($) => $.information.homeHeading);
const all = () => t(($) => $.information.allLabels);
const page = (n: number) => t(($) => $.ui.pager.page, { page: n });
/** A row's name starts with its date in the list style of the story's language (2025/04/15, 15 Apr 2025). */
const datedRow = (year = '\\d{4}') =>
  storyLocale() === 'en' ? new RegExp(`^\\d{1,2} [A-Z][a-z]{2} ${year}`) : new RegExp(`^${year}/\\d{2}/\\d{2}`);
const rowsOf = (box: ReturnType<typeof within>) => box.getAllByRole('link', { name: datedRow() });

/**
 * Home shows 4 a page with the list date, and a pager between pages. Each announcement names the
 * classroom that sent it; information offers its labels as tabs.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const news = within(await section(canvasElement, announcements()));
    const rows = await news.findAllByRole('link', { name: datedRow('2025') });
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(
      new RegExp(
        `^${escapeRegExp(formatDate('2025-04-15', { locale: storyLocale() }))}\\s*${escapeRegExp(t(($) => $.news.important))}\\s*渋谷教室\\s*年末年始の休講について`,
      ),
    );
    await expect(rows[1]).toHaveTextContent('横浜みなとみらい教室');
    await userEvent.click(news.getByRole('button', { name: /2/ }));
    await expect(await news.findByRole('link', { name: /教材費改定のお知らせ/ })).toBeVisible();
    await expect(news.getByRole('link', { name: t(($) => $.announcements.toList) })).toHaveAttribute(
      'href',
      '/announcement/list',
    );
    const info = within(await section(canvasElement, information()));
    await expect(await info.findAllByRole('link', { name: datedRow('2025') })).toHaveLength(4);
    // The label call asks for Home's labels (isHome=1): the label with nothing published is left out.
    const tabs = within(await info.findByRole('tablist', { name: t(($) => $.information.label) }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      all(),
      ...['イベント', 'キャンペーン', 'ご案内'].map((name) => informationLabelName(name)),
    ]);
    await expect(tabs.getByRole('tab', { name: all() })).toHaveAttribute('aria-selected', 'true');
  },
  tags: ['visual'],
};

/**
 * Choosing a label tab by keyboard (arrow keys) lists that label's information only, back on page 1; the
 * mocks filter by the labelsId the box sends.
 */
export const InformationLabelTab: Story = {
  parameters: { msw: { handlers: storyHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const info = within(await section(canvasElement, information()));
    const tabs = within(await info.findByRole('tablist', { name: t(($) => $.information.label) }));
    await userEvent.click(info.getByRole('button', { name: page(2) }));
    await waitFor(() => expect(info.getByRole('button', { name: page(2) })).toHaveAttribute('aria-current', 'page'));
    await userEvent.click(tabs.getByRole('tab', { name: all() }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const campaign = tabs.getByRole('tab', { name: informationLabelName('キャンペーン') });
    await expect(campaign).toHaveFocus();
    await expect(campaign).toHaveAttribute('aria-selected', 'true');
    const panel = within(await info.findByRole('tabpanel', { name: informationLabelName('キャンペーン') }));
    await waitFor(() => expect(rowsOf(panel)).toHaveLength(4));
    for (const row of rowsOf(panel)) await expect(row).toHaveTextContent(informationLabelName('キャンペーン'));
    await expect(panel.getByRole('button', { name: page(1) })).toHaveAttribute('aria-current', 'page');
  },
  tags: ['visual'],
};

/** A label with nothing in it (a backend that offers every label on Home): the tab says there is none. */
export const InformationEmptyTab: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/information/label', ({ response }) => response(200).json(fixtures.informationLabels())),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const info = within(await section(canvasElement, information()));
    await userEvent.click(await info.findByRole('tab', { name: informationLabelName('メンテナンス') }));
    const panel = within(await info.findByRole('tabpanel', { name: informationLabelName('メンテナンス') }));
    await expect(await panel.findByText(t(($) => $.information.empty))).toBeVisible();
    await expect(panel.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(info.getByRole('link', { name: t(($) => $.information.toList) })).toBeVisible();
  },
};

/** The label call fails: the box still lists everything, without tabs. */
export const InformationLabelsFailed: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/information/label', ({ response }) =>
          response('default').json({ message: 'サーバーエラーが発生しました。' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const info = within(await section(canvasElement, information()));
    await expect(await info.findAllByRole('link', { name: datedRow('2025') })).toHaveLength(4);
    // Give the failed label call time to settle: still no tabs, and no error for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(info.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(info.queryByRole('alert')).not.toBeInTheDocument();
    await expect(info.getByRole('navigation', { name: t(($) => $.information.pager) })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t(($) => $.announcements.empty))).toBeVisible();
    await expect(await within(canvasElement).findByText(t(($) => $.information.empty))).toBeVisible();
    // Nothing published, so Home's label call finds no labels and the box has no tabs.
    await expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(containing(t(($) => $.announcements.loadFailed))),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText(containing(t(($) => $.information.loadFailed)))).toBeVisible();
  },
  tags: ['visual'],
};

export const PhoneLoaded: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const info = within(await section(canvasElement, information()));
    const tabs = await info.findByRole('tablist', { name: t(($) => $.information.label) });
    await expect(tabs).toBeVisible();
    // The labels are wider than a phone: an arrow says there are more to the side (issue 31 item 28). The English
    // labels fit a phone's width, and then no arrow claims more (issue 36: the story holds in both languages).
    const more = () => tabs.parentElement?.querySelector('[data-scroll-hint="end"]');
    const overflows = () => tabs.scrollWidth > tabs.clientWidth;
    if (storyLocale() === 'ja') await waitFor(() => expect(overflows()).toBe(true));
    await waitFor(() => (overflows() ? expect(more()).toBeVisible() : expect(more()).toBeFalsy()));
  },
  tags: ['visual'],
};
