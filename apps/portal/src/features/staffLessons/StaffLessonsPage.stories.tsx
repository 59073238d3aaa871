import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

type Lesson = ReturnType<typeof fixtures.staffLesson>;

const ROOMS = [
  { id: 1, name: '渋谷教室' },
  { id: 2, name: '横浜みなとみらい教室' },
];

const week = (lessons: Lesson[]) =>
  staffStoryHandlers('default', [
    storyHttp.get('/api/staff/lessons', ({ response }) =>
      response(200).json({
        data: { classroomId: 1, weekStart: '2025-04-14', classrooms: ROOMS, courses: [], lessons },
      }),
    ),
  ]);

const meta = {
  // Issue 33 (ADR 052): the classroom's lesson calendar and attendance.
  title: 'Screens/StaffLessons（授業と出欠）',
  id: 'screens-stafflessons',
  component: PortalStory,
  args: { path: '/staff/lessons?week=2025-04-14' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** A week with lessons, a recess day and a report waiting, each lesson with its attendance counted. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('欠席の連絡 1件')).toBeVisible();
    await expect(page.getByText('休講', { exact: true })).toBeVisible();
    await expect(page.getByText('在籍 3名・出席 2名・欠席 1名')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: week([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(
        'この週には授業も休講日も登録されていません。「授業を追加」から登録できます。',
      ),
    ).toBeVisible();
  },
};

/** One lesson: staff make it a recess day and are told the families see it. */
export const One: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default') } },
  args: { path: '/staff/lessons?week=2025-04-14' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const cancel = await page.findAllByRole('button', { name: '休講にする' });
    await userEvent.click(cancel[0] as HTMLElement);
    await expect(await page.findByText(/を休講にしました。保護者さまのカレンダーに休講と表示されます。/)).toBeVisible();
  },
};

/** A lesson entered by mistake (nothing marked on it): staff confirm, and it leaves the week. */
export const DeleteLesson: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The week's last lesson (Sunday's 月曜16時クラス) has no mark and no report.
    const remove = await page.findAllByRole('button', { name: '削除' });
    const before = remove.length;
    await userEvent.click(remove[before - 1] as HTMLElement);
    const dialog = await body.findByRole('alertdialog', { name: /月曜16時クラスを削除しますか？/ });
    await expect(dialog).toHaveTextContent('元に戻せません');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await page.findByText(/月曜16時クラスを削除しました。/)).toBeVisible();
    await expect(await page.findAllByRole('button', { name: '削除' })).toHaveLength(before - 1);
  },
};

/** A lesson with marks cannot be deleted: the refusal says why and offers the recess day instead. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = await page.findAllByRole('button', { name: '削除' });
    await userEvent.click(remove[0] as HTMLElement);
    const dialog = await body.findByRole('alertdialog', { name: /月曜16時クラスを削除しますか？/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const refusal = await page.findByRole('alert');
    await expect(refusal).toHaveTextContent('出欠・振替・欠席の連絡があるため削除できません');
    await expect(page.getByText('在籍 3名・出席 2名・欠席 1名')).toBeVisible();
    await userEvent.click(within(refusal).getByRole('button', { name: '月曜16時クラスを休講にする' }));
    await expect(await page.findByText(/月曜16時クラスを休講にしました。/)).toBeVisible();
  },
};

/** The week could not be read. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/lessons', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('授業の一覧を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};

/** A long class name wraps inside its card, at phone width too. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: week([
        fixtures.staffLesson(0, { className: '土曜日午前10時からのロボティクスプロフェッショナル特別強化クラス' }),
      ]),
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/特別強化クラス/)).toBeVisible();
  },
};
