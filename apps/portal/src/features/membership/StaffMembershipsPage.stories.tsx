import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

type Row = {
  id: number;
  subscriptionCode: string;
  statusId: 1 | 2 | 3 | 5 | 9;
  familyName: string;
  classroomName: string;
  childName: string;
  entryDate: string;
  inputSentAt: string | null;
  input: Record<string, unknown> | null;
  codeLocked: boolean;
  record: { signedAt: string; ip: string; userAgent: string; contentSha256: string } | null;
};

const CLASSROOMS = [
  { id: 1, name: '自由が丘教室' },
  { id: 3, name: '吉祥寺教室' },
];

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  id,
  subscriptionCode: `M2026005${String(id).padStart(2, '0')}`,
  statusId: 3,
  familyName: '伊藤',
  classroomName: '吉祥寺教室',
  childName: '伊藤 湊',
  entryDate: '2026-11-21',
  inputSentAt: '2026-11-22T12:05:00.000Z',
  input: {
    kidForm: {
      lastName: '伊藤',
      firstName: '湊',
      lastNameKana: 'イトウ',
      firstNameKana: 'ミナト',
      birthday: '2016-05-03',
      genderId: 1,
      schoolName: '吉祥寺第一小学校',
      schoolGrade: 4,
    },
    guardianForm: {
      lastName: '伊藤',
      firstName: '美咲',
      lastNameKana: 'イトウ',
      firstNameKana: 'ミサキ',
      birthYear: 1986,
      genderId: 2,
      kankeiCode: 'MOTHER',
      telNumber: '0422-00-0000',
      email: 'ito@example.com',
      zipcode: '1800004',
      prefectureId: 13,
      city: '武蔵野市吉祥寺本町',
      block: '1-2-3',
      building: '',
    },
  },
  codeLocked: false,
  record: null,
  ...overrides,
});

const handlers = ({
  rows = [row(1)],
  list = 'ok',
  issue = 'ok',
}: {
  rows?: Row[];
  list?: 'ok' | 'fail';
  issue?: 'ok' | 'refused';
} = {}) =>
  staffStoryHandlers('default', [
    storyHttp.get('/api/staff/membership/list', ({ response }) =>
      list === 'fail'
        ? response('default').json({ message: 'Server Error' }, { status: 500 })
        : response(200).json({ classrooms: CLASSROOMS, data: rows }),
    ),
    storyHttp.post('/api/staff/membership/code', ({ response }) =>
      issue === 'refused'
        ? response('default').json(
            { message: 'この申し込みはすでに完了しています。一覧を読み込み直してください。' },
            { status: 409 },
          )
        : response(200).json({ code: '4821', expiresAt: '2026-11-30T12:05:00.000Z' }),
    ),
  ]);

const meta = {
  // Issue 16 and 33: the classroom's membership applications on /staff/membership.
  title: 'Screens/StaffMemberships（入会申し込み・教室用）',
  id: 'screens-staffmemberships',
  component: PortalStory,
  args: { path: '/staff/membership' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** One input sent: the whole input opens; issuing the code shows it once with its limit. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: /M202600501 — 伊藤 湊/ })).toBeVisible();
    await userEvent.click(page.getByText('入力内容を見る'));
    await expect(page.getByText('吉祥寺第一小学校')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '最終確認に進めて認証コードを発行する' }));
    await expect(await page.findByText(/認証コード 4821（.*まで有効）を保護者さまにお伝えください。/)).toBeVisible();
  },
  tags: ['visual'],
};

/** Every status: waiting for input, sent, final check with a locked code, complete with its signature record. */
export const Many: Story = {
  parameters: {
    msw: {
      handlers: handlers({
        rows: [
          row(1),
          row(2, { statusId: 2, inputSentAt: null, input: null, childName: '佐藤 陽翔', familyName: '佐藤' }),
          row(3, { statusId: 5, codeLocked: true, childName: '中村 結衣', familyName: '中村' }),
          row(4, {
            statusId: 9,
            childName: '高橋 蓮',
            familyName: '高橋',
            classroomName: '自由が丘教室',
            record: {
              signedAt: '2026-11-20T03:00:00.000Z',
              ip: '203.0.113.7',
              userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
              contentSha256: 'a'.repeat(64),
            },
          }),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findAllByRole('heading', { level: 2, name: /M2026005\d+ — / })).toHaveLength(4);
    await expect(page.getByText('認証コードがロックされています')).toBeVisible();
    await expect(page.getByRole('button', { name: '認証コードを発行し直す' })).toBeVisible();
    await expect(page.getByText('203.0.113.7')).toBeVisible();
  },
  tags: ['visual'],
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers({ rows: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('担当教室の入会申し込みはありません。')).toBeVisible();
  },
  tags: ['visual'],
};

/** The list could not be read: said, with the way out. */
export const Failure: Story = {
  parameters: { msw: { handlers: handlers({ list: 'fail' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('入会申し込みを読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** The code could not be issued: the server's words stay above the list. */
export const IssueRefused: Story = {
  parameters: { msw: { handlers: handlers({ issue: 'refused' }) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '最終確認に進めて認証コードを発行する' }));
    await expect(
      await page.findByText('この申し込みはすでに完了しています。一覧を読み込み直してください。'),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** Long names and a long school name wrap at phone width. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: handlers({
        rows: [
          row(1, {
            familyName: '長谷川・ウィリアムズ',
            childName: '長谷川・ウィリアムズ ひまわりのこころ',
            classroomName: 'まなびロボット教室 武蔵小杉駅前ららテラス三階特設教室',
          }),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: /長谷川・ウィリアムズ ひまわりのこころ/ }),
    ).toBeVisible();
  },
  tags: ['visual'],
};
