import type { Schemas } from '@portal/api-client';
import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BareRouterStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';
import { AbsenceSettingsSection } from './AbsenceSettingsSection';

type Settings = Schemas['AbsenceSettings'];

const handlers = (rooms: Settings[] | 'fail', save: 'ok' | 'fail' = 'ok') =>
  staffStoryHandlers('default', [
    storyHttp.get('/api/staff/absence-settings', ({ response }) =>
      rooms === 'fail'
        ? response('default').json({ message: 'Server Error' }, { status: 500 })
        : response(200).json({ data: rooms }),
    ),
    storyHttp.post('/api/staff/absence-settings/{classroomId}', async ({ params, request, response }) => {
      if (save === 'fail') return response('default').json({ message: 'Server Error' }, { status: 500 });
      const body = await request.json();
      const room = (rooms === 'fail' ? [] : rooms).find((r) => r.classroomId === Number(params.classroomId));
      return response(200).json({ data: { ...(room ?? fixtures.absenceSettings(0)), ...body } });
    }),
  ]);

const meta = {
  // Issue 33 (ADR 051): on /staff/absences, each classroom's cut-off time, transfers and transfer window.
  title: 'Screens/StaffAbsences/AbsenceSettingsSection（欠席連絡と振替の設定）',
  id: 'screens-staffabsences-settings',
  component: AbsenceSettingsSection,
  parameters: { msw: { handlers: handlers([fixtures.absenceSettings(0)]) } },
  decorators: [
    (Story) => (
      <BareRouterStory
        component={() => (
          <div style={{ maxWidth: '40rem' }}>
            <Story />
          </div>
        )}
      />
    ),
  ],
} satisfies Meta<typeof AbsenceSettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One classroom: a time out of range is sent back with the field named; a good one is saved and said so. */
export const One: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form'));
    const cutoff = form.getByLabelText(/当日連絡の締め切り時刻/);
    await userEvent.clear(cutoff);
    await userEvent.click(form.getByRole('button', { name: '保存する' }));
    await expect((await form.findAllByText('当日連絡の締め切り時刻を入力してください。'))[0]).toBeVisible();
    await userEvent.type(cutoff, '09:30');
    await userEvent.click(form.getByRole('radio', { name: '受け付ける' }));
    await userEvent.click(form.getByRole('button', { name: '保存する' }));
    await expect(await form.findByText(/の設定を保存しました。/)).toBeVisible();
  },
  tags: ['visual'],
};

/** Several classrooms, each with its own form and its own settings. */
export const Many: Story = {
  parameters: {
    msw: {
      handlers: handlers([
        fixtures.absenceSettings(0),
        fixtures.absenceSettings(1, { transfersOffered: true, transferWindowMonths: 2 }),
        fixtures.absenceSettings(2, { cutoffTime: '09:00' }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('form')).toHaveLength(3);
  },
  tags: ['visual'],
};

/** A staff member who works at no classroom. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('担当している教室はありません。')).toBeVisible();
  },
  tags: ['visual'],
};

/** The settings could not be read. */
export const Failure: Story = {
  parameters: { msw: { handlers: handlers('fail') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('設定を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
  tags: ['visual'],
};

/** Saving failed: what was chosen stays, with what to do. */
export const SaveFailure: Story = {
  parameters: { msw: { handlers: handlers([fixtures.absenceSettings(0)], 'fail') } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form'));
    await userEvent.click(form.getByRole('radio', { name: '受け付ける' }));
    await userEvent.click(form.getByRole('button', { name: '保存する' }));
    await expect(
      (await form.findAllByText('設定を保存できませんでした。時間をおいてもう一度お試しください。'))[0],
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: '受け付ける' })).toBeChecked();
  },
  tags: ['visual'],
};

/** A long classroom name wraps at phone width. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: handlers([
        fixtures.absenceSettings(0, { classroomName: 'まなびロボット教室 武蔵小杉駅前ららテラス三階特設教室' }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'まなびロボット教室 武蔵小杉駅前ららテラス三階特設教室' }),
    ).toBeVisible();
  },
  tags: ['visual'],
};
