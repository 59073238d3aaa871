import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/LessonRecords',
  component: PortalStory,
  args: { path: '/studentLessonRecord/list' },
  // Every state is photographed at phone and desktop width (visual/baselines).
  tags: ['visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers('role6') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const long = 'とても長いタイトルの作品です。歯車とモーターを組み合わせて、坂道でも止まらずに進む車を作りました'.repeat(
  2,
);

/** わが子の投稿: the cards of both children, coloured by course, with the count caption. */
export const OwnList: Story = {
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/^全6件/)).toBeVisible();
  },
};

/** Many records: the pager appears. */
export const OwnListManyPages: Story = {
  parameters: { msw: { handlers: storyHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('navigation', { name: '授業の記録一覧のページ' })).toBeVisible();
  },
};

export const OwnListEmpty: Story = {
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('まだ授業の記録はありません。')).toBeVisible();
  },
};

export const OwnListFailure: Story = {
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/授業の記録を読み込めませんでした/)).toBeVisible();
  },
};

/** One record with the classroom's comment; a comment of 150 characters is refused with the message. */
export const OwnDetail: Story = {
  args: { path: '/studentLessonRecord/detail?id=5000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '教室からのコメント' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'コメントを書く' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '保護者のコメント' });
    const box = within(dialog).getByRole('textbox', { name: 'コメント' });
    await userEvent.click(box);
    await userEvent.paste('あ'.repeat(150));
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    // The message shows in the summary and under the field, which is marked invalid.
    await expect(await within(dialog).findAllByText('コメントは149文字以内で入力してください。')).toHaveLength(2);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('あ'.repeat(150));
  },
};

export const OwnDetailLongText: Story = {
  args: { path: '/studentLessonRecord/detail?id=5001' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/studentLessonRecord/detail', ({ response }) =>
          response(200).json({
            post_data: {
              id: 5001,
              course_cd: 'RA',
              image_path: null,
              last_name: '佐藤',
              first_name: '陽翔',
              post_date: '2026-04-12',
              title: long,
              comment: long,
              seito_no: '13010417',
              child_data: { id: 1, last_name: '佐藤', first_name: '陽翔' },
            },
            kid_name: '佐藤 陽翔',
            lecturer_comment: { post_content: long },
            parent_comment: { post_content: 'あ'.repeat(149) },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('button', { name: 'コメントを書き直す' })).toBeVisible();
  },
};

/** みんなの投稿: the search form and the cards. */
export const PublicList: Story = {
  args: { path: '/lessonRecord/list' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('combobox', { name: '教室名' })).toBeVisible();
    await expect(page.getByRole('button', { name: '条件をクリア' })).toBeVisible();
  },
};

export const PublicListManyPages: Story = {
  args: { path: '/lessonRecord/list?page=2' },
  parameters: { msw: { handlers: storyHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const pager = await main(canvasElement).findByRole('navigation', { name: '授業の記録一覧のページ' });
    await expect(within(pager).getByRole('link', { name: /1/ })).toBeVisible();
  },
};

export const PublicListEmpty: Story = {
  args: { path: '/lessonRecord/list' },
  parameters: { msw: { handlers: storyHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/条件に合う投稿はありません/)).toBeVisible();
  },
};

export const PublicListFailure: Story = {
  args: { path: '/lessonRecord/list' },
  parameters: { msw: { handlers: storyHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/みんなの投稿を読み込めませんでした/)).toBeVisible();
  },
};

/** One post with the course-colour bar; the report button asks first. */
export const PublicDetail: Story = {
  args: { path: '/lessonRecord/detail?id=9000' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '通報する' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'この投稿を通報しますか？' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'キャンセル' }));
  },
};

export const PublicDetailReported: Story = {
  args: { path: '/lessonRecord/detail?id=9001' },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [
        storyHttp.get('/api/lessonRecord/detail', ({ response }) =>
          response(200).json({
            post_data: [
              {
                id: 9001,
                title: long,
                nickname: 'ロボ博士',
                post_date: '2026-03-02',
                comment: long,
                image_path: null,
                course_cd: 'RM',
                report_flag: 1,
              },
            ],
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('この投稿は通報済みです。')).toBeVisible();
    await expect(page.queryByRole('button', { name: '通報する' })).toBeNull();
  },
};
