import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { TermsAgreement } from './TermsAgreement';

const articles = [
  '第1条（目的）本規約は、まなびポータル（以下「本サービス」）の利用について定めるものです。',
  '第2条（利用者）本サービスは、教室に通うお子さまの保護者さまと、入会をご検討中の保護者さまがご利用いただけます。',
  '第3条（アカウント）ログインに使うメールアドレスとパスワードは、保護者さまご自身で管理してください。',
  '第4条（入会のお申し込み）入会のお申し込みは、本サービスのオンライン入会申し込みから行えます。お申し込みの内容は教室で確認のうえ、ご連絡します。',
  '第5条（休講）年末年始、お盆、ゴールデンウィークは休講とします。',
  '第6条（欠席）病気などで欠席する場合は、授業開始の30分前までに電話で連絡してください。振替授業は原則として行いません。',
  '第7条（休会）休会は月単位で最長3か月までとし、前月20日までにお申し出ください。休会中の月謝はかかりません。',
  '第8条（禁止事項）他の保護者さまやお子さまの情報を、教室の許可なく公開しないでください。',
  '第9条（規約の変更）本規約を変更するときは、本サービスでお知らせします。',
  '第10条（準拠法・管轄裁判所）本規約は日本法に準拠し、東京地方裁判所または東京簡易裁判所を第一審の専属的合意管轄裁判所とします。',
];

const LongTerms = () => (
  <>
    {articles.map((article) => (
      <p key={article}>{article}</p>
    ))}
  </>
);

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '規約の本文と同意のチェックボックスのまとまりです。\n\n- **使う場面**：規約への同意が必要なお申し込み。\n- **使わない場面**：同意を求めない案内文。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：規約の名前がチェックボックスのラベルに含まれ、未同意のエラーを読み上げます。';

const meta = {
  title: 'Components/TermsAgreement',
  component: TermsAgreement,
  args: {
    status: 'ready',
    title: '利用規約',
    revision: '改定日：2025/09/19',
    checkboxLabel: '利用規約に同意する',
    proceedLabel: '同意して進む',
    pendingNote: '利用規約を最後までスクロールし、「利用規約に同意する」にチェックを入れてください。',
    loadingLabel: '利用規約を読み込んでいます…',
    failureMessage: '利用規約を読み込めませんでした。時間をおいてもう一度お試しください。',
    retryLabel: 'もう一度読み込む',
    onRetry: fn(),
    onProceed: fn(),
    children: <LongTerms />,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'failed', 'ready'] },
    children: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TermsAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkboxName = /利用規約に同意する/;
// The scrolled text's name comes from the kit's words around the title (issue 36: either language).
const bodyName = (ui: UiTexts) => fill(ui.consentScroller.body, { title: '利用規約' });

/** A long text: the box unlocks only at the end, and the button only once the box is ticked. */
export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: checkboxName });
    const proceed = canvas.getByRole('button', { name: '同意して進む' });
    // Still locked after the 100 ms check: the text does not fit.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(box).toBeDisabled();
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(
      '利用規約を最後までスクロールし、「利用規約に同意する」にチェックを入れてください。',
    );

    const region = canvas.getByRole('region', { name: bodyName(ui) });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(box).toBeEnabled());
    // Reaching the end is not agreeing: the box must be ticked too.
    await expect(proceed).toBeDisabled();
    await userEvent.click(box);
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await expect(args.onProceed).toHaveBeenCalledWith({ reachedEnd: true, checked: true });
  },
  tags: ['visual'],
};

/** Unticking takes the agreement back. */
export const UntickTakesItBack: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: checkboxName });
    const proceed = canvas.getByRole('button', { name: '同意して進む' });
    const region = canvas.getByRole('region', { name: bodyName(ui) });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await expect(proceed).toBeEnabled();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(proceed).toBeDisabled();
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};

/** By keyboard: the text is reachable, the box and the button follow it. */
export const Keyboard: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: bodyName(ui) });
    await expect(region).toHaveFocus();
    // Synthetic keys do not scroll in every browser; the End key's result is what a reader reaches.
    await userEvent.keyboard('{End}');
    region.scrollTop = region.scrollHeight;
    const box = canvas.getByRole('checkbox', { name: checkboxName });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '同意して進む' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onProceed).toHaveBeenCalledOnce();
  },
};

/** A text that fits needs no scrolling: the box is enabled at once. */
export const ShortTextEnabledAtOnce: Story = {
  args: {
    children: <p>第1条（目的）本規約は、まなびポータルの利用について定めるものです。</p>,
  },
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: checkboxName });
    await waitFor(() => expect(box).toBeEnabled());
    await expect(canvas.getByText(ui.consentScroller.read)).toBeVisible();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: '同意して進む' }));
    await expect(args.onProceed).toHaveBeenCalledWith({ reachedEnd: true, checked: true });
  },
};

/** Agreed earlier in this session: ticked and ready to go on. */
export const AlreadyAgreed: Story = {
  args: { defaultAgreed: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: checkboxName });
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '同意して進む' })).toBeEnabled();
    await expect(
      canvas.queryByText('利用規約を最後までスクロールし、「利用規約に同意する」にチェックを入れてください。'),
    ).not.toBeInTheDocument();
  },
};

/** While the terms load, a status line says so. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('利用規約を読み込んでいます…');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** The terms could not be loaded: what happened, and a way to try again. */
export const LoadFailure: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '利用規約を読み込めませんでした。時間をおいてもう一度お試しください。',
    );
    await expect(canvas.queryByRole('button', { name: '同意して進む' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'もう一度読み込む' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    title: 'まなびポータル利用規約およびオンライン入会申し込みに関する同意事項（保護者さま向け）',
    revision: '改定日：2025年9月19日（金）',
    checkboxLabel: '利用規約とオンライン入会申し込みに関する同意事項を最後まで読み、すべてに同意する',
    proceedLabel: '同意してオンライン入会申し込みに進む',
    pendingNote:
      '利用規約とオンライン入会申し込みに関する同意事項を最後までスクロールし、同意のチェックを入れてください。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '同意してオンライン入会申し込みに進む' })).toBeDisabled();
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
