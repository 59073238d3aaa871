import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

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

/**
 * A tab per child, the first loaded first; cards with course, date, weekday, hour, classroom, class and badge;
 * a transfer shows its own badge (the lesson it moved to was attended, or missed) with its date and classroom.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    asked = [];
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '受講履歴' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'お子さまを選ぶ' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['山田 太郎', '山田 花子']);
    await expect(within(tabs).getByRole('tab', { name: '山田 太郎' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: '山田 太郎さんの受講履歴' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'アドバンスコース' })).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText('2025/04/12（土） 10:00〜11:30')).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText('出席')).toBeInTheDocument();
    await expect(within(cards[2] as HTMLElement).getByText('欠席')).toBeInTheDocument();
    const moved = within(cards[1] as HTMLElement).getByRole('group', { name: '振替先' });
    await expect(within(moved).getByText('横浜みなとみらい教室')).toBeVisible();
    await expect(within(moved).getByText('出席')).toBeInTheDocument();
    const missed = within(cards[3] as HTMLElement).getByRole('group', { name: '振替先' });
    await expect(within(missed).getByText('欠席')).toBeInTheDocument();
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
    await expect(await page.findByText('出欠情報はありません')).toBeVisible();
    await waitFor(() => expect(asked).toEqual([101, 102]));
  },
  tags: ['visual'],
};

export const LoadError: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('受講履歴を読み込めませんでした。時間をおいて再度お試しください。'),
    ).toBeVisible();
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
    await expect(
      await main(canvasElement).findByText('受講履歴を表示できるお子さまが登録されていません。'),
    ).toBeVisible();
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
