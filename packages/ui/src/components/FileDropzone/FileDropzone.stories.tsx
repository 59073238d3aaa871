import { isAllowedAttachment } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { FileDropzone } from './FileDropzone';

// A 1x1 PNG, so the preview is a real decodable image.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = () => new File([PNG_BYTES], '作品の写真.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'.repeat(200)], '申込書.pdf', { type: 'application/pdf' });
const exe = () => new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });

/**
 * A transfer as the desktop hands it over. A DataTransfer made in script has no file-system entry behind its files,
 * and react-aria (rightly) skips items without one, so the entry a real drag or paste carries is lent here.
 */
async function withFileEntries(files: File[], use: (transfer: DataTransfer) => Promise<void>) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const own = DataTransferItem.prototype.webkitGetAsEntry;
  DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
    return own.call(this) ?? (this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null);
  };
  try {
    await use(transfer);
  } finally {
    DataTransferItem.prototype.webkitGetAsEntry = own;
  }
}

function fileInput(root: HTMLElement) {
  const input = root.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('file input missing');
  return input;
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ファイルを置く・貼り付ける・選ぶ欄です（画像のプレビュー、1件ずつ削除）。\n\n- **使う場面**：書類や画像のアップロード。\n- **使わない場面**：プロフィール画像の切り抜き（プロフィール画像の画面）。\n- **バリエーションの選び方**：受け付けるファイルの種類は判定の関数で決め、断ったファイルはアラートで一覧にします。\n- **アクセシビリティ**：キーボードや読み上げでも届く名前付きの枠で、ボタンからファイルを選べます。';

const meta = {
  title: 'Components/FileDropzone',
  component: FileDropzone,
  args: {
    hint: '画像・PDF・Office 文書などを添付できます',
    isAllowed: (file: File) => isAllowedAttachment(file.name),
    onFilesChange: fn(),
  },
  argTypes: { isAllowed: { control: false } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.upload(fileInput(canvasElement), [photo(), pdf()]);
    const list = canvas.getByRole('list', { name: ui.fileDropzone.list });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByText('作品の写真.png')).toBeVisible();
    await expect(canvas.getByText('1.60 KB')).toBeVisible();
    await waitFor(() => expect(list.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    await userEvent.click(
      canvas.getByRole('button', { name: fill(ui.fileDropzone.removeFile, { name: '作品の写真.png' }) }),
    );
    await expect(canvas.queryByText('作品の写真.png')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: fill(ui.fileDropzone.removeFile, { name: '申込書.pdf' }) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: ui.fileDropzone.pick })).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
  },
  tags: ['visual'],
};

export const RefusesOtherTypes: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.upload(fileInput(canvasElement), [exe(), pdf()], { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(ui.fileDropzone.rejected, { message: ui.fileDropzone.notAllowed, names: 'setup.exe' }),
    );
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '申込書.pdf' })]);
    await expect(canvas.queryByText('setup.exe', { selector: 'li *' })).toBeNull();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const zone = canvas.getByRole('button', { name: ui.fileDropzone.pick }).parentElement as HTMLElement;
    await withFileEntries([photo()], async (transfer) => {
      zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      await expect(await canvas.findByText('作品の写真.png')).toBeVisible();
    });
    await expect(zone).not.toHaveAttribute('data-drop-target');
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(1);
  },
};

/** The drop zone is reached by keyboard before the picker, and takes a copied file by paste (react-aria). */
export const PasteByKeyboard: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.tab();
    const dropTarget = canvas.getByRole('button', { name: ui.fileDropzone.drop });
    await expect(dropTarget).toHaveFocus();
    const zone = canvas.getByRole('button', { name: ui.fileDropzone.pick }).parentElement as HTMLElement;
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    await withFileEntries([pdf(), exe()], async (transfer) => {
      dropTarget.dispatchEvent(
        new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: transfer }),
      );
      await expect(await canvas.findByText('申込書.pdf')).toBeVisible();
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(ui.fileDropzone.rejected, { message: ui.fileDropzone.notAllowed, names: 'setup.exe' }),
    );
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '申込書.pdf' })]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: ui.fileDropzone.pick })).toHaveFocus();
  },
};

/** With a `name`, the form's data (a native post, `new FormData(form)`) carries exactly the listed files. */
export const SubmitsListedFiles: Story = {
  args: { name: 'attachments' },
  decorators: [
    (Story) => (
      <form aria-label="添付ファイルの送信">
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.upload(fileInput(canvasElement), [photo(), pdf()]);
    await userEvent.click(
      canvas.getByRole('button', { name: fill(ui.fileDropzone.removeFile, { name: '作品の写真.png' }) }),
    );
    const form = canvas.getByRole('form', { name: '添付ファイルの送信' }) as HTMLFormElement;
    const posted = new FormData(form).getAll('attachments') as File[];
    await expect(posted.map((file) => file.name)).toEqual(['申込書.pdf']);
  },
};

export const Empty: Story = {};

export const WithFiles: Story = { args: { defaultFiles: [photo(), pdf()] } };

export const WithError: Story = {
  args: { required: true, error: 'ファイルを添付してください' },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('button', { name: ui.fileDropzone.pick })).toHaveAccessibleDescription(
      /ファイルを添付してください/,
    );
    // The message sits in a live region that exists before it appears, so it is announced.
    const region = canvas.getAllByText('ファイルを添付してください').find((el) => el.closest('[aria-live]'));
    await expect(region?.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
  tags: ['visual'],
};

export const Disabled: Story = { args: { disabled: true, hint: '送信中はファイルを追加できません' } };

export const LongJapaneseText: Story = {
  args: {
    label: '学校から配布された健康調査票・アレルギー申告書（スマートフォンで撮影した写真でも構いません）',
    defaultFiles: [
      new File(['x'.repeat(2_350_000)], 'ほにゃらら小学校_二年一組_健康調査票_令和七年度_保護者記入済み_最終版.pdf', {
        type: 'application/pdf',
      }),
    ],
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
