import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffReports',
  component: PortalStory,
  args: { path: '/staff/reports' },
  // Every state is photographed at phone and desktop width (visual/baselines).
  tags: ['visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const long =
  '歯車とモーターを組み合わせて、坂道でも止まらずに進む車を作りました。タイヤの大きさを何度も変えて試しました。';

const queueOf = (data: unknown[]) => [
  storyHttp.get('/api/staff/lessonRecord/reports', ({ response }) => response(200).json({ data } as never)),
];

/** Three reported posts, the first reported twice; hiding one takes it off the queue. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('確認待ち 3件')).toBeVisible();
    await expect(page.getByText('通報 2件')).toBeVisible();
    await expect(page.getAllByRole('button', { name: '全員に非表示にする' })).toHaveLength(3);
  },
};

export const HideOne: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('確認待ち 3件')).toBeVisible();
    const [first] = page.getAllByRole('button', { name: '全員に非表示にする' });
    if (!first) throw new Error('no hide button');
    await userEvent.click(first);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'この投稿を全員に非表示にしますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '全員に非表示にする' }));
    await waitFor(() => expect(page.getByText('確認待ち 2件')).toBeVisible());
    await expect(page.getByRole('status')).toHaveTextContent(/を全員に非表示にしました。/);
  },
  tags: ['!visual'],
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('確認を待っている通報はありません。')).toBeVisible();
  },
};

/** One post already hidden by the classroom, with long texts throughout and no photo. */
export const OneLongTexts: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers(
        'default',
        queueOf([
          {
            id: 7001,
            kid_name: '佐藤 陽翔',
            classroom_name: '自由が丘教室',
            course_cd: 'RA',
            image_path: null,
            post_date: '2026-04-12',
            title: long,
            comment: long.repeat(3),
            nickname: 'ロボ博士のとても長いニックネームです',
            hidden: true,
            report_count: 12,
            first_reported_at: '2026-04-13T00:10:00Z',
            last_reported_at: '2026-05-10T11:45:00Z',
          },
        ]),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('確認待ち 1件')).toBeVisible();
    await expect(page.getByText('すでに全員に非表示にしています')).toBeVisible();
    await expect(page.getByText('2026/04/13 09:10')).toBeVisible();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('確認待ち 24件')).toBeVisible();
  },
  tags: ['!visual'],
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(/通報された投稿を読み込めませんでした/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A decision the server refuses: the card says so and stays in the queue. */
export const DecideFailure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/lessonRecord/reports/decide', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('確認待ち 3件')).toBeVisible();
    const [first] = page.getAllByRole('button', { name: '表示したままにする' });
    if (!first) throw new Error('no keep button');
    await userEvent.click(first);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'この投稿を表示したままにしますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '表示したままにする' }));
    await expect(await page.findByText(/対応を保存できませんでした/)).toBeVisible();
    await expect(page.getByText('確認待ち 3件')).toBeVisible();
  },
  tags: ['!visual'],
};
