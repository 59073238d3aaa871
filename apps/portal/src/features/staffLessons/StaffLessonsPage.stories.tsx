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
