import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { ConsentScroller } from './ConsentScroller';

const articles = [
  '第10条（入会金）入会金は10,000円（税別）とします。いったん納入された入会金は返金いたしません。',
  '第11条（月謝）月謝は週1回の授業で月額6,000円（税抜）とします。',
  '第12条（休会）休会は月単位で最長3か月までとし、前月20日までに所定の用紙で申し出るものとします。休会中の月謝はかかりません。休会の申請は年2回までとします。',
  '第13条（退会）退会を希望する場合は、前月20日までに申し出るものとします。休会から3か月を経過しても復帰しない場合は退会とみなします。',
  '第14条（欠席）病気などで欠席する場合は、授業開始の30分前までに電話で連絡してください。振替授業は原則として行わず、欠席による返金もいたしません。',
  '第15条（休講）年末年始、お盆、ゴールデンウィークは休講とします。',
  '第16条（通信環境）オンライン授業には10Mbps以上のインターネット回線を推奨します。',
  '第17条（タブレット）タブレット端末は申込みの翌日までにご購入ください。',
  '第21条（準拠法・管轄）本規約は日本法に準拠し、東京地方裁判所または東京簡易裁判所を第一審の専属的合意管轄裁判所とします。',
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
  '規約の本文をスクロールする枠に入れ、最後まで読んだかどうかを確かめる部品です。\n\n- **使う場面**：同意の前に本文を読んでもらう必要がある規約。\n- **使わない場面**：短い注意書き（そのまま本文に書く）。\n- **バリエーションの選び方**：高さと見出しのレベルを画面に合わせて指定します。\n- **アクセシビリティ**：枠の名前は規約の見出しで、キーボードでスクロールできます。';

const meta = {
  title: 'Components/ConsentScroller',
  component: ConsentScroller,
  args: {
    title: '入会規約',
    revision: '改定日：2023/11/10',
    name: 'privacy',
    onCheckedChange: fn(),
    onEndReached: fn(),
    children: <LongTerms />,
  },
  argTypes: { children: { control: false } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ConsentScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

// The consent box's name in the story's language (issue 36): the text's title, the agreement, the required mark.
const agreeName = (ui: UiTexts, title: string) =>
  `${fill(ui.consentScroller.named, { title }).trim()} ${ui.consentScroller.agree} ${ui.field.required}`;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: agreeName(ui, '入会規約') });
    await expect(canvas.getByText('改定日：2023/11/10')).toBeVisible();
    // Still disabled after the 100 ms check: the text does not fit.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(ui.consentScroller.scrollToEnd);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    const region = canvas.getByRole('region', { name: fill(ui.consentScroller.body, { title: '入会規約' }) });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(box).toBeEnabled());
    await expect(args.onEndReached).toHaveBeenCalledOnce();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
  tags: ['visual'],
};

export const KeyboardScroll: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: agreeName(ui, '入会規約') });
    await userEvent.tab();
    await expect(
      canvas.getByRole('region', { name: fill(ui.consentScroller.body, { title: '入会規約' }) }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    const region = canvas.getByRole('region', { name: fill(ui.consentScroller.body, { title: '入会規約' }) });
    // Synthetic keys do not scroll in every browser; the End key's result is what a reader reaches.
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const ShortTextEnabledAtOnce: Story = {
  args: {
    title: '個人情報の取り扱い',
    revision: '改定日：2024/04/01',
    children: <p>ご入力いただいた個人情報は、体験会のご案内と教室からのご連絡にのみ利用します。</p>,
  },
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: agreeName(ui, '個人情報の取り扱い') });
    await waitFor(() => expect(box).toBeEnabled());
    await expect(canvas.getByText(ui.consentScroller.read)).toBeVisible();
    // The end of a text that fits is in view at once.
    await expect(args.onEndReached).toHaveBeenCalledOnce();
  },
};

export const AlreadyChecked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const box = canvas.getByRole('checkbox', { name: agreeName(ui, '入会規約') });
    await expect(box).toBeEnabled();
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: '個人情報の取り扱いについて同意してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('個人情報の取り扱いについて同意してください')).toBeVisible();
  },
  tags: ['visual'],
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '入会規約' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { title: '利用規約', revision: undefined, children: <p>（本文はありません）</p> },
};

export const LongJapaneseText: Story = {
  args: {
    title: 'STEAM教育コース入会規約および個人情報の取り扱いに関する同意事項（保護者さま向け）',
    checkboxLabel: '入会規約と個人情報の取り扱いの内容を最後まで読み、すべてに同意します',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
