import type { Schemas } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { progressKey } from './playerState';
import { REPORT_STORAGE_KEY, type ReportInfo } from './reportSession';

const picture = (fill: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#fff"/><circle cx="110" cy="95" r="45" fill="${fill}"/><circle cx="200" cy="95" r="45" fill="#74c0fc"/><text x="160" y="30" font-size="18" text-anchor="middle">${label}</text></svg>`,
  )}`;

const QUIZ_LESSON = 11;
const SURVEY_LESSON = 12;
const course: Schemas['PlayerCourse'] = {
  lmsCode: 'ASM-ADVANCE1',
  name: 'ロボット検定 アドバンス',
  lessons: [
    { id: QUIZ_LESSON, name: 'テスト' },
    { id: SURVEY_LESSON, name: 'アンケート' },
  ],
};
const quiz: Schemas['QuizItem'][] = [
  {
    contentId: 101,
    question: '左の歯車を右回りに回すと、右の歯車はどちらに回りますか。',
    imagePath: picture('#ffd43b', '歯車'),
    choices: [
      { id: 1, label: '右回り' },
      { id: 2, label: '左回り' },
      { id: 3, label: '回らない' },
    ],
  },
  {
    contentId: 102,
    question: '1台に電池を3本使うロボットが4台あります。電池はぜんぶで何本いりますか。',
    imagePath: picture('#b2f2bb', '電池'),
    choices: ['7本', '9本', '10本', '12本', '14本', '15本'].map((label, i) => ({ id: i + 1, label })),
  },
];
const survey: Schemas['QuizItem'][] = [
  {
    contentId: 201,
    question: 'ロボット教室は楽しいですか。',
    imagePath: null,
    choices: ['楽しい', 'ふつう', 'あまり楽しくない'].map((label, i) => ({ id: i + 1, label })),
  },
];

const takeList: Schemas['AssessmentItem'][] = [
  {
    takeDate: null,
    isTake: 0,
    lmsCode: 'ASM-ADVANCE1',
    lmsProductCode: 'ASSESSMENT2025',
    assessmentTestCode: 'AT2025-ADV',
    mkSeitoNo: '13010417',
    kidId: 1,
    kongetsuZaisekiStatus: 'ZAISEKI',
    isRemind: 1,
    lastName: '佐藤',
    firstName: '陽翔',
    classroomName: '自由が丘教室',
    testName: '2025年度 ロボット検定 アドバンス',
  },
  {
    takeDate: '2024-09-28',
    isTake: 1,
    lmsCode: 'ASM-MIDDLE2',
    lmsProductCode: 'ASSESSMENT2024',
    assessmentTestCode: 'AT2024-MID',
    mkSeitoNo: '13010417',
    kidId: 1,
    kongetsuZaisekiStatus: 'ZAISEKI',
    isRemind: 0,
    lastName: '佐藤',
    firstName: '陽翔',
    classroomName: '自由が丘教室',
    testName: '2024年度 ロボット検定 ミドル',
  },
  {
    takeDate: '2025-03-20',
    isTake: 0,
    lmsCode: 'ASM-MIDDLE1',
    lmsProductCode: 'ASSESSMENT2025',
    assessmentTestCode: 'AT2025-MID',
    mkSeitoNo: '13030158',
    kidId: 3,
    kongetsuZaisekiStatus: 'ZAISEKI',
    isRemind: 0,
    lastName: '佐藤',
    firstName: '蓮',
    classroomName: '吉祥寺教室',
    testName: '2025年度 ロボット検定 ミドル',
  },
  {
    takeDate: null,
    isTake: 0,
    lmsCode: 'ASM-PRIMARY',
    lmsProductCode: 'ASSESSMENT2025',
    assessmentTestCode: 'AT2025-PRI',
    mkSeitoNo: '14020233',
    kidId: 2,
    kongetsuZaisekiStatus: 'KYUKAI',
    isRemind: 0,
    lastName: '佐藤',
    firstName: '結菜',
    classroomName: '武蔵小杉教室',
    testName: '2025年度 ロボット検定 プライマリー',
  },
];

const words = [
  '空間をとらえる力',
  '筋道を立てて考える力',
  '数の感覚',
  'よく見る力',
  'しくみを理解する力',
  '順序立てる力',
  'アイデアを出す力',
  '問題を解決する力',
  '先を予想する力',
  'ものづくりの知識',
];
const comments: Schemas['AssessmentComment'][] = [
  ...words.flatMap((word, i) => [
    {
      id: i * 3 + 1,
      isDisplay: 1 as const,
      courseGroupId: 1 as const,
      categoryId: i + 1,
      comment: `${word}がしっかり育っています。`,
    },
    {
      id: i * 3 + 2,
      isDisplay: 1 as const,
      courseGroupId: 2 as const,
      categoryId: i + 1,
      comment: `${word}がとくに優れています。より複雑なロボットづくりに挑戦していきましょう。`,
    },
    {
      id: i * 3 + 3,
      isDisplay: 1 as const,
      courseGroupId: 3 as const,
      categoryId: i + 1,
      comment: `${word}をのばすと、ロボットづくりがもっと楽しくなります。`,
    },
  ]),
  {
    id: 99,
    isDisplay: 1,
    courseGroupId: 3,
    categoryId: 11,
    comment: 'すべての分野で満点でした。この調子で、新しいことにどんどん挑戦していきましょう。',
  },
];

const scores = (values: number[]) => values.map((score, i) => ({ id: i + 1, score }));

type Options = {
  check?: { humanId: string | null; canTake: boolean } | 'error';
  result?: { scoreArray: { id: number; score: number }[]; level?: Schemas['AssessmentLevel'] } | 'missing';
  items?: Schemas['AssessmentItem'][];
  /** The course cannot be read. */
  courseFails?: boolean;
  /** The questions cannot be read: every time, or only the first time (a retry then reads them). */
  quizFails?: 'always' | 'once';
  /** The learning log answers 409: the server had it already. */
  logConflict?: boolean;
};
const failures = { quiz: 0 };
const handlers = ({
  check = { humanId: 'H13010417', canTake: true },
  result = { scoreArray: scores([100, 67, 33, 100, 100, 50, 100, 67, 100, 50]), level: 'MIDDLE2' },
  items = takeList,
  courseFails = false,
  quizFails,
  logConflict = false,
}: Options = {}) =>
  storyHandlers('role6', [
    storyHttp.get('/api/assessment/take', ({ response }) => response(200).json(items)),
    storyHttp.post('/api/assessment/check/student', ({ response }) =>
      check === 'error'
        ? response(404).json({ message: 'お子さまの情報が見つかりません。' })
        : response(200).json(check),
    ),
    storyHttp.get('/api/player/progress/{lmsCode}', ({ response }) =>
      courseFails ? response('default').json({ message: 'Server Error' }, { status: 500 }) : response(200).json(course),
    ),
    storyHttp.get('/api/player/quiz/{lessonId}', ({ params, response }) => {
      if (quizFails === 'always' || (quizFails === 'once' && failures.quiz++ === 0))
        return response('default').json({ message: 'Server Error' }, { status: 500 });
      return response(200).json(Number(params.lessonId) === QUIZ_LESSON ? quiz : survey);
    }),
    storyHttp.post('/api/player/learning-log/{lessonId}', ({ response }) =>
      logConflict
        ? response(409).json({ message: 'この解答はすでに送信されています。' })
        : response(200).json({ success: true }),
    ),
    storyHttp.post('/api/assessment/taked', ({ response }) => response(200).json({ success: true })),
    storyHttp.get('/api/assessment/result', ({ response }) =>
      result === 'missing'
        ? response(404).json({ message: 'テストの結果が見つかりません。' })
        : response(200).json(result),
    ),
    storyHttp.get('/api/assessment/comment/list', ({ response }) => response(200).json(comments)),
  ]);

const PLAYER_PATH = '/quiz/ASM-ADVANCE1/13010417/AT2025-ADV';
const playerKey = progressKey('ASM-ADVANCE1', '13010417', 'AT2025-ADV');
const reportInfo: ReportInfo = {
  takeDate: '2024-09-28',
  testName: '2024年度 ロボット検定 ミドル',
  kidId: 1,
  lmsCode: 'ASM-MIDDLE2',
  lmsProductCode: 'ASSESSMENT2024',
  classroomName: '自由が丘教室',
  studentName: '佐藤 陽翔',
};

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Assessment（ロボット検定）',
  id: 'screens-assessment',
  component: PortalStory,
  args: { path: '/assessment/take' },
  parameters: {
    docs: {
      description: {
        component:
          'お子さまのロボット検定の受検状況（未受検・受検済み・再受検可・休会中）を確かめ、検定を始めて1問ずつ解き、結果を見る画面です。休会中のお子さまは操作できず、結果のみ表示されます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: handlers() },
  },
  beforeEach: () => {
    failures.quiz = 0;
    window.localStorage.removeItem(playerKey);
    window.sessionStorage.setItem(REPORT_STORAGE_KEY, JSON.stringify(reportInfo));
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const keep =
  (flow: object, answers: { quiz?: object; survey?: object } = {}) =>
  () => {
    window.localStorage.setItem(
      playerKey,
      JSON.stringify({ flow, quiz: answers.quiz ?? {}, survey: answers.survey ?? {} }),
    );
  };

/** ロボット検定: not taken, taken (greyed, result only), can retake, and a child on leave (greyed, no actions). */
export const TakeList: Story = {
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('link', { name: /2025年度 ロボット検定 アドバンスを受験する/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByText('再受験可能')).toBeVisible();
    await expect(page.getByText('休会中はテストを受験できません')).toBeVisible();
    await expect(page.getAllByRole('link', { name: /を受験する/ })).toHaveLength(2);
    await expect(page.getAllByRole('button', { name: /結果を見る/ })).toHaveLength(2);
    // A screen reader hears which test's result a button opens, in words that read as Japanese (issue 31 item 33).
    for (const button of page.getAllByRole('button', { name: /結果を見る/ }))
      expect(button.getAttribute('aria-label')).toMatch(/^.+の結果を見る（新しいタブで開きます）$/);
  },
  tags: ['visual'],
};

/** Sent back by the player when the child could not be checked. */
export const TakeListNotice: Story = {
  args: { path: '/assessment/take?notice=childLoadFailed' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(
      'お子さまの情報を読み込めませんでした。',
    );
  },
  tags: ['visual'],
};

/** StartQuiz: the overview before the first question. */
export const PlayerStart: Story = {
  args: { path: PLAYER_PATH },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'ロボット検定 アドバンス' })).toBeVisible();
    await expect(await page.findByRole('heading', { name: 'テストをはじめましょう' })).toBeVisible();
    await expect(await page.findByText(/問題は全部で2問です/)).toBeVisible();
  },
  tags: ['visual'],
};

/** A quiz page: the question with its picture and a grid of three choices, one chosen. */
export const PlayerQuestion: Story = {
  args: { path: PLAYER_PATH },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'テストをはじめる' }));
    await expect(await page.findByRole('img', { name: '問1の図' })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveAttribute('data-columns', '3');
    await userEvent.click(page.getByRole('radio', { name: '左回り' }));
    await expect(page.getByRole('radio', { name: '左回り' })).toBeChecked();
    await expect(window.localStorage.getItem(playerKey)).toContain('"101":2');
  },
  tags: ['visual'],
};

/** The last page of the quiz: six choices in six columns and 「解答を送信する」. */
export const PlayerLastPage: Story = {
  args: { path: PLAYER_PATH },
  beforeEach: keep({ overview: 0, mode: 1, page: 2, pageCount: 2 }, { quiz: { 101: 2 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('button', { name: '解答を送信する' })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveAttribute('data-columns', '6');
  },
  tags: ['visual'],
};

/** Submitting with a question left open: the dialog names it and nothing is sent. */
export const PlayerUnanswered: Story = {
  args: { path: PLAYER_PATH },
  beforeEach: keep({ overview: 0, mode: 1, page: 2, pageCount: 2 }, { quiz: { 102: 4 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '解答を送信する' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'エラー' });
    await expect(dialog).toHaveTextContent(/未回答の問題があります\s問題番号1/);
  },
  tags: ['visual'],
};

/** EndQuiz: the quiz is sent; the survey comes next. */
export const PlayerEndQuiz: Story = {
  args: { path: PLAYER_PATH },
  beforeEach: keep({ overview: 0, mode: 1, page: 2, pageCount: 2 }, { quiz: { 101: 2, 102: 4 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '解答を送信する' }));
    await expect(await page.findByRole('heading', { name: 'テストはおわりです' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'アンケートへ' })).toBeVisible();
    // The quiz is sent: there is no way back into it to answer again (issue 30 item 11).
    await expect(page.queryByRole('button', { name: '前に戻る' })).toBeNull();
  },
  tags: ['visual'],
};

/** The survey: a question without a picture. */
export const PlayerSurvey: Story = {
  args: { path: PLAYER_PATH },
  beforeEach: keep({ overview: 1, mode: 0, page: 1, pageCount: 2 }, { quiz: { 101: 2, 102: 4 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'アンケートへ' }));
    await expect(await page.findByText('アンケート1')).toBeVisible();
    await expect(page.queryByRole('img', { name: /の図/ })).toBeNull();
  },
  tags: ['visual'],
};

/** EndEnq: everything is sent and the test is marked taken. */
export const PlayerEndEnq: Story = {
  args: { path: PLAYER_PATH },
  beforeEach: keep({ overview: 2, mode: 1, page: 1, pageCount: 1 }, { quiz: { 101: 2, 102: 4 }, survey: { 201: 1 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '解答を送信する' }));
    await expect(await page.findByRole('heading', { name: 'すべておわりました' })).toBeVisible();
    await expect(page.getByRole('button', { name: '終了する' })).toBeVisible();
    await expect(page.queryByRole('button', { name: '前に戻る' })).toBeNull();
  },
  tags: ['visual'],
};

/** The questions cannot be read: it says so, with a retry and the way back, and offers no start into nothing. */
export const PlayerQuestionsFailed: Story = {
  args: { path: PLAYER_PATH },
  parameters: { msw: { handlers: handlers({ quizFails: 'always' }) } },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('問題を読み込めませんでした。');
    await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ロボット検定のページへ戻る' })).toHaveAttribute(
      'href',
      '/assessment/take',
    );
    await expect(page.queryByRole('button', { name: 'テストをはじめる' })).toBeNull();
    await expect(page.queryByText(/問題は全部で0問です/)).toBeNull();
  },
  tags: ['visual'],
};

/** A retry that reads the questions: the start appears, and focus goes to the page's heading. */
export const PlayerQuestionsRetried: Story = {
  args: { path: PLAYER_PATH },
  parameters: { msw: { handlers: handlers({ quizFails: 'once' }) } },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '再読み込み' }));
    await expect(await page.findByText(/問題は全部で2問です/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'テストをはじめましょう' })).toHaveFocus();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** The course cannot be read: the message names the test, not the child's information. */
export const PlayerCourseFailed: Story = {
  args: { path: PLAYER_PATH },
  parameters: { msw: { handlers: handlers({ courseFails: true }) } },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('テストを読み込めませんでした。');
    await expect(page.getByRole('alert')).not.toHaveTextContent('お子さま');
    await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ロボット検定のページへ戻る' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The server had this quiz already (409): said for what it is, never shown as saved. */
export const PlayerAlreadySent: Story = {
  args: { path: PLAYER_PATH },
  parameters: { msw: { handlers: handlers({ logConflict: true }) } },
  beforeEach: keep({ overview: 0, mode: 1, page: 2, pageCount: 2 }, { quiz: { 101: 2, 102: 4 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '解答を送信する' }));
    await expect(await page.findByRole('heading', { name: 'この回答はすでに送信されています' })).toBeVisible();
    await expect(page.getByText(/いま選んだ回答は保存されていません。/)).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'テストはおわりです' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'アンケートへ進む' }));
    await expect(await page.findByText('アンケート1')).toBeVisible();
  },
  tags: ['visual'],
};

/** Opened again on this device after the test was saved: it says so, with the report, and offers nothing to answer. */
export const PlayerSaved: Story = {
  args: { path: PLAYER_PATH },
  parameters: {
    msw: {
      handlers: handlers({
        check: { humanId: 'H13010417', canTake: false },
        items: takeList.map((i) =>
          i.assessmentTestCode === 'AT2025-ADV' ? { ...i, isTake: 1, takeDate: '2025-05-12' } : i,
        ),
      }),
    },
  },
  beforeEach: keep({ overview: 2, mode: 1, page: 1, pageCount: 1 }, { quiz: { 101: 2, 102: 4 }, survey: { 201: 1 } }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: 'このテストは送信済みです' })).toBeVisible();
    await expect(page.queryByRole('button', { name: '解答を送信する' })).toBeNull();
    await userEvent.click(page.getByRole('link', { name: '結果レポートを見る' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'ロボット検定 結果レポート' })).toBeVisible();
    await expect(await page.findByText('2025年度 ロボット検定 アドバンス')).toBeVisible();
  },
};

/** A child who cannot take the test goes back to the take list, which says why. */
export const PlayerCannotTake: Story = {
  args: { path: PLAYER_PATH },
  parameters: { msw: { handlers: handlers({ check: { humanId: 'H13010417', canTake: false } }) } },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(
      'このテストは、いまは受けられません。',
    );
  },
};

/** The report: three strengths, the improvement point, the chart and its table. */
export const Report: Story = {
  args: { path: '/assessment/report' },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'ロボット検定 結果レポート' })).toBeVisible();
    const strengths = await page.findByRole('heading', { name: 'とくいなところ' });
    await expect(strengths).toBeVisible();
    await expect(page.getByText('数の感覚をのばすと、ロボットづくりがもっと楽しくなります。')).toBeVisible();
    await expect(page.getByRole('img', { name: '10の力のスコア' })).toBeVisible();
    await expect(page.getByRole('table', { name: '10の力のスコア一覧' })).toBeInTheDocument();
    // COPY.md: the app's date, never an ISO one.
    await expect(page.getByText('2024年9月28日（土）')).toBeVisible();
    await expect(page.queryByText('2024-09-28')).toBeNull();
    // The chart's names and scores are text of 12 px or more, on a phone too (issue 31).
    const chart = page.getByRole('img', { name: '10の力のスコア' });
    for (const text of [...chart.querySelectorAll('[data-category] > span')]) {
      await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(12);
    }
  },
  tags: ['visual'],
};

/** Every score 0: nothing is praised; the improvement point still shows. */
export const ReportAllZero: Story = {
  args: { path: '/assessment/report' },
  parameters: {
    msw: { handlers: handlers({ result: { scoreArray: scores(Array(10).fill(0)), level: 'MIDDLE2' } }) },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: 'のばしたいところ' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'とくいなところ' })).toBeNull();
    await expect(page.queryByText(/優れています|育っています/)).toBeNull();
  },
  tags: ['visual'],
};

/** Every score full: the improvement slot shows the no-improvement item (category 11). */
export const ReportAllFull: Story = {
  args: { path: '/assessment/report' },
  parameters: {
    msw: { handlers: handlers({ result: { scoreArray: scores(Array(10).fill(100)), level: 'PRIMARY' } }) },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByText('すべて満点')).toBeVisible();
    await expect(
      page.getByText('すべての分野で満点でした。この調子で、新しいことにどんどん挑戦していきましょう。'),
    ).toBeVisible();
    // Pre-primary and primary tests read the comments of course group 1.
    await expect(page.getAllByText(/がしっかり育っています。/)).toHaveLength(3);
  },
  tags: ['visual'],
};

/** Only some abilities were asked: the others are marked 出題なし and never chosen. */
export const ReportMissingCategories: Story = {
  args: { path: '/assessment/report' },
  parameters: {
    msw: {
      handlers: handlers({
        result: {
          scoreArray: [
            { id: 2, score: 80 },
            { id: 5, score: 60 },
            { id: 7, score: 90 },
            { id: 9, score: 40 },
          ],
          level: 'BASIC1',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(
      await page.findByText('先を予想する力をのばすと、ロボットづくりがもっと楽しくなります。'),
    ).toBeVisible();
    await expect(page.getAllByText('出題なし').length).toBeGreaterThanOrEqual(6);
  },
  tags: ['visual'],
};

/** The result cannot be read (yet): the facts show, with a note instead of scores. */
export const ReportNoResult: Story = {
  args: { path: '/assessment/report' },
  parameters: { msw: { handlers: handlers({ result: 'missing' }) } },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(/この結果はまだ表示できません。/)).toBeVisible();
  },
  tags: ['visual'],
};

/** Opened without the take list (no session storage): how to open it instead. */
export const ReportOpenedDirectly: Story = {
  args: { path: '/assessment/report' },
  beforeEach: () => {
    window.sessionStorage.removeItem(REPORT_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(/レポートを表示できません。/)).toBeVisible();
  },
  tags: ['visual'],
};
