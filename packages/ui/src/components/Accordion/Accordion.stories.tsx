import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const faqs = [
  {
    id: 'transfer',
    q: '授業を欠席する場合、振替はできますか？',
    a: '授業日の前日17時までに教室へご連絡いただければ、振替授業をご案内します。',
  },
  { id: 'fee', q: '月謝の支払い方法を教えてください。', a: '口座振替またはクレジットカードでお支払いいただけます。' },
  { id: 'trial', q: '体験授業に兄弟で参加できますか？', a: 'はい、ごきょうだいでのご参加も歓迎しています。' },
];

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '見出しを押すと本文が開閉するセクションの並びです（よくある質問の回答、講座の注意事項）。\n\n- **使う場面**：長い補足を畳んでおき、保護者さまが必要なものだけ開く場面。\n- **使わない場面**：常に読んでほしい注意事項（Alert を使う）、手順の途中（StepIndicator）。\n- **バリエーションの選び方**：`type="single"` は一度に1つ、`type="multiple"` は複数を開いたままにできます。\n- **アクセシビリティ**：見出しはボタンで、開閉状態を `aria-expanded` で伝えます。Enter / Space で開閉します。';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args}>
      {faqs.map((f) => (
        <AccordionItem key={f.id} value={f.id} title={f.q}>
          {f.a}
        </AccordionItem>
      ))}
    </Accordion>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: '授業を欠席する場合、振替はできますか？' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: '授業を欠席する場合、振替はできますか？' })).toHaveTextContent(
      '前日17時まで',
    );
    // Single mode: opening another closes the first.
    await userEvent.click(canvas.getByRole('button', { name: '月謝の支払い方法を教えてください。' }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '授業を欠席する場合、振替はできますか？' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: '月謝の支払い方法を教えてください。' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={['transfer', 'fee']}>
      {faqs.map((f) => (
        <AccordionItem key={f.id} value={f.id} title={f.q}>
          {f.a}
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem
        value="long"
        title="ご紹介制度でご紹介いただいたお友だちが入会された場合の特典（ギフト券）はいつ、どのように受け取れますか？"
      >
        ギフト券は入会月の翌月末にメールでお送りします。有効期限は6か月です。再発行のご依頼は入会月から2か月以内にお願いします。
      </AccordionItem>
    </Accordion>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  tags: ['visual'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
