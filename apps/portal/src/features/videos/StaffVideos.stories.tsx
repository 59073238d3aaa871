import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/StaffVideos',
  component: PortalStory,
  args: { path: '/staff/videos' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);
const long =
  '歯車とモーターを組み合わせて、坂道でも止まらずに進む車を作りました。タイヤの大きさを何度も変えて試した様子を撮影しました。';
const rooms = [{ id: 1, name: '自由が丘教室' }];
const one = (title: string) => ({
  id: 9100,
  classroomId: 1,
  classroomName: '自由が丘教室',
  courseCd: 'RA',
  month: '2026-05',
  title,
  videoType: 'video/webm',
  captionCount: 12,
  withdrawn: false,
});
const listOf = (data: unknown[]) =>
  storyHttp.get('/api/staff/videos', ({ response }) => response(200).json({ data, classrooms: rooms } as never));

/** Picks the video and the captions through the drop zones' file inputs, as a keyboard user's file dialog would. */
async function chooseFiles(canvasElement: HTMLElement) {
  const [video, captions] = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
  if (!video || !captions) throw new Error('no file inputs');
  await userEvent.upload(
    video,
    new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'gear.webm', { type: 'video/webm' }),
  );
  await userEvent.upload(
    captions,
    new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nギア\n'], 'gear.vtt', { type: 'text/vtt' }),
  );
}

/** The form and three videos, the third withdrawn. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: 'ギアのしくみ（教室版）' })).toBeVisible();
    await expect(page.getByText('公開を取り下げました')).toBeVisible();
    await expect(page.getByRole('button', { name: '公開する' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('まだ授業動画はありません。')).toBeVisible();
  },
};

export const One: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [listOf([one('ギアのしくみ（教室版）')])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findAllByRole('article')).toHaveLength(1);
    await expect(page.getByText('字幕 12件')).toBeVisible();
  },
};

/** One video with a long title: it wraps inside its card at both widths. */
export const LongText: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [listOf([one(long)])]) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('heading', { name: long })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(/授業動画を読み込めませんでした/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Publishing with nothing entered or chosen: the summary names the title, the video and the captions. */
export const PublishMissing: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '公開する' }));
    const summary = await page.findByRole('alert', { name: '入力内容を確認してください' });
    await expect(summary).toHaveTextContent('タイトルを入力してください。');
    await userEvent.type(page.getByRole('textbox', { name: /タイトル/ }), 'ギア');
    await userEvent.click(page.getByRole('button', { name: '公開する' }));
    await expect(await page.findAllByText('動画ファイルを選択してください。')).not.toHaveLength(0);
    await expect(page.getAllByText('字幕ファイル（WebVTT形式）を選択してください。')).not.toHaveLength(0);
  },
};

/** Captions refused by the server: the title and both files stay, the captions say why. */
export const CaptionsRefusedKeepsWords: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/videos', ({ response }) =>
          response(422).json({
            message: '字幕はWebVTT形式（先頭が「WEBVTT」で始まる.vttファイル）を選択してください。',
            errors: { captions: ['字幕はWebVTT形式（先頭が「WEBVTT」で始まる.vttファイル）を選択してください。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /タイトル/ }), 'ギアのしくみ');
    await chooseFiles(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '公開する' }));
    await expect(
      await page.findAllByText('字幕はWebVTT形式（先頭が「WEBVTT」で始まる.vttファイル）を選択してください。'),
    ).not.toHaveLength(0);
    await expect(page.getByRole('textbox', { name: /タイトル/ })).toHaveValue('ギアのしくみ');
    await expect(page.getByText('gear.webm')).toBeVisible();
  },
};

/** The upload fails (the server is down): the words and the chosen files stay, and the page says to try again. */
export const UploadFailure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/videos', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /タイトル/ }), 'ギアのしくみ');
    await chooseFiles(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '公開する' }));
    await expect(
      await page.findAllByText(/アップロードできませんでした。入力した内容と選んだファイルは/),
    ).not.toHaveLength(0);
    await expect(page.getByRole('textbox', { name: /タイトル/ })).toHaveValue('ギアのしくみ');
    await expect(page.getByText('gear.vtt')).toBeVisible();
  },
};
