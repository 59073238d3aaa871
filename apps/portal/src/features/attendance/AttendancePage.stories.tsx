import { fixtures } from '@portal/api-client/mocks';
import { formatDate, formatTimeRange, labelCodeOf, NO_ATTENDANCE_MESSAGE, WEEKDAYS_FROM_SUNDAY } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { storyLocale, t } from '../../app/storyWords';
import { wordCode } from '../../i18n/wordCode';

type Item = ReturnType<typeof fixtures.attendanceItem>;

const history: Record<number, Item[]> = {
  101: [
    {
      kozaName: 'アドバンス',
      attendanceStatus: 1,
      date: '2025-04-12',
      dayOfWeek: 7,
      hour: '10:00〜11:30',
      classroomName: '渋谷教室',
      className: '土曜10時クラス',
      transfer: null,
    },
    {
      kozaName: 'アドバンス',
      attendanceStatus: 3,
      date: '2025-04-05',
      dayOfWeek: 7,
      hour: '10:00〜11:30',
      classroomName: '渋谷教室',
      className: '土曜10時クラス',
      transfer: { date: '2025-04-07', classroomName: '横浜みなとみらい教室', attendanceStatus: 1 },
    },
    {
      kozaName: 'アドバンス',
      attendanceStatus: 2,
      date: '2025-03-29',
      dayOfWeek: 7,
      hour: '10:00〜11:30',
      classroomName: '渋谷教室',
      className: '土曜10時クラス',
      transfer: null,
    },
    {
      kozaName: 'アドバンス',
      attendanceStatus: 3,
      date: '2025-03-22',
      dayOfWeek: 7,
      hour: '10:00〜11:30',
      classroomName: '渋谷教室',
      className: '土曜10時クラス',
      transfer: { date: '2025-03-24', classroomName: '渋谷教室', attendanceStatus: 2 },
    },
  ],
  102: [],
};

let asked: number[] = [];
const handlers = (data: Record<number, Item[]> = history) =>
  storyHandlers('role6', [
    storyHttp.get('/api/attendance/list', ({ request, response }) => {
      const kidId = Number(new URL(request.url).searchParams.get('kidId'));
      asked.push(kidId);
      return response(200).json({ data: data[kidId] ?? [] });
    }),
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Attendance/AttendancePage（出席）',
  id: 'screens-attendance-attendancepage',
  component: PortalStory,
  args: { path: '/attendanceInfo/list' },
  parameters: {
    docs: {
      description: {
        component:
          'お子さまの授業ごとの出席・欠席・振替・休講を月ごとに確かめる画面です。きょうだいがいる場合はお子さまを切り替えて表示します。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
// The screen's words in the story's language (issue 36); the fixtures' names and classrooms as given.
const status = (word: 'attended' | 'absent') => t(($) => $.ui.attendanceCard.statuses[word]);
const when = (iso: string, dayOfWeek: number, hour: string) =>
  t(($) => $.ui.attendanceCard.whenValue, {
    date: formatDate(iso, { locale: storyLocale() }),
    weekday: wordCode(labelCodeOf(WEEKDAYS_FROM_SUNDAY, dayOfWeek) ?? ''),
    hour: formatTimeRange(hour, storyLocale()),
  });

/**
 * A tab per child, the first loaded first; cards with course, date, weekday, hour, classroom, class and badge;
 * a transfer shows its own badge (the lesson it moved to was attended, or missed) with its date and classroom.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    asked = [];
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: t(($) => $.attendance.title) })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: t(($) => $.attendance.kids) });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['山田 太郎', '山田 花子']);
    await expect(within(tabs).getByRole('tab', { name: '山田 太郎' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: t(($) => $.attendance.list, { name: '山田 太郎' }) });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(
      within(cards[0] as HTMLElement).getByRole('heading', {
        name: t(($) => $.ui.attendanceCard.courseTitle, { name: 'アドバンス' }),
      }),
    ).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText(when('2025-04-12', 7, '10:00〜11:30'))).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText(status('attended'))).toBeInTheDocument();
    await expect(within(cards[2] as HTMLElement).getByText(status('absent'))).toBeInTheDocument();
    const moved = within(cards[1] as HTMLElement).getByRole('group', {
      name: t(($) => $.ui.attendanceCard.transferTo),
    });
    await expect(within(moved).getByText('横浜みなとみらい教室')).toBeVisible();
    await expect(within(moved).getByText(status('attended'))).toBeInTheDocument();
    const missed = within(cards[3] as HTMLElement).getByRole('group', {
      name: t(($) => $.ui.attendanceCard.transferTo),
    });
    await expect(within(missed).getByText(status('absent'))).toBeInTheDocument();
    // Only the chosen child's history has been asked for.
    await expect(asked).toEqual([101]);
  },
  tags: ['visual'],
};

/** The second tab loads its child's history when chosen; an empty history says so. */
export const SecondChildEmpty: Story = {
  play: async ({ canvasElement }) => {
    asked = [];
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: '山田 花子' }));
    await expect(await page.findByText(wordCode(NO_ATTENDANCE_MESSAGE))).toBeVisible();
    await waitFor(() => expect(asked).toEqual([101, 102]));
  },
  tags: ['visual'],
};

export const LoadError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.attendance.loadFailed))).toBeVisible();
  },
};

export const NoChildren: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/user', ({ response }) => response(200).json({ ...fixtures.user(6), kids: [] })),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(t(($) => $.attendance.noKids))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('横浜みなとみらい教室')).toBeVisible();
  },
  tags: ['visual'],
};

/** Long course, classroom and class names wrap inside the card at phone width; nothing scrolls sideways. */
export const LongJapaneseText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: handlers({
        101: [
          {
            kozaName: 'ロボットプログラミング・エキスパート（中学生向け発展）',
            attendanceStatus: 3,
            date: '2025-04-05',
            dayOfWeek: 7,
            hour: '10:00〜11:30',
            classroomName: 'まなびポータル横浜みなとみらいグランドセントラルタワー教室',
            className: '土曜日午前10時からの中学生向け発展クラス（定員8名）',
            transfer: {
              date: '2025-04-07',
              classroomName: 'まなびポータル東京スカイツリータウン・ソラマチ教室',
              attendanceStatus: 1,
            },
          },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('まなびポータル東京スカイツリータウン・ソラマチ教室')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
  tags: ['visual'],
};
