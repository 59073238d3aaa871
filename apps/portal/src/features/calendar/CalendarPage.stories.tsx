import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
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
    await expect(await page.findByRole('heading', { level: 1, name: '授業カレンダー' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2025年4月' })).toBeVisible();
    await waitFor(async () => expect(within(await cellOf(canvasElement, 12)).getByText('振替元')).toBeVisible());
    await expect(within(await cellOf(canvasElement, 5)).getByText('山田 太郎')).toBeVisible();
    await expect(within(await cellOf(canvasElement, 16)).getByText('17:45〜19:15 アドバンスコース')).toBeVisible();
    await expect(within(await cellOf(canvasElement, 12)).getByText('振替先：2025/04/16 17:45〜19:15')).toBeVisible();
    await expect(within(await cellOf(canvasElement, 16)).getByText('振替元：2025/04/12 10:00〜11:30')).toBeVisible();
  },
  tags: ['visual'],
};

/** Two children in two colours; the recess of the 30th is greyed with its label; today is marked. */
export const DesktopTwoChildren: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    marked = [];
    const page = main(canvasElement);
    await waitFor(async () => expect(within(await cellOf(canvasElement, 30)).getByText('休講')).toBeVisible());
    await expect(await cellOf(canvasElement, 15)).toHaveAttribute('aria-current', 'date');
    const legend = page.getByRole('list', { name: '色とお子さまの対応' });
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
    const legend = main(canvasElement).getByRole('list', { name: '色とお子さまの対応' });
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
    await userEvent.click(page.getByRole('button', { name: '次の月' }));
    await expect(await page.findByRole('heading', { level: 2, name: '2025年5月' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '前の月' }));
    await userEvent.click(page.getByRole('button', { name: '前の月' }));
    await expect(await page.findByRole('heading', { level: 2, name: '2025年3月' })).toBeVisible();
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
    const dialog = await within(document.body).findByRole('dialog', { name: '4月16日（水）の予定' });
    await expect(within(dialog).getByText('振替元：2025年4月12日（土） 10:00〜11:30')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sixteenth).toHaveFocus());
    // Past the last day into the next month.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(await page.findByRole('heading', { level: 2, name: '2025年5月' })).toBeVisible();
    await waitFor(async () => expect(await cellOf(canvasElement, 7)).toHaveFocus());
  },
};

/** Phones get the list of days with names only; a tap opens the details, and closing returns focus. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const day = await page.findByRole('button', { name: /4月12日（土）.*山田 太郎（振替元）/ });
    await expect(page.queryByRole('grid')).toBeNull();
    await userEvent.click(day);
    const dialog = await within(document.body).findByRole('dialog', { name: '4月12日（土）の予定' });
    await expect(within(dialog).getByText('振替先：2025年4月16日（水） 17:45〜19:15')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(day).toHaveFocus());
  },
  tags: ['visual'],
};

/** The feed panel: issuing shows the secret URL once to copy; afterwards it can be re-issued or stopped. */
export const DesktopSubscriptionFeed: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const panel = await page.findByRole('region', { name: 'カレンダーアプリで見る' });
    await userEvent.click(within(panel).getByRole('button', { name: '購読用URLを発行する' }));
    const url = await within(panel).findByRole('textbox', { name: '購読用URL' });
    await expect((url as HTMLInputElement).value).toMatch(/\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}$/);
    await expect(
      within(panel).getByText('このURLは今回だけ表示されます。ご家族以外に知られないようご注意ください。'),
    ).toBeVisible();
    await userEvent.click(await within(panel).findByRole('button', { name: '購読を停止する' }));
    await expect(await within(panel).findByText('購読を停止しました。以前のURLは使えません。')).toBeVisible();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).getByRole('button', { name: '購読用URLを発行する' })).toBeVisible();
  },
  tags: ['visual'],
};

/** Phones with four children: each name in its own colour, greyed with its label when moved or closed. */
export const PhoneFourChildren: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: handlers(4) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const day = await page.findByRole('button', { name: /4月16日（水）/ });
    await expect(day).toHaveTextContent('山田 太郎山田 花子山田 次郎');
    await expect(await page.findByRole('button', { name: /4月30日（水）.*山田 花子（休講）/ })).toBeVisible();
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
    await expect(
      await main(canvasElement).findByText('授業予定を読み込めませんでした。時間をおいて再度お試しください。'),
    ).toBeVisible();
  },
};

/** A guardian without children has nothing to show. */
export const NoChildren: Story = {
  parameters: { msw: { handlers: handlers(0) } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('カレンダーを表示できるお子さまが登録されていません。'),
    ).toBeVisible();
  },
};
