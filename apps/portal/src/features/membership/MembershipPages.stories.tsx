import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { containing, escapeRegExp, t } from '../../app/storyWords';

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
    await expect(await main.findByRole('button', { name: t(($) => $.membershipApply.startAction[2]) })).toBeVisible();
    await expect(
      main.getByText(new RegExp(`${escapeRegExp(t(($) => $.membershipApply.receipt, { code: '' }).trim())}\\s*M\\d+`)),
    ).toBeVisible();
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
    await expect(
      await main.findByRole('row', { name: containing(t(($) => $.membershipApply.total)) }),
    ).toHaveTextContent('52,960円');
    await expect(main.getByRole('row', { name: containing(t(($) => $.membershipApply.tax)) })).toHaveTextContent(
      '4,814円',
    );
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
    await main.findByRole('region', { name: t(($) => $.membershipApply.titles.tos) });
    await userEvent.click(await main.findByRole('button', { name: t(($) => $.membershipApply.next) }));
    await expect(await main.findByText(t(($) => $.membershipApply.tickRequired))).toBeVisible();
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
    await expect(
      await main.findByRole('button', { name: t(($) => $.membershipApply.reload) }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(main.getByText(t(($) => $.membershipApply.termsLoadFailed))).toBeVisible();
    await expect(main.getByRole('checkbox', { name: containing(t(($) => $.membershipApply.tosAgree)) })).toBeDisabled();
  },
};

/** Final check pressed with nothing answered: the checklist modal of spec 2 §5.5. */
export const FinalCheckChecklistError: Story = {
  args: { path: step('final_conf') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: t(($) => $.membershipApply.confirmAndSign) }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(t(($) => $.finalConfirmation.checklist.message))).toBeVisible();
  },
  tags: ['visual'],
};

/** complete_registration: the signature record under the application. */
export const Registration: Story = {
  args: { path: step('complete_registration') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { name: t(($) => $.membershipApply.recordHeading) })).toBeVisible();
    // Issue 31 item 4: the receipt number for the guardian; the IP address and digest are the classroom's record.
    await expect(
      await main.findByRole('row', { name: containing(t(($) => $.membershipApply.receiptNumber)) }),
    ).toBeVisible();
    await expect(main.queryByText('203.0.113.24')).not.toBeInTheDocument();
  },
};

/** Issue 16: the input step, prefilled (the child from the classroom, the guardian's profile). */
export const Input: Story = {
  args: { path: step('input') },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('button', { name: t(($) => $.membershipApply.toConfirm) })).toBeVisible();
    await expect(main.getByRole('button', { name: t(($) => $.ui.postalCodeField.search) })).toBeVisible();
  },
  tags: ['visual'],
};

/** The input step on a phone, sent empty: the summary and the messages beside the fields. */
export const InputErrorsPhone: Story = {
  args: { path: step('input') },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: t(($) => $.membershipApply.toConfirm) }));
    await expect(await main.findByRole('alert', { name: t(($) => $.booking.errorSummary) })).toBeVisible();
    await expect(
      main.getByLabelText(new RegExp(`^${escapeRegExp(t(($) => $.fieldGroups.child.schoolName))}`)),
    ).toHaveAttribute('aria-invalid', 'true');
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
    await expect(
      await main.findByRole('heading', { level: 2, name: t(($) => $.membershipApply.titles.print) }),
    ).toBeVisible();
    await expect(await main.findByRole('img', { name: t(($) => $.membershipApply.signatureAlt) })).toBeVisible();
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
    await expect(await main.findByRole('checkbox', { name: t(($) => $.membershipGuest.noMistake) })).not.toBeChecked();
    // The mocked application waits for its final check (status 5): the button says so.
    await expect(main.getByRole('button', { name: t(($) => $.labels.membership.toFinalConfirmation) })).toBeDisabled();
  },
  tags: ['visual'],
};
