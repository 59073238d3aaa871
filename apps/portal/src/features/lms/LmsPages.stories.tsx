import type { Schemas } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

const kids: Schemas['RobotKid'][] = [
  { id: 1, seito_no: '13010417', name: '佐藤 陽翔' },
  { id: 2, seito_no: '13030158', name: '佐藤 蓮' },
];

const course = (seitoNo: string): Schemas['LmsCourse'] => ({
  robot_no: seitoNo === '13010417' ? 'R52' : 'R32',
  title: null,
  name: seitoNo === '13010417' ? 'ウォーキングビートル' : 'シャクトリムシ',
  course_cd: seitoNo === '13010417' ? 'RA' : 'RM',
  image: null,
  lms_code: seitoNo === '13010417' ? 'LMS-RA-202504' : 'LMS-RM-202504',
  lms: {
    subject: [
      {
        id: 1,
        subject_name: '1日目',
        lesson: [
          { id: 301, lesson_name: 'リンク機構のしくみ' },
          { id: 302, lesson_name: '足の動きを観察しよう' },
        ],
      },
      {
        id: 2,
        subject_name: '2日目',
        lesson: [
          { id: 303, lesson_name: '歩幅を変える工夫' },
          { id: 304, lesson_name: '坂道に挑戦しよう' },
        ],
      },
    ],
  },
});

const archive: Schemas['LmsArchiveItem'][] = [
  {
    robot_no: 'SU',
    title: '特別授業 ロボットの歴史',
    name: null,
    lms_code: 'LMS-RA-202503',
    lms_period: 'second',
    course_cd: 'RA',
    image: null,
  },
  {
    robot_no: 'R51',
    title: null,
    name: 'クレーンアーム',
    lms_code: 'LMS-RA-202502',
    lms_period: 'first',
    course_cd: 'RA',
    image: null,
  },
  {
    robot_no: 'R50',
    title: null,
    name: 'スピードレーサー',
    lms_code: null,
    lms_period: 'second',
    course_cd: 'RA',
    image: null,
  },
];

const lessons: Schemas['LmsLesson'][] = course('13010417').lms.subject.flatMap((s) =>
  s.lesson.map((l) => ({
    id: l.id,
    lesson_name: l.lesson_name,
    course_cd: 'RA',
    robot_no: 'R52',
    robot_title: null,
    robot_name: 'ウォーキングビートル',
    lmsCode: 'LMS-RA-202504',
  })),
);

type Options = {
  kidList?: Schemas['RobotKid'][];
  noCourse?: boolean;
  pastList?: Schemas['LmsArchiveItem'][];
  courseStatus?: 200 | 400;
};
const handlers = ({ kidList = kids, noCourse = false, pastList = archive, courseStatus = 200 }: Options = {}) =>
  storyHandlers('role6', [
    storyHttp.get('/api/lms/kids', ({ response }) => response(200).json({ success: true, data: kidList })),
    storyHttp.get('/api/lms/course', ({ request, response }) =>
      courseStatus === 400
        ? response(400).json({ message: 'お子さまが見つかりません。' })
        : response(200).json({
            success: true,
            data: noCourse ? null : course(new URL(request.url).searchParams.get('seito_no') ?? ''),
          }),
    ),
    storyHttp.get('/api/lms/archive', ({ response }) => response(200).json({ success: true, data: pastList })),
    storyHttp.get('/api/lms/lessons/{lmsCode}', ({ params, response }) =>
      response(200).json({ success: true, data: params.lmsCode === 'LMS-RA-202504' ? lessons : [] }),
    ),
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Lms/VideoLessons（動画授業）',
  id: 'screens-lms-videolessons',
  component: PortalStory,
  args: { path: '/lms' },
  parameters: {
    docs: {
      description: {
        component:
          'お子さまが家で見る動画授業の画面です。今月の教材と授業日、各授業の動画へのリンクを示し、きょうだいがいる場合はお子さまを切り替えます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers() },
  },
  beforeEach: () => {
    window.sessionStorage.clear();
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Two children: the selector, this month's pack with its lesson days and links to each lesson. */
export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('combobox', { name: 'お子さま' })).toHaveValue('13010417');
    await expect(await page.findByRole('tab', { name: '今月の動画', selected: true })).toBeVisible();
    const lesson = await page.findByRole('link', { name: '歩幅を変える工夫' });
    await expect(lesson).toHaveAttribute('href', '/lms/detail/LMS-RA-202504/303');
    await expect(page.getByRole('list', { name: '2日目の動画' })).toBeVisible();
  },
  tags: ['visual'],
};

/** Changing child reloads the pack for that child and keeps the tab. */
export const ChangeChild: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'お子さま' }), '13030158');
    await expect(await page.findByRole('heading', { name: 'シャクトリムシ' })).toBeVisible();
    await expect(window.sessionStorage.getItem('lessonPage.selectedChildNumber')).toBe('13030158');
  },
};

/** One child: no selector. */
export const OneChild: Story = {
  parameters: { msw: { handlers: handlers({ kidList: kids.slice(0, 1) }) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: 'ウォーキングビートル' })).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'お子さま' })).toBeNull();
  },
};

/** The past tab opens in the list view, RA's period labels show, and the view choice is kept. */
export const PastVideos: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: '過去の動画' }));
    await expect(await page.findByRole('button', { name: 'リスト表示', pressed: true })).toBeVisible();
    await expect(page.getAllByText('3日目 4日目')).toHaveLength(2);
    await expect(page.getByText('1日目 2日目')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'グリッド表示' }));
    await expect(page.getByRole('button', { name: 'グリッド表示', pressed: true })).toBeVisible();
    await waitFor(() => expect(window.sessionStorage.getItem('lessonPage.gridView')).toBe('true'));
    await expect(window.sessionStorage.getItem('lessonPage.tabIndex')).toBe('1');
  },
  tags: ['visual'],
};

/** A past pack without videos cannot be opened: the "video not found" toast shows instead. */
export const VideoNotFound: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: '過去の動画' }));
    await userEvent.click(await page.findByRole('link', { name: /スピードレーサー/ }));
    // It fades in, then leaves by itself after 3000 ms.
    const toast = await within(canvasElement.ownerDocument.body).findByText('動画が見つかりません', {
      selector: 'li *',
    });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(
      () =>
        expect(
          within(canvasElement.ownerDocument.body).queryByText('動画が見つかりません', { selector: 'li *' }),
        ).toBeNull(),
      {
        timeout: 4500,
        interval: 100,
      },
    );
  },
};

export const NoRobotKid: Story = {
  parameters: { msw: { handlers: handlers({ kidList: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('ロボット教室を受講しているお子さまがいません')).toBeVisible();
  },
  tags: ['visual'],
};

export const NoVideos: Story = {
  parameters: { msw: { handlers: handlers({ noCourse: true, pastList: [] }) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('今月の動画はありません')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: '過去の動画' }));
    await expect(await page.findByText('過去の動画はありません')).toBeVisible();
  },
};

/** The course answered empty, as the provider's backend does (an empty list for "none"): no videos, no error. */
export const EmptyCourseAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/api/lms/course', ({ response }) =>
          response.untyped(Response.json({ success: true, data: [] })),
        ),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('今月の動画はありません')).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** A course of this month without a lesson yet has no video to show either. */
export const CourseWithoutLessons: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/api/lms/course', ({ request, response }) =>
          response(200).json({
            success: true,
            data: { ...course(new URL(request.url).searchParams.get('seito_no') ?? ''), lms: { subject: [] } },
          }),
        ),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('今月の動画はありません')).toBeVisible();
  },
};

/** A 400 (not the family's child) is not "no videos": it goes to the error page. */
export const BadRequest: Story = {
  parameters: { msw: { handlers: handlers({ courseStatus: 400 }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('動画の情報を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('link', { name: 'リンク機構のしくみ' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The detail: course badge, lesson title, the player mounted for the lesson, previous and next. */
export const Detail: Story = {
  args: { path: '/lms/detail/LMS-RA-202504/302' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '足の動きを観察しよう' })).toBeVisible();
    await expect(page.getByText('アドバンスコース')).toBeVisible();
    await expect(await page.findByRole('img', { name: '授業動画（第302回）' })).toBeVisible();
    await expect(page.getByRole('link', { name: /前の動画/ })).toHaveAttribute('href', '/lms/detail/LMS-RA-202504/301');
    await userEvent.click(page.getByRole('link', { name: /次の動画/ }));
    await expect(await page.findByRole('heading', { level: 2, name: '歩幅を変える工夫' })).toBeVisible();
    // The old player is unloaded and the next lesson's one loaded.
    await expect(await page.findByRole('img', { name: '授業動画（第303回）' })).toBeVisible();
    await expect(page.queryByRole('img', { name: '授業動画（第302回）' })).toBeNull();
  },
  tags: ['visual'],
};

/** Without a lessonId the pack opens at its first lesson. */
export const DetailWithoutLesson: Story = {
  args: { path: '/lms/detail/LMS-RA-202504' },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: 'リンク機構のしくみ' }),
    ).toBeVisible();
    await expect(main(canvasElement).queryByRole('link', { name: /前の動画/ })).toBeNull();
  },
};

/** An unknown lessonId says so where it was asked for, with the way back to the list (issue 31 item 9). */
export const UnknownLesson: Story = {
  args: { path: '/lms/detail/LMS-RA-202504/999' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('この動画は見つかりませんでした。', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'eラーニングへ戻る' })).toHaveAttribute('href', '/lms');
  },
  tags: ['visual'],
};

/** A pack without lessons (or not the family's) says so too. */
export const UnknownPack: Story = {
  args: { path: '/lms/detail/LMS-XX-000000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('この動画は見つかりませんでした。', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'eラーニングへ戻る' })).toHaveAttribute('href', '/lms');
  },
};

export const DetailPhone: Story = {
  args: { path: '/lms/detail/LMS-RA-202504/301' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('img', { name: '授業動画（第301回）' })).toBeVisible();
  },
  tags: ['visual'],
};

/** A player that never reports itself is given up after about 5 s, and the page says so. */
export const PlayerFails: Story = {
  args: { path: '/lms/detail/LMS-RA-202504/301' },
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/api/lms/player/{lessonId}', ({ response }) =>
          response.untyped(
            new Response('/* nothing mounts */', { headers: { 'Content-Type': 'application/javascript' } }),
          ),
        ),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'リンク機構のしくみ' })).toBeVisible();
    await expect(
      await page.findByText(
        '動画プレーヤーを読み込めませんでした。時間をおいてもう一度お試しください。',
        {},
        { timeout: 7000 },
      ),
    ).toBeVisible();
  },
};
