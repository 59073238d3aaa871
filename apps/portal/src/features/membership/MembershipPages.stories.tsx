import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

// Issue 16: the steps of the signed-in membership application, on the typed mocks of the contract.
const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/OnlineApply/Steps（入会のお申し込み）',
  id: 'screens-onlineapply-steps',
  component: PortalStory,
  args: { path: '/online_apply/list' },
  parameters: {
    docs: {
      description: {
        component:
          'サインインした保護者さまの入会のお申し込みを、状況ごとに一覧で示し、それぞれ次の手続き（書類、署名、完了）へ進む画面です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: storyHandlers('role7') },
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('main'));
const step = (name: string) => `/online_apply/${name}?kidId=501&subscriptionCode=M202507001`;

/** The list by status: a card per application, its badge and the button of its step. */
export const List: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('button', { name: 'お申し込み内容を確認する' })).toBeVisible();
    await expect(main.getByText(/受付番号 M\d+/)).toBeVisible();
  },
  tags: ['visual'],
};

/** The list on a phone. */
export const ListPhone: Story = { ...List, globals: { viewport: { value: 'phone' } } };

/** Cost check: the lines by group, the discount, the tax less 10% of the discount, the total. */
export const Cost: Story = {
  args: { path: step('cost_conf') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('row', { name: /合計（税込）/ })).toHaveTextContent('52,960円');
    await expect(main.getByRole('row', { name: /消費税/ })).toHaveTextContent('4,814円');
  },
  tags: ['visual'],
};

/** The detail still loading. */
export const CostLoading: Story = {
  args: { path: step('cost_conf') },
  parameters: {
    msw: {
      handlers: storyHandlers('role7', [storyHttp.get('/api/membership/online/detail', async () => delay('infinite'))]),
    },
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status')).toBeVisible();
  },
};

/** Terms: Next unticked says to tick the box. */
export const TermsUnticked: Story = {
  args: { path: step('tos') },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    // Agreeing waits for the terms to load (issue 30 item 15): press 次へ once they are on the page.
    await main.findByRole('region', { name: '入会規約' });
    await userEvent.click(await main.findByRole('button', { name: '次へ' }));
    await expect(await main.findByText('該当する項目にチェックを入れてください。')).toBeVisible();
  },
};

/** Issue 30 item 15: terms that failed to load cannot be agreed to; the failure offers 再読み込み. */
export const TermsLoadFailed: Story = {
  args: { path: step('tos') },
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: storyHandlers('role7', [
        storyHttp.get('/api/term/membership', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('button', { name: '再読み込み' }, { timeout: 5000 })).toBeVisible();
    await expect(main.getByText('規約を読み込めませんでした。時間をおいてもう一度お試しください。')).toBeVisible();
    await expect(main.getByRole('checkbox', { name: /入会規約と個人情報の取り扱いに同意する/ })).toBeDisabled();
  },
};

/** Final check pressed with nothing answered: the checklist modal of spec 2 §5.5. */
export const FinalCheckChecklistError: Story = {
  args: { path: step('final_conf') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: '同意して送信する' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('すべての確認事項の確認が完了していません。')).toBeVisible();
  },
  tags: ['visual'],
};

/** complete_registration: the signature record under the application. */
export const Registration: Story = {
  args: { path: step('complete_registration') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: '署名の記録' })).toBeVisible();
    // Issue 31 item 4: the receipt number for the guardian; the IP address and digest are the classroom's record.
    await expect(await main.findByRole('row', { name: /受付番号/ })).toBeVisible();
    await expect(main.queryByText('203.0.113.24')).not.toBeInTheDocument();
  },
};

/** Issue 16: the input step, prefilled (the child from the classroom, the guardian's profile). */
export const Input: Story = {
  args: { path: step('input') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('button', { name: '確認画面へ' })).toBeVisible();
    await expect(main.getByRole('button', { name: '住所検索' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The input step on a phone, sent empty: the summary and the messages beside the fields. */
export const InputErrorsPhone: Story = {
  args: { path: step('input') },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: '確認画面へ' }));
    await expect(await main.findByRole('alert', { name: '入力内容をご確認ください' })).toBeVisible();
    await expect(main.getByLabelText(/^学校名・園名/)).toHaveAttribute('aria-invalid', 'true');
  },
  tags: ['visual'],
};

/** Spec 2 §2.6: the printable form, its one h1 the page's title and the sheet's heading under it. */
export const Print: Story = {
  args: { path: '/apply/print' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 2, name: '入会申込書' })).toBeVisible();
    await expect(await main.findByRole('img', { name: '保護者さまの署名' })).toBeVisible();
    await expect(body.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
  tags: ['visual'],
};

/** Spec 2 §2.2 verify_identity without an account: the greeting, the box, the button held until ticked. */
export const VerifyIdentity: Story = {
  args: { path: '/no_account/online_apply/verify_identity?kidId=501&subscriptionCode=M202507001' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('checkbox', { name: '間違いありません' })).not.toBeChecked();
    // The mocked application waits for its final check (status 5): the button says so.
    await expect(main.getByRole('button', { name: '最終確認へ' })).toBeDisabled();
  },
  tags: ['visual'],
};
