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

const meta = {
  title: 'Widgets/SortSelect',
  component: SortSelect,
  args: { value: 'newest', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
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
