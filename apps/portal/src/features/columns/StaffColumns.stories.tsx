import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffColumns',
  component: PortalStory,
  args: { path: '/staff/columns' },
  // Every state is photographed at phone and desktop width (visual/baselines).
  tags: ['visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const long =
  '歯車とモーターを組み合わせて、坂道でも止まらずに進む車を作りました。タイヤの大きさを何度も変えて試しました。';

/** The form and three columns, the third withdrawn. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '歯車で坂をのぼる' })).toBeVisible();
    await expect(page.getByText('公開を取り下げました')).toBeVisible();
    await expect(page.getByRole('button', { name: '公開する' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('まだコラムはありません。')).toBeVisible();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findAllByRole('article')).toHaveLength(24);
  },
  tags: ['!visual'],
};

/** One column with long texts. */
export const OneLongTexts: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/columns', ({ response }) =>
          response(200).json({
            data: [
              {
                id: 8100,
                classroomId: 1,
                classroomName: '自由が丘教室',
                courseCd: 'RA',
                releaseMonth: '2026-05',
                title: long,
                lead: long.repeat(2),
                body: `<p>${long}</p>`,
                imagePath: null,
                url: '/api/column/article/8100',
                withdrawn: false,
              },
            ],
            classrooms: [{ id: 1, name: '自由が丘教室' }],
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: long })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(/授業コラムを読み込めませんでした/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Publishing with nothing entered: the summary names the title, the summary text and the body. */
export const PublishMissing: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '公開する' }));
    const summary = await page.findByRole('alert', { name: '入力内容を確認してください' });
    await expect(summary).toHaveTextContent('タイトルを入力してください。');
    await expect(summary).toHaveTextContent('本文を入力してください。');
  },
  tags: ['!visual'],
};

/** A refused cover: the words typed stay, the cover says why. */
export const PublishRefusedKeepsWords: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/columns', ({ response }) =>
          response(422).json({
            message: '画像はJPEG、PNG、WebP形式のものを選択してください。',
            errors: { image: ['画像はJPEG、PNG、WebP形式のものを選択してください。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /タイトル/ }), '歯車のしくみ');
    await userEvent.type(page.getByRole('textbox', { name: /リード文/ }), '今月のまとめです。');
    await userEvent.type(page.getByRole('textbox', { name: /本文/ }), '歯車を組み合わせました。');
    await userEvent.click(page.getByRole('button', { name: '公開する' }));
    await expect(await page.findAllByText('画像はJPEG、PNG、WebP形式のものを選択してください。')).not.toHaveLength(0);
    await expect(page.getByRole('textbox', { name: /タイトル/ })).toHaveValue('歯車のしくみ');
  },
  tags: ['!visual'],
};
