import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';
import { i18n } from '../../i18n';

// The catalogue's words in the story's language (issue 36); the fixtures' titles and names stay as they are.
const t = i18n.t;

const meta = {
  title: 'Screens/StaffNews',
  component: PortalStory,
  args: { path: '/staff/news' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

const ROOMS = [
  { id: 1, name: '自由が丘教室' },
  { id: 2, name: '武蔵小杉教室' },
];
const LABELS = [
  { id: 1, labelName: 'ご案内' },
  { id: 2, labelName: 'イベント' },
];
const published = {
  kind: 'announcement' as const,
  id: 3100,
  classroomId: 1,
  classroomName: '自由が丘教室',
  labelId: null,
  labelName: null,
  title: '発表会のご案内：6月21日（日）10:00から',
  content: '<p>当日はロボットキットをお持ちください。</p>',
  important: true,
  status: 'published' as const,
  publishAt: '2026-05-10T00:00:00.000Z',
  withdrawnAt: null,
  remindedAt: null,
  senderName: '山本 大輔',
  readCount: 1,
  audienceCount: 3,
};
const list = (data: unknown[]) =>
  storyHttp.get('/api/staff/news', ({ response }) =>
    response(200).json({ classrooms: ROOMS, labels: LABELS, data } as never),
  );

/** The classroom's items: drafts, scheduled, published and withdrawn, each with its status. */
export const Many: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const heading = t(($) => $.staffNews.listHeading);
    await expect(await page.findByRole('heading', { level: 2, name: heading })).toBeVisible();
    for (const status of ['draft', 'scheduled', 'withdrawn'] as const) {
      await expect(page.getAllByText(t(($) => $.staffNews.statuses[status])).length).toBeGreaterThan(0);
    }
  },
};

/** A new classroom: nothing written yet, and where to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.staffNews.empty))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.staffNews.newItem) })).toBeVisible();
  },
};

/** One published, pinned announcement: who has read it, and the reminder to the others. */
export const One: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('default', [list([published])]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const card = await page.findByRole('article', { name: published.title });
    await expect(card).toHaveTextContent(t(($) => $.staffNews.important));
    await expect(card).toHaveTextContent(t(($) => $.staffNews.readCount, { read: 1, total: 3 }));
    const receipts = t(($) => $.staffNews.receiptsLabel, { title: published.title });
    await userEvent.click(within(card).getByRole('button', { name: receipts }));
    const family = (name: string) => t(($) => $.staffNews.receiptsPanel.family, { name });
    await expect(await within(card).findByText(family('佐藤'), { exact: false })).toBeVisible();
    await expect(within(card).getByText(family('鈴木'))).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: t(($) => $.staffNews.receiptsPanel.remind) }));
    const reminded = t(($) => $.staffNews.receiptsPanel.reminded, { families: 2, mailed: 1 });
    await expect(await within(card).findByRole('status')).toHaveTextContent(reminded);
  },
};

/** The list cannot be read: the page says so in the screen's language. */
export const Failure: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.staffNews.loadFailed))).toBeVisible();
  },
};

/** A long title and many words: the card wraps them without overflowing a phone's width. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        list([
          {
            ...published,
            title:
              '【重要】夏期講習（7月21日〜8月29日）のお申し込みについて：ロボットアドバンスコース・プログラミングコース・サイエンスコースの日程と持ち物、お支払い方法のご案内',
          },
        ]),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 3, name: /夏期講習/ })).toBeVisible();
  },
};

const required = (field: 'newsTitle' | 'newsContent') =>
  t(($) => $.validation.required, { field: t(($) => $.fields[field]) });

/** Sent empty: the summary names the title and the text, and nothing is sent. */
export const EditorMissingFields: Story = {
  args: { path: '/staff/news?edit=new' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t(($) => $.staffNews.editor.publish) }));
    await expect((await page.findAllByText(required('newsTitle'))).length).toBeGreaterThan(0);
    await expect((await page.findAllByText(required('newsContent'))).length).toBeGreaterThan(0);
  },
};

/** The save fails (500): the words stay on the page and the page says what to do. */
export const EditorSaveFails: Story = {
  args: { path: '/staff/news?edit=new' },
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/news', ({ response }) =>
          response('default').json(
            { message: 'サーバーエラーが発生しました。時間をおいて再度お試しください。' },
            { status: 500 },
          ),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const title = await page.findByRole('textbox', { name: new RegExp(t(($) => $.staffNews.editor.titleField)) });
    await userEvent.type(title, '保護者面談のご案内');
    const content = page.getByRole('textbox', { name: new RegExp(t(($) => $.staffNews.editor.content)) });
    await userEvent.type(content, '6月の面談日程をお知らせします。');
    await userEvent.click(page.getByRole('button', { name: t(($) => $.staffNews.editor.saveDraft) }));
    await expect((await page.findAllByText(t(($) => $.staffNews.editor.failed))).length).toBeGreaterThan(0);
    await expect(title).toHaveValue('保護者面談のご案内');
  },
};

// ---- attachments (ADR 045, 024): what is attached, what will be, and what could not be ----
const editorOf = (path: string, extra: Parameters<typeof staffStoryHandlers>[1] = []) => ({
  args: { path },
  parameters: { msw: { handlers: staffStoryHandlers('default', extra) } },
});
const withFiles = (files: { id: number; name: string; mimeType: string; size: number }[]) =>
  list([{ ...published, files }]);
const editPublished = `/staff/news?edit=announcement-${published.id}`;

/** Types a title and text, as a staff member writing a new item does. */
async function typeNewItem(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  const title = await page.findByRole('textbox', { name: new RegExp(t(($) => $.staffNews.editor.titleField)) });
  await userEvent.type(title, '発表会のご案内');
  const content = page.getByRole('textbox', { name: new RegExp(t(($) => $.staffNews.editor.content)) });
  await userEvent.type(content, 'プログラムを添付します。');
  return { title, content };
}

/** Chooses files through the drop zone's file input, as the file dialog would. */
async function choose(canvasElement: HTMLElement, ...files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('main input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, files, { applyAccept: false });
}
const programme = () => new File(['%PDF-1.4\n%%EOF\n'], '発表会のプログラム.pdf', { type: 'application/pdf' });

/** A new item has nothing attached yet: the editor says so and offers the drop zone. */
export const EditorAttachmentsNone: Story = {
  ...editorOf('/staff/news?edit=new'),
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(t(($) => $.staffNews.editor.noStoredFiles))).toBeVisible();
    await expect(page.getByRole('button', { name: t(($) => $.staffNews.editor.attachmentsPick) })).toBeVisible();
  },
};

/** Two files attached: each with its size and a remove button that names it; removing one says so. */
export const EditorAttachmentsSeveral: Story = {
  ...editorOf(editPublished, [
    withFiles([
      { id: 801, name: '発表会のプログラム.pdf', mimeType: 'application/pdf', size: 182_400 },
      { id: 802, name: '会場案内図.png', mimeType: 'image/png', size: 1_240_000 },
    ]),
  ]),
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const files = await page.findByRole('list', { name: t(($) => $.staffNews.editor.storedFiles) });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    await expect(files).toHaveTextContent('発表会のプログラム.pdf');
    await expect(files).toHaveTextContent('1.24 MB');
    const remove = t(($) => $.staffNews.editor.removeFileLabel, { name: '会場案内図.png' });
    await userEvent.click(within(files).getByRole('button', { name: remove }));
    const removed = t(($) => $.staffNews.editor.fileRemoved, { name: '会場案内図.png' });
    await expect(await page.findByRole('status')).toHaveTextContent(removed);
    await expect(within(files).getAllByRole('listitem')).toHaveLength(1);
    await expect(files).not.toHaveTextContent('会場案内図.png');
  },
};

/**
 * A program file is refused as it is chosen, naming it; a PDF the server refuses (its bytes are not a PDF) is named
 * with the server's reason after saving, and the title and text stay as typed.
 */
export const EditorAttachmentRefused: Story = {
  ...editorOf('/staff/news?edit=new', [
    storyHttp.post('/api/staff/news/{newsKind}/{id}/files', ({ response }) =>
      response(422).json({
        message: 'ファイルの中身が形式と合わないか、読み取れません。別のファイルを選んでください。',
        errors: { file: ['ファイルの中身が形式と合わないか、読み取れません。別のファイルを選んでください。'] },
      }),
    ),
  ]),
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const { title, content } = await typeNewItem(canvasElement);
    await choose(canvasElement, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('setup.exe');
    await choose(canvasElement, programme());
    await userEvent.click(page.getByRole('button', { name: t(($) => $.staffNews.editor.saveDraft) }));
    const named = t(($) => $.staffNews.editor.fileRefused, {
      name: '発表会のプログラム.pdf',
      reason: 'ファイルの中身が形式と合わないか、読み取れません。別のファイルを選んでください。',
    });
    await expect(await page.findByText(named)).toBeVisible();
    await expect(page.getByText(t(($) => $.staffNews.editor.uploadsFailed))).toBeVisible();
    await expect(title).toHaveValue('発表会のご案内');
    await expect(content).toHaveValue('プログラムを添付します。');
  },
};

/** The upload fails (the server is down): the file is named with what to do, and nothing typed is lost. */
export const EditorAttachmentUploadFails: Story = {
  ...editorOf('/staff/news?edit=new', [
    storyHttp.post('/api/staff/news/{newsKind}/{id}/files', ({ response }) =>
      response('default').json(
        { message: 'サーバーエラーが発生しました。時間をおいて再度お試しください。' },
        { status: 500 },
      ),
    ),
  ]),
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const { title } = await typeNewItem(canvasElement);
    await choose(canvasElement, programme());
    await userEvent.click(page.getByRole('button', { name: t(($) => $.staffNews.editor.publish) }));
    const failed = t(($) => $.staffNews.editor.fileFailed, { name: '発表会のプログラム.pdf' });
    await expect(await page.findByText(failed)).toBeVisible();
    await expect(title).toHaveValue('発表会のご案内');
    // The file is still chosen, so saving again sends it.
    const chosen = page.getByRole('list', { name: t(($) => $.ui.fileDropzone.list) });
    await expect(chosen).toHaveTextContent('発表会のプログラム.pdf');
  },
};

/** Long Japanese file names wrap inside a phone's width instead of widening the page. */
export const EditorAttachmentsLongNames: Story = {
  ...editorOf(editPublished, [
    withFiles([
      {
        id: 811,
        name: '2026年度_夏期講習（7月21日〜8月29日）ロボットアドバンスコース・プログラミングコース_日程と持ち物とお支払い方法のご案内_最終版.pdf',
        mimeType: 'application/pdf',
        size: 2_480_000,
      },
      {
        id: 812,
        name: 'summer_school_2026_robot_advanced_programming_schedule_and_belongings_final_version_v3.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 84_000,
      },
    ]),
  ]),
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const files = await page.findByRole('list', { name: t(($) => $.staffNews.editor.storedFiles) });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
