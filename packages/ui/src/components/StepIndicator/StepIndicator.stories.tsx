import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepIndicator } from './StepIndicator';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お申し込みの手続きの中で今どの段階かを示します。\n\n- **使う場面**：入力・確認・完了などの複数の段階がある手続き。\n- **使わない場面**：ページ送り（Pager）、タブ（Tabs）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：現在の段階に aria-current="step" が付き、「n 段階中 m 段階目」がわかります。';

const meta = {
  title: 'Widgets/StepIndicator',
  component: StepIndicator,
  args: { steps: ['入力', '確認', '完了'], current: 1 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 7 } } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '手続きの進み具合' })).toBeVisible();
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('確認');
    await expect(canvas.getByText('（完了）')).toBeInTheDocument();
  },
  tags: ['visual'],
};

export const First: Story = { args: { current: 0 } };

export const Complete: Story = { args: { current: 2 } };

/** The signed-in membership application (spec 2 §2.1). */
export const MembershipApplication: Story = {
  args: {
    steps: ['申込内容', '費用', '規約', 'ご案内', '注意事項', '入力', '入力確認', '完了'],
    current: 5,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('入力');
  },
};

export const LongJapaneseText: Story = {
  args: { steps: ['お客様情報のご入力', '入力内容のご確認', 'お申し込みの完了'], current: 0 },
  tags: ['visual'],
};

export const PhoneWidth: Story = {
  args: {
    steps: ['申込内容', '費用', '規約', 'ご案内', '注意事項', '入力', '入力確認', '完了'],
    current: 3,
  },
  globals: { viewport: { value: 'phone' } },
};
