import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ComboBoxField, type ComboBoxFieldProps } from './ComboBoxField';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '文字を入力すると候補が絞られる入力欄です（みんなの投稿の教室名など）。\n\n- **使う場面**：候補が多く、名前の一部で探したい選択。\n- **使わない場面**：候補が少ないとき（Select のほうがスマートフォンで使いやすい）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：react-aria の ComboBox で、矢印キーと Enter で選び、一覧を開くボタンにも名前があります。';

const classrooms = [
  { value: '1301', label: '渋谷教室' },
  { value: '1302', label: '横浜みなとみらい教室' },
  { value: '1303', label: '自由が丘教室' },
];

function Demo(props: Omit<ComboBoxFieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <ComboBoxField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Components/ComboBoxField',
  component: Demo,
  args: { label: '教室', options: classrooms, openLabel: '教室の一覧を開く', emptyText: '該当する教室がありません' },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing part of a name narrows the list; a choice fills the box. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, '横浜');
    const option = await within(document.body).findByRole('option');
    await userEvent.click(option);
    await expect(box).toHaveValue('横浜みなとみらい教室');
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), '札幌');
    await expect(await within(document.body).findByText('該当する教室がありません')).toBeVisible();
  },
};
