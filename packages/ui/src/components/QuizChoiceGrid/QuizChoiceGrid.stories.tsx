import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuizChoiceGrid, type QuizChoiceGridProps } from './QuizChoiceGrid';

const figure = (fill: string) =>
  `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140"><rect width="200" height="140" fill="%23f3f5f7"/><circle cx="100" cy="70" r="50" fill="${fill}"/></svg>`;

const choices = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ value: String(index + 1), label: `${index + 1}こ` }));

/** Holds the answer as the quiz screen does, so choosing shows the selected state. */
function Stateful(props: QuizChoiceGridProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuizChoiceGrid
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ロボット検定の1問の選択肢を並べる欄です（問1 などの見出し、1〜6 個の選択肢、画像の選択肢も可）。\n\n- **使う場面**：ロボット検定やアンケートの問題の答え。\n- **使わない場面**：フォームの通常の選択（RadioGroup）。\n- **バリエーションの選び方**：選択肢の数だけ列を並べます。\n- **アクセシビリティ**：選択肢はラジオボタンのグループで、画像の選択肢はラベルが代替テキストになります。';

const meta = {
  title: 'Widgets/QuizChoiceGrid',
  component: QuizChoiceGrid,
  args: {
    questionLabel: '問1',
    question: 'ギアはいくつ使われていますか？',
    imageSrc: figure('%230b62b8'),
    imageAlt: 'ギアが組み合わされたロボットの図',
    choices: choices(4),
    onValueChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof QuizChoiceGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /ギアはいくつ使われていますか/ });
    await expect(group).toHaveAttribute('data-columns', '4');
    await userEvent.click(canvas.getByRole('radio', { name: /3こ/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await expect(canvas.getByRole('radio', { name: /3こ/ })).toBeChecked();
    // Held like a real key press: the group moves focus on the next tick and checks while the arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /4こ/ })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /3こ/ })).not.toBeChecked();
  },
  tags: ['visual'],
};

export const OneChoice: Story = {
  args: { choices: choices(1), imageSrc: undefined, question: '準備ができたら選んでください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('data-columns', '1');
  },
};

export const SixChoices: Story = {
  args: { choices: choices(6) },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(6);
    const tops = radios.map((radio) => radio.getBoundingClientRect().top);
    // All six sit on one row: as many columns as choices.
    await expect(new Set(tops).size).toBe(1);
  },
};

export const PictureChoices: Story = {
  args: {
    question: '同じ形のものはどれですか？',
    imageSrc: undefined,
    choices: [
      { value: 'a', label: '青い丸', imageSrc: figure('%230b62b8') },
      { value: 'b', label: '赤い丸', imageSrc: figure('%23c62828') },
      { value: 'c', label: '緑の丸', imageSrc: figure('%231b7f3b') },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '赤い丸' }));
    await expect(canvas.getByRole('radio', { name: '赤い丸' })).toBeChecked();
  },
};

export const Answered: Story = { args: { value: '2' } };

export const Disabled: Story = {
  args: { value: '2', disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /1こ/ }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  args: {
    question:
      'ロボットが坂道をのぼるとき、モーターの力を大きくするためにはどのギアの組み合わせを使うとよいでしょうか。いちばん適切なものを選びましょう。',
    choices: [
      { value: '1', label: '小さいギアで大きいギアを回す組み合わせ' },
      { value: '2', label: '大きいギアで小さいギアを回す組み合わせ' },
      { value: '3', label: '同じ大きさのギアどうしの組み合わせ' },
    ],
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { args: { choices: choices(6) }, globals: { viewport: { value: 'phone' } } };
