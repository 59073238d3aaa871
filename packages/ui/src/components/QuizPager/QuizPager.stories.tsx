import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuizPager, type QuizPagerProps } from './QuizPager';

/** Moves between pages as the quiz screen does. */
function Stateful(props: QuizPagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <QuizPager
      {...props}
      page={page}
      onBack={() => {
        props.onBack();
        setPage((current) => Math.max(1, current - 1));
      }}
      onNext={() => {
        props.onNext();
        setPage((current) => current + 1);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'テストの問題番号、戻る、次へ・「解答を送信」です。\n\n- **使う場面**：ロボット検定とアンケートの問題の移動。\n- **使わない場面**：一覧のページ送り（Pager）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：現在の問題は aria-current で示し、最後の問題で「解答を送信」になります。';

const meta = {
  title: 'Widgets/QuizPager',
  component: QuizPager,
  args: { page: 1, pageCount: 3, onBack: fn(), onNext: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof QuizPager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: '解答を送信' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '前に戻る' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('2');
  },
  tags: ['visual'],
};

export const Unanswered: Story = {
  args: { nextDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '次へ' })).toBeDisabled();
  },
};

export const LastPageSubmitting: Story = {
  args: { page: 3, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '送信中…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Survey: Story = { args: { page: 2, pageCount: 2, submitLabel: 'アンケートを送信' } };

export const ManyPages: Story = { args: { page: 7, pageCount: 20 } };

export const PhoneWidth: Story = { args: { page: 4, pageCount: 12 }, globals: { viewport: { value: 'phone' } } };
