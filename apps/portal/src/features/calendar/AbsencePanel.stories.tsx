import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { storySchedule, storyUser } from './calendarStories';

/** The reports sent in this story: the calendar shows them as the server would. */
let reported = new Map<string, 'pending' | 'confirmed' | 'refused'>();

const handlers = (send: 'ok' | 'fail' = 'ok') =>
  storyHandlers('role6', [
    storyHttp.get('/api/user', ({ response }) => response(200).json(storyUser(1))),
    storyHttp.get('/api/schedule/calendar', ({ request, response }) => {
      const search = new URL(request.url).searchParams;
      const ids = search.getAll('kid_ids[]').map(Number);
      const april = search.get('year') === '2025' && search.get('month') === '04';
      const data = (april ? storySchedule(ids) : []).map((item) => {
        const status = reported.get(`${item.kidId}|${item.id}`);
        return status ? { ...item, absence: { id: 1, kind: 'absent' as const, status, late: false } } : item;
      });
      return response(200).json({ data });
    }),
    storyHttp.post('/api/absence', async ({ request, response }) => {
      if (send === 'fail') return response('default').json({ message: 'Server Error' }, { status: 500 });
      const body = await request.json();
      reported.set(`${body.kidId}|${body.lessonId}`, 'pending');
      return response(200).json({ data: { ...storyReport, kidId: body.kidId, lessonId: body.lessonId } });
    }),
    storyHttp.post('/api/notification/update/read/schedule', ({ response }) => response(200).json({ success: true })),
  ]);

const storyReport = {
  id: 1,
  kidId: 101,
  kidName: '山田 太郎',
  familyName: '山田',
  lessonId: 1,
  classroomId: 1,
  classroomName: '渋谷教室',
  courseName: 'アドバンス',
  className: '土曜クラス',
  date: '2025-04-19',
  hour: '10:00〜11:30',
  kind: 'absent' as const,
  reason: 'illness' as const,
  note: '',
  late: false,
  status: 'pending' as const,
  staffNote: '',
  createdAt: '2025-04-15T01:00:00.000Z',
  decidedAt: null,
};

const meta = {
  // Issue 33 (ADR 046): a lesson of the calendar takes an absence, late-arrival or early-leave report.
  title: 'Screens/Calendar/AbsenceReport（欠席連絡）',
  id: 'screens-calendar-absencereport',
  component: PortalStory,
  args: { path: '/schedule/calendar' },
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Opens the day of 太郎's Saturday lesson on the 19th and its report form. */
async function openForm(canvasElement: HTMLElement) {
  const table = await main(canvasElement).findByRole('grid');
  const cell = await waitFor(() => {
    const found = table.querySelector<HTMLElement>('[data-day="19"]');
    if (!found?.textContent?.includes('山田 太郎')) throw new Error('no lesson on the 19th yet');
    return found;
  });
  await userEvent.click(cell);
  const dialog = within(await within(document.body).findByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: /山田 太郎さんの授業/ }));
  return dialog;
}

/** A report sent: the lesson shows 欠席の連絡：確認中 in the dialog and on the calendar. */
export const Sent: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    reported = new Map();
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '連絡する' }));
    await expect((await dialog.findAllByText('連絡の種類を選択してください。'))[0]).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: '欠席' }));
    await userEvent.click(dialog.getByRole('radio', { name: '体調不良' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '連絡事項' }), '発熱のため');
    await userEvent.click(dialog.getByRole('button', { name: '連絡する' }));
    await expect(await dialog.findByText('欠席の連絡：確認中')).toBeVisible();
  },
};

/** The send fails: the choices and the note stay, with what happened. */
export const Failure: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers('fail') } },
  play: async ({ canvasElement }) => {
    reported = new Map();
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '早退' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'その他' }));
    const note = 'お迎えの時間が早まるため、17時に早退します。'.repeat(4);
    await userEvent.type(dialog.getByRole('textbox', { name: '連絡事項' }), note);
    await userEvent.click(dialog.getByRole('button', { name: '連絡する' }));
    await expect((await dialog.findAllByText(/連絡を送れませんでした/))[0]).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '連絡事項' })).toHaveValue(note);
    await expect(dialog.getByRole('radio', { name: '早退' })).toBeChecked();
  },
};

/** At phone width: the form fits the dialog, and a confirmed report reads 確認済. */
export const PhoneConfirmed: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    reported = new Map([['101|4', 'confirmed']]);
    await expect(await main(canvasElement).findByText(/欠席の連絡：確認済/)).toBeVisible();
  },
};
