import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffLessonRecords',
  component: PortalStory,
  args: { path: '/staff/lessonRecords' },
  // Every state is photographed at phone and desktop width (visual/baselines).
  tags: ['visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const long =
  '歯車とモーターを組み合わせて、坂道でも止まらずに進む車を作りました。タイヤの大きさを何度も変えて試しました。';

/** The post form and the records of the classroom: comments, publishing and a reported post. */
export const StaffList: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('全8件')).toBeVisible();
    await expect(page.getByRole('button', { name: '非表示を解除する' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '教室スタッフのページ' })).toBeVisible();
  },
};

export const StaffListEmpty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('該当する授業の記録はありません。')).toBeVisible();
  },
};

/** One record, with long texts in every comment. */
export const StaffListOneLongTexts: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/lessonRecord/list', ({ response }) =>
          response(200).json({
            data: [
              {
                id: 7001,
                kid_id: 101,
                kid_name: '佐藤 陽翔',
                classroom_name: '自由が丘教室',
                course_cd: 'RA',
                image_path: null,
                post_date: '2026-04-12',
                title: long,
                comment: long.repeat(3),
                lecturer_comment: long.repeat(4),
                parent_comment: 'あ'.repeat(149),
                public: true,
                nickname: 'ロボ博士のとても長いニックネーム',
                report_flag: 0,
                report_count: 2,
              },
            ],
            kids: [{ id: 101, name: '佐藤 陽翔', classroom_name: '自由が丘教室', courses: ['RA'] }],
            current_page: 1,
            last_page: 1,
            total: 1,
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('全1件')).toBeVisible();
    await expect(page.getByText('通報あり・表示中（2件）')).toBeVisible();
    await expect(page.getByRole('button', { name: '公開をやめる' })).toBeVisible();
  },
};

/** Many records: the pager appears. */
export const StaffListManyPages: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('navigation', { name: '投稿した授業の記録のページ' }),
    ).toBeVisible();
  },
};

export const StaffListFailure: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    // A 5xx is asked for again once before the page says so.
    await expect(
      await main(canvasElement).findByText(/授業の記録を読み込めませんでした/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Posting with nothing entered: the summary names the title, the comment and the photo. */
export const StaffPostMissing: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '投稿する' }));
    const summary = await page.findByRole('alert', { name: '入力内容を確認してください' });
    await expect(summary).toHaveTextContent('タイトルを入力してください。');
    await expect(summary).toHaveTextContent('写真を選択してください。');
  },
};
