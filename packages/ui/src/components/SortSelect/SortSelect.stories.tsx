import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SortSelect, type SortSelectProps } from './SortSelect';

function Stateful(props: SortSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '一覧の並べ替えを選ぶ欄です。\n\n- **使う場面**：一覧の並び順の切り替え。\n- **使わない場面**：絞り込み（FilterPanel）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：ラベル付きのネイティブの select です。';

const meta = {
  title: 'Widgets/SortSelect',
  component: SortSelect,
  args: { value: 'newest', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: '並び替え' });
    await expect(select).toHaveDisplayValue('新しい順');
    await userEvent.selectOptions(select, '古い順');
    await expect(args.onValueChange).toHaveBeenCalledWith('oldest');
    await expect(select).toHaveDisplayValue('古い順');
  },
  tags: ['visual'],
};

export const Oldest: Story = { args: { value: 'oldest' } };

export const Disabled: Story = { args: { disabled: true } };

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
