import { formatDate, formatTimeRange } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { escapeRegExp, storyLocale, t } from '../../app/storyWords';
import { storySchedule, storyUser } from './calendarStories';

let marked: unknown[] = [];
let asked: string[] = [];

/** A member with `count` children, their April lessons, and a record of the calls the screen makes. */
const handlers = (count: number) =>
  storyHandlers('role6', [
    storyHttp.get('/api/user', ({ response }) => response(200).json(storyUser(count))),
    storyHttp.get('/api/schedule/calendar', ({ request, response }) => {
      const search = new URL(request.url).searchParams;
      asked.push(`${search.get('year')}-${search.get('month')}`);
      const ids = search.getAll('kid_ids[]').map(Number);
      const april = search.get('year') === '2025' && search.get('month') === '04';
      return response(200).json({ data: april ? storySchedule(ids) : [] });
    }),
    storyHttp.post('/api/notification/update/read/schedule', async ({ request, response }) => {
      marked.push(await request.json());
      return response(200).json({ success: true });
    }),
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Calendar/CalendarPage（カレンダー）',
  id: 'screens-calendar-calendarpage',
  component: PortalStory,
  args: { path: '/schedule/calendar' },
  parameters: {
    docs: {
      description: {
        component:
          'お子さまの授業・休講・イベントを月のカレンダーで確かめる画面です。お子さまごとに色分けされ、スマートフォン幅（767px 以下）では一覧の表示に切り替わります。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers(2) },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

// The screen's words in the story's language (issue 36), dates and times in its form; the fixtures' names as given.
const monthHeading = (month: number) => t(($) => $.ui.monthCalendar.month, { year: 2025, month });
const weekday = (iso: string) =>
  t(($) => $.ui.monthCalendar.weekdays, { returnObjects: true })[new Date(iso).getUTCDay()] ?? '';
const dayName = (month: number, day: number) => {
  const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return t(($) => $.ui.monthCalendar.day, { month, day, weekday: weekday(iso) });
};
const dayTitle = (month: number, day: number) => t(($) => $.ui.monthCalendar.dayTitle, { day: dayName(month, day) });
const kidLabel = (label: string) => t(($) => $.ui.monthCalendar.label, { label });
/** A transfer's other end as the grid's chip (list-style date) or the day's dialog (long date) words it. */
const transferNote = (label: 'transferredFrom' | 'transferredTo', iso: string, hour: string, style: 'list' | 'long') =>
  t(($) => $.ui.scheduleItem.note, {
    label: t(($) => $.ui.scheduleItem[label]),
    when: `${formatDate(iso, { style, locale: storyLocale() })} ${formatTimeRange(hour, storyLocale())}`,
  });
const grid = (canvasElement: HTMLElement) => main(canvasElement).findByRole('grid');
const cellOf = async (canvasElement: HTMLElement, day: number) => {
  const table = await grid(canvasElement);
  const cell = table.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
};

/**
 * One child: the Saturday class, the transfer away from the 12th (greyed, 振替元, with the new date and time)
 * and to the 16th (with the original), as the phone's dialog gives them.
 */
export const DesktopOneChild: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers(1) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: t(($) => $.calendar.title) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: monthHeading(4) })).toBeVisible();
    await waitFor(async () =>
      expect(
        within(await cellOf(canvasElement, 12)).getByText(t(($) => $.ui.scheduleItem.transferredFrom)),
      ).toBeVisible(),
    );
    await expect(within(await cellOf(canvasElement, 5)).getByText('山田 太郎')).toBeVisible();
    await expect(
      within(await cellOf(canvasElement, 16)).getByText(
        t(($) => $.calendar.summary, {
          hour: formatTimeRange('17:45〜19:15', storyLocale()),
          course: t(($) => $.calendar.course, { name: 'アドバンス' }),
        }),
      ),
    ).toBeVisible();
    await expect(
      within(await cellOf(canvasElement, 12)).getByText(
        transferNote('transferredTo', '2025-04-16', '17:45〜19:15', 'list'),
      ),
    ).toBeVisible();
    await expect(
      within(await cellOf(canvasElement, 16)).getByText(
        transferNote('transferredFrom', '2025-04-12', '10:00〜11:30', 'list'),
      ),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** Two children in two colours; the recess of the 30th is greyed with its label; today is marked. */
export const DesktopTwoChildren: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    marked = [];
    const page = main(canvasElement);
    await waitFor(async () =>
      expect(within(await cellOf(canvasElement, 30)).getByText(t(($) => $.ui.scheduleItem.recess))).toBeVisible(),
    );
    await expect(await cellOf(canvasElement, 15)).toHaveAttribute('aria-current', 'date');
    const legend = page.getByRole('list', { name: t(($) => $.calendar.legend) });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-kid')),
    ).toEqual(['c1', 'c2']);
    // Opening the calendar marks the schedule notification read, by the user's id.
    await waitFor(() => expect(marked).toEqual([{ userId: 1 }]));
  },
  tags: ['visual'],
};

/** Three children share the Wednesdays: those cells grow taller. */
export const DesktopThreeChildren: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers(3) } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await cellOf(canvasElement, 16)).toHaveAttribute('data-crowded', 'true'));
    await expect(await cellOf(canvasElement, 5)).not.toHaveAttribute('data-crowded');
  },
  tags: ['visual'],
};

/** Four children: the colour cycle's four colours. */
export const DesktopFourChildren: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers(4) } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(within(await cellOf(canvasElement, 3)).getByText('山田 三郎')).toBeVisible());
    const legend = main(canvasElement).getByRole('list', { name: t(($) => $.calendar.legend) });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-kid')),
    ).toEqual(['c1', 'c2', 'c3', 'c4']);
  },
  tags: ['visual'],
};

/** The arrows ask for the month before and after; a month without lessons is simply empty. */
export const DesktopMonthArrows: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    asked = [];
    const page = main(canvasElement);
    await grid(canvasElement);
    await userEvent.click(page.getByRole('button', { name: t(($) => $.ui.common.nextMonth) }));
    await expect(await page.findByRole('heading', { level: 2, name: monthHeading(5) })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: t(($) => $.ui.common.previousMonth) }));
    await userEvent.click(page.getByRole('button', { name: t(($) => $.ui.common.previousMonth) }));
    await expect(await page.findByRole('heading', { level: 2, name: monthHeading(3) })).toBeVisible();
    await waitFor(() => expect(asked).toEqual(['2025-04', '2025-05', '2025-03']));
  },
};

/** The grid pattern: one tab stop on today, arrows move by day and week, Enter opens the day, Escape returns. */
export const DesktopKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(async () => expect(within(await cellOf(canvasElement, 16)).getByText('山田 太郎')).toBeVisible());
    const today = await cellOf(canvasElement, 15);
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    const sixteenth = await cellOf(canvasElement, 16);
    await expect(sixteenth).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await cellOf(canvasElement, 23)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(sixteenth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: dayTitle(4, 16) });
    await expect(
      within(dialog).getByText(transferNote('transferredFrom', '2025-04-12', '10:00〜11:30', 'long')),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sixteenth).toHaveFocus());
    // Past the last day into the next month.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(await page.findByRole('heading', { level: 2, name: monthHeading(5) })).toBeVisible();
    await waitFor(async () => expect(await cellOf(canvasElement, 7)).toHaveFocus());
  },
};

/** Phones get the list of days with names only; a tap opens the details, and closing returns focus. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const day = await page.findByRole('button', {
      name: new RegExp(
        `${escapeRegExp(dayName(4, 12))}.*${escapeRegExp(`山田 太郎${kidLabel(t(($) => $.ui.scheduleItem.transferredFrom))}`)}`,
      ),
    });
    await expect(page.queryByRole('grid')).toBeNull();
    await userEvent.click(day);
    const dialog = await within(document.body).findByRole('dialog', { name: dayTitle(4, 12) });
    await expect(
      within(dialog).getByText(transferNote('transferredTo', '2025-04-16', '17:45〜19:15', 'long')),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t(($) => $.ui.common.close) }));
    await waitFor(() => expect(day).toHaveFocus());
  },
  tags: ['visual'],
};

/** The feed panel: issuing shows the secret URL once to copy; afterwards it can be re-issued or stopped. */
export const DesktopSubscriptionFeed: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const panel = await page.findByRole('region', { name: t(($) => $.calendar.feed.heading) });
    await userEvent.click(within(panel).getByRole('button', { name: t(($) => $.calendar.feed.issue) }));
    const url = await within(panel).findByRole('textbox', { name: t(($) => $.calendar.feed.url) });
    await expect((url as HTMLInputElement).value).toMatch(/\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}$/);
    await expect(within(panel).getByText(t(($) => $.calendar.feed.issuedNote))).toBeVisible();
    await userEvent.click(await within(panel).findByRole('button', { name: t(($) => $.calendar.feed.revoke) }));
    await expect(await within(panel).findByText(t(($) => $.calendar.feed.revoked))).toBeVisible();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).getByRole('button', { name: t(($) => $.calendar.feed.issue) })).toBeVisible();
  },
  tags: ['visual'],
};

/** Phones with four children: each name in its own colour, greyed with its label when moved or closed. */
export const PhoneFourChildren: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: handlers(4) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const day = await page.findByRole('button', { name: new RegExp(escapeRegExp(dayName(4, 16))) });
    await expect(day).toHaveTextContent('山田 太郎山田 花子山田 次郎');
    await expect(
      await page.findByRole('button', {
        name: new RegExp(
          `${escapeRegExp(dayName(4, 30))}.*${escapeRegExp(`山田 花子${kidLabel(t(($) => $.ui.scheduleItem.recess))}`)}`,
        ),
      }),
    ).toBeVisible();
  },
  tags: ['visual'],
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/schedule/calendar', ({ response }) =>
          response('default').json({ message: 'エラー' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.calendar.loadFailed))).toBeVisible();
  },
};

/** A guardian without children has nothing to show. */
export const NoChildren: Story = {
  parameters: { msw: { handlers: handlers(0) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.calendar.noKids))).toBeVisible();
  },
};
