import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CourseFilter } from '../CourseFilter/CourseFilter';
import { SortSelect } from '../SortSelect/SortSelect';
import { Stack } from '../Stack';
import { FilterPanel } from './FilterPanel';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '一覧の絞り込み条件をまとめるパネルです（「絞り込む」「条件をクリア」）。\n\n- **使う場面**：複数の条件で一覧を絞るとき。\n- **使わない場面**：コースだけの切り替え（CourseFilter）、並べ替え（SortSelect）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：条件は fieldset と legend でまとめ、適用後の件数を RangeCaption が読み上げます。';

const meta = {
  title: 'Layout/FilterPanel',
  component: FilterPanel,
  args: { toggleLabel: '絞り込む', label: '絞り込みと並び替え', children: null },
  render: (args) => (
    <Stack space="lg">
      <p style={{ margin: 0 }}>教室で配られた授業コラムを読めます。</p>
      <FilterPanel {...args}>
        <CourseFilter
          value="all"
          onValueChange={fn()}
          courses={[
            { value: 'RP', label: 'プライマリー' },
            { value: 'RM', label: 'ミドル' },
          ]}
        />
        <SortSelect value="newest" onValueChange={fn()} />
      </FilterPanel>
    </Stack>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

/** On a wide screen the filters stand in a row and the button is not shown. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '絞り込む' })).toBeNull();
    await expect(canvas.getByRole('region', { name: '絞り込みと並び替え' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'すべて' })).toBeVisible();
  },
  tags: ['visual'],
};

/** On a phone the filters fold behind the button, which opens and closes their framed panel. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '絞り込む' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radio', { name: 'すべて' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('radio', { name: 'すべて' })).toBeVisible();
  },
  tags: ['visual'],
};

/** A second press folds the panel away again. */
export const PhoneFoldsAgain: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '絞り込む' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radio', { name: 'すべて' })).toBeNull();
  },
};
