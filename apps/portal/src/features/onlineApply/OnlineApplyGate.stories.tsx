import { termsAgreementKey } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

const articles = [
  ['適用', '本規約は、まなびポータルの利用に関する当社と保護者の皆さまとの間の一切の関係に適用されます。'],
  ['利用登録', '利用登録は、当社の定める方法により申請し、当社が承認した時点で完了します。'],
  ['入会のお申し込み', '入会のお申し込みは、本サービスのオンライン入会申し込みから行えます。'],
  ['欠席', '病気などで欠席する場合は、授業開始の30分前までに電話で連絡してください。振替授業は原則として行いません。'],
  ['休会', '休会は月単位で最長3か月までとし、前月20日までにお申し出ください。休会中の月謝はかかりません。'],
  ['休講', '年末年始、お盆、ゴールデンウィークは休講とします。'],
  ['禁止事項', '他の保護者さまやお子さまの情報を、教室の許可なく公開しないでください。'],
  ['規約の変更', '本規約を変更するときは、本サービスでお知らせします。'],
  ['準拠法・管轄裁判所', '本規約は日本法に準拠し、東京地方裁判所を第一審の専属的合意管轄裁判所とします。'],
] as const;

const longTermsBody = {
  success: true,
  message: '',
  term: {
    revision_date: '2025-09-19',
    body: articles.map(([title, text], i) => `<h4>第${i + 1}条（${title}）</h4><p>${text}</p>`).join(''),
  },
};

/** The terms of use as long as the real ones: the checkbox waits for the end. */
const longTerms = storyHttp.get('/api/term', ({ response }) => response(200).json(longTermsBody));

/** The first call fails, the retry succeeds (counted per story, see LoadFailure's beforeEach). */
let termCalls = 0;
const failingOnce = storyHttp.get('/api/term', ({ response }) =>
  termCalls++ === 0 ? response.untyped(HttpResponse.json({}, { status: 500 })) : response(200).json(longTermsBody),
);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/OnlineApply/TermsGate（入会手続き前の利用規約）',
  id: 'screens-onlineapply-termsgate',
  component: PortalStory,
  args: { path: '/' },
  parameters: {
    docs: {
      description: {
        component:
          '入会手続きが完了していない保護者さまがマイページを開いたとき、最初に利用規約への同意を求める画面です。規約を最後まで読むと同意できます。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role6', [longTerms]) },
  },
  // Each story starts without an agreement: the session storage outlives a story in the test browser.
  beforeEach: () => {
    window.sessionStorage.removeItem(termsAgreementKey('termsOfUse'));
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sidebarEntry = async (canvasElement: HTMLElement) =>
  within(await screen(canvasElement).findByRole('navigation', { name: 'メインメニュー' })).findByRole('link', {
    name: 'オンライン入会申し込み',
  });
const mainOf = async (canvasElement: HTMLElement) => within(await screen(canvasElement).findByRole('main'));
const dialogOf = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('dialog', { name: '利用規約への同意' });

/** The sidebar's entry asks for the terms of use first: the box unlocks at the end of the text. */
export const DesktopDialogOpen: Story = {
  // A short page behind the dialog keeps the picture to one screen.
  args: { path: '/document/list' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const entry = await sidebarEntry(canvasElement);
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(entry);
    const dialog = within(await dialogOf(canvasElement));
    await expect(await dialog.findByText('改定日：2025/09/19')).toBeVisible();
    const box = dialog.getByRole('checkbox', { name: /利用規約に同意する/ });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(box).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '同意して進む' })).toBeDisabled();
  },
  tags: ['visual'],
};

/** Scrolled, ticked, on to the application list; the session remembers it. */
export const AgreeAndGoOn: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await sidebarEntry(canvasElement));
    const dialog = within(await dialogOf(canvasElement));
    const region = await dialog.findByRole('region', { name: '利用規約の本文' });
    region.scrollTop = region.scrollHeight;
    const box = dialog.getByRole('checkbox', { name: /利用規約に同意する/ });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: '同意して進む' }));

    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'オンライン入会申し込み' })).toBeVisible();
    await expect(screen(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(window.sessionStorage.getItem(termsAgreementKey('termsOfUse'))).toBe('true');
    // Agreed: the entry no longer opens a dialog.
    await expect(await sidebarEntry(canvasElement)).not.toHaveAttribute('aria-haspopup');
  },
};

/** Escape closes the dialog and focus goes back to the entry that opened it; nothing is remembered. */
export const EscapeReturnsToTheEntry: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const entry = await sidebarEntry(canvasElement);
    entry.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus stays inside while the dialog is open.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(entry).toHaveFocus();
    await expect(window.sessionStorage.getItem(termsAgreementKey('termsOfUse'))).toBeNull();
  },
};

/** Home's box asks the same; a text that fits unlocks the box at once. */
export const FromHomeWithShortTerms: Story = {
  parameters: { msw: { handlers: storyHandlers('role6') } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const box = within(await main.findByRole('region', { name: 'オンライン入会申し込み' }));
    await userEvent.click(box.getByRole('link', { name: 'オンラインで申し込む' }));
    const dialog = within(await dialogOf(canvasElement));
    const checkbox = await dialog.findByRole('checkbox', { name: /利用規約に同意する/ });
    await waitFor(() => expect(checkbox).toBeEnabled());
    await userEvent.click(checkbox);
    await userEvent.click(dialog.getByRole('button', { name: '同意して進む' }));
    await expect(await main.findByRole('heading', { level: 1, name: 'オンライン入会申し込み' })).toBeVisible();
  },
};

/** Agreed earlier in the session: the entry goes straight on. */
export const AlreadyAgreed: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    window.sessionStorage.setItem(termsAgreementKey('termsOfUse'), 'true');
  },
  play: async ({ canvasElement }) => {
    const entry = await sidebarEntry(canvasElement);
    await expect(entry).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(entry);
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'オンライン入会申し込み' })).toBeVisible();
    await expect(screen(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** While the terms load, the dialog says so. */
export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: { handlers: storyHandlers('role6', [storyHttp.get('/api/term', async () => delay('infinite'))]) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await sidebarEntry(canvasElement));
    const dialog = within(await dialogOf(canvasElement));
    await expect(await dialog.findByRole('status')).toHaveTextContent('利用規約を読み込んでいます…');
  },
};

/** The terms cannot be loaded: a clear message and a retry, which brings them. */
export const LoadFailure: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: storyHandlers('role6', [failingOnce]),
    },
  },
  beforeEach: () => {
    termCalls = 0;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await sidebarEntry(canvasElement));
    const dialog = within(await dialogOf(canvasElement));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('利用規約を読み込めませんでした。時間をおいてもう一度お試しください。');
    await userEvent.click(dialog.getByRole('button', { name: 'もう一度読み込む' }));
    await expect(await dialog.findByRole('checkbox', { name: /利用規約に同意する/ })).toBeVisible();
  },
};

const openFromPhoneMenu = async (canvasElement: HTMLElement) => {
  const page = screen(canvasElement);
  const nav = within(await page.findByRole('navigation', { name: 'ボトムナビゲーション' }));
  await userEvent.click(nav.getByRole('button', { name: 'メニュー' }));
  const menu = within(await page.findByRole('dialog', { name: 'メニュー' }));
  const entry = menu.getByRole('link', { name: 'オンライン入会申し込み' });
  await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(entry);
  return { entry, dialog: await dialogOf(canvasElement) };
};

/** On a phone, the dialog over the full-screen menu, which fits a 375px screen. */
export const PhoneDialogOpen: Story = {
  args: { path: '/document/list' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromPhoneMenu(canvasElement);
    await expect(await within(dialog).findByText('改定日：2025/09/19')).toBeVisible();
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(8);
    await expect(rect.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth - 8);
    await expect(within(dialog).getByRole('button', { name: '同意して進む' })).toBeVisible();
  },
  tags: ['visual'],
};

/** On a phone the entry sits in the full-screen menu, which stays under the dialog; Escape comes back to it. */
export const PhoneFromTheMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const { entry, dialog } = await openFromPhoneMenu(canvasElement);
    await expect(await within(dialog).findByRole('checkbox', { name: /利用規約に同意する/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
    await expect(entry).toHaveFocus();
  },
};
