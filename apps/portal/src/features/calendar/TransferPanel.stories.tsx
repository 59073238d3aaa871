import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BareRouterStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { AbsencePanel } from './AbsencePanel';

type Candidate = ReturnType<typeof fixtures.transferCandidate>;

const REPORT_ID = 8000;
const LESSON = '2025年4月19日（土） 10:00〜11:30 アドバンスコース';

/** The classroom's answers: the candidate lessons (or a failure), the request, and the withdrawal. */
const handlers = ({
  lessons = [0, 1, 2].map((i) => fixtures.transferCandidate(i)),
  options = 'ok',
  send = 'ok',
  withdraw = 'ok',
}: {
  lessons?: Candidate[];
  options?: 'ok' | 'fail';
  send?: 'ok' | 'fail';
  withdraw?: 'ok' | 'answered';
} = {}) =>
  storyHandlers('role6', [
    storyHttp.get('/api/absence/{id}/transfer-options', ({ response }) =>
      options === 'fail'
        ? response('default').json({ message: 'Server Error' }, { status: 500 })
        : response(200).json({ data: { offered: true, windowFrom: '2025-04-01', windowTo: '2025-05-31', lessons } }),
    ),
    storyHttp.post('/api/absence/{id}/transfer', async ({ request, response }) => {
      if (send === 'fail') return response('default').json({ message: 'Server Error' }, { status: 500 });
      const body = await request.json();
      const lesson = lessons.find((l) => l.lessonId === body.lessonId) ?? fixtures.transferCandidate(0);
      return response(200).json({
        data: fixtures.absenceReport(0, {
          id: REPORT_ID,
          transferable: false,
          transfer: { ...lesson, status: 'requested', note: '' },
        }),
      });
    }),
    storyHttp.delete('/api/absence/{id}/transfer', ({ response }) =>
      withdraw === 'answered'
        ? response(409).json({
            message:
              '取り下げられる振替の申請はありません。教室がすでに回答したか、取り下げ済みです。カレンダーを読み込み直してください。',
          })
        : response(200).json({ data: fixtures.absenceReport(0, { id: REPORT_ID, transferable: true }) }),
    ),
  ]);

const transferable = {
  id: REPORT_ID,
  kind: 'absent' as const,
  status: 'confirmed' as const,
  late: false,
  transferStatus: null,
  transferable: true,
};
const requested = { ...transferable, transferStatus: 'requested' as const, transferable: false };

const meta = {
  // Issue 33 (ADR 051): under an absence in the calendar's day dialog, the transfer request and its withdrawal.
  title: 'Screens/Calendar/TransferPanel（振替の申請）',
  id: 'screens-calendar-transferpanel',
  component: AbsencePanel,
  args: { kidId: 1, lessonId: 6000, kidName: '山田 太郎', lessonLabel: LESSON, absence: transferable, open: true },
  parameters: { msw: { handlers: handlers() } },
  decorators: [
    (Story) => (
      <BareRouterStory
        component={() => (
          <div style={{ maxWidth: '36rem', padding: '1rem' }}>
            <Story />
          </div>
        )}
      />
    ),
  ],
} satisfies Meta<typeof AbsencePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const openForm = async (canvas: Canvas) => {
  await userEvent.click(
    await canvas.findByRole('button', { name: `山田 太郎さんの欠席（${LESSON}）の振替を申請する` }),
  );
  return within(await canvas.findByRole('form', { name: '振替の申請' }));
};

/** Three lessons with a free seat in the window, each with the seats left. */
export const Many: Story = {
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await expect(form.getByText(/振替の期間：2025年4月1日.*〜2025年5月31日/)).toBeVisible();
    await expect(form.getAllByRole('radio')).toHaveLength(3);
    await expect(form.getByRole('radio', { name: /2025年4月9日.*残り1席/ })).toBeVisible();
  },
  tags: ['visual'],
};

/** One lesson: sending without a choice names the field; nothing is lost. */
export const One: Story = {
  parameters: { msw: { handlers: handlers({ lessons: [fixtures.transferCandidate(1)] }) } },
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await expect(form.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(form.getByRole('button', { name: '申請する' }));
    await expect((await form.findAllByText('振替先の授業を選択してください。'))[0]).toBeVisible();
  },
  tags: ['visual'],
};

/** No lesson has a seat: the family is told to ask the classroom, and only "cancel" is offered. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers({ lessons: [] }) } },
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await expect(
      form.getByText('振替の期間内に、空きのある同じコースの授業はありません。教室へお問い合わせください。'),
    ).toBeVisible();
    await expect(form.queryByRole('button', { name: '申請する' })).toBeNull();
  },
  tags: ['visual'],
};

/** The lessons could not be read: said, with the way back. */
export const Failure: Story = {
  parameters: { msw: { handlers: handlers({ options: 'fail' }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /の振替を申請する$/ }));
    await expect(
      await canvas.findByText('振替先の授業を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** The request could not be sent: the choice stays, with what happened. */
export const SendFailure: Story = {
  parameters: { msw: { handlers: handlers({ send: 'fail' }) } },
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.click(form.getByRole('radio', { name: /2025年4月16日/ }));
    await userEvent.click(form.getByRole('button', { name: '申請する' }));
    await expect(
      (await form.findAllByText('申請を送れませんでした。時間をおいてもう一度お試しください。'))[0],
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: /2025年4月16日/ })).toBeChecked();
  },
};

/** Long class names wrap inside the options at phone width. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: handlers({
        lessons: [0, 1].map((i) =>
          fixtures.transferCandidate(i, { className: 'ロボティクスプロフェッショナル水曜夕方特別振替受け入れクラス' }),
        ),
      }),
    },
  },
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await expect(form.getAllByRole('radio')).toHaveLength(2);
  },
  tags: ['visual'],
};

/** Sent: the panel says so; the calendar then shows 振替申請中. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.click(form.getByRole('radio', { name: /2025年4月23日/ }));
    await userEvent.click(form.getByRole('button', { name: '申請する' }));
    await expect(
      await canvas.findByText('振替を申請しました。教室が確認するまで「振替申請中」と表示されます。'),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** A request waiting for the classroom: 振替申請中, and the way to withdraw it. */
export const Waiting: Story = {
  args: { absence: requested },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('振替申請中')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `山田 太郎さんの欠席（${LESSON}）の振替の申請を取り下げる` }),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** Withdrawing asks first; "keep" leaves it; confirming says it is withdrawn. */
export const Withdrawn: Story = {
  args: { absence: requested },
  play: async ({ canvas }) => {
    const open = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /の振替の申請を取り下げる$/ }));
      const question = await canvas.findByText(/振替の申請を取り下げますか？/);
      await expect(question).toHaveFocus();
    };
    await open();
    await userEvent.click(canvas.getByRole('button', { name: '取り下げない' }));
    await open();
    await userEvent.click(canvas.getByRole('button', { name: '取り下げる' }));
    await expect(await canvas.findByText('振替の申請を取り下げました。')).toBeVisible();
  },
  tags: ['visual'],
};

/** The classroom answered meanwhile: the server's words, with what to do. */
export const WithdrawRefused: Story = {
  args: { absence: requested },
  parameters: { msw: { handlers: handlers({ withdraw: 'answered' }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /の振替の申請を取り下げる$/ }));
    await userEvent.click(await canvas.findByRole('button', { name: '取り下げる' }));
    await expect(await canvas.findByText(/教室がすでに回答したか、取り下げ済みです。/)).toBeVisible();
  },
  tags: ['visual'],
};
