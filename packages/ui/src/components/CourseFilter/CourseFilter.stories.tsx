import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CourseFilter, type CourseFilterProps } from './CourseFilter';

function Stateful(props: CourseFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CourseFilter
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
  '「すべて」とコースごとの選択で一覧を絞り込む切り替えです。\n\n- **使う場面**：コラムなどをコースで絞り込む場面。\n- **使わない場面**：多くの条件での絞り込み（FilterPanel）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：ラジオボタンのグループで、左右キーで移動します。';

const meta = {
  title: 'Widgets/CourseFilter',
  component: CourseFilter,
  args: {
    value: 'all',
    onValueChange: fn(),
    courses: [
      { value: 'RP', label: 'プライマリー' },
      { value: 'RM', label: 'ミドル' },
      { value: 'RA', label: 'アドバンス' },
    ],
  },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof CourseFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'コースで絞り込む' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'すべて' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'ミドル' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('RM');
    await expect(canvas.getByRole('radio', { name: 'ミドル' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'すべて' })).not.toBeChecked();
  },
  tags: ['visual'],
};

export const NoCourses: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
  },
};

export const LongJapaneseText: Story = {
  args: {
    courses: [
      { value: 'SGS', label: 'サイエンス教室 スタンダードコース（小学校低学年向け）' },
      { value: 'SGM', label: 'サイエンス教室 ミドルコース' },
      { value: 'SGA', label: 'サイエンス教室 アドバンスコース（中学生向け）' },
    ],
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
