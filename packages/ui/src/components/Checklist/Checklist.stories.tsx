import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checklist } from './Checklist';

const items = [
  { id: '1', label: '申込内容（お子さまの情報・受講コース）に誤りはありませんか' },
  { id: '2', label: '入会規約を読み、内容に同意しましたか' },
  { id: '3', label: '月謝の引き落とし方法を確認しましたか' },
  { id: '5', label: 'タブレット端末を申込みの翌日までに購入することを確認しましたか' },
  { id: '6', label: '休会・退会は前月20日までの申し出が必要なことを確認しましたか' },
  { id: '7', label: '教室へ事前に伝えておくべき未記入の事項がありますか' },
];

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '確認事項にそれぞれ「はい / いいえ」で答える一覧です（お申し込みの最終確認の6項目）。\n\n- **使う場面**：すべての確認に答えてから進む場面。\n- **使わない場面**：一つの同意（Checkbox）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：各項目はラジオボタンのグループで、答えがない・違う項目は確認の後に印が付きエラーが読み上げられます。';

const meta = {
  title: 'Components/Checklist',
  component: Checklist,
  args: { items, onValueChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Checklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: '確認事項 ※必須' })).toBeVisible();
    const first = within(canvas.getByRole('group', { name: items[0]?.label }));
    await userEvent.click(first.getByRole('radio', { name: 'はい' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ '1': 'yes' });
    const last = within(canvas.getByRole('group', { name: items[5]?.label }));
    await userEvent.click(last.getByRole('radio', { name: 'いいえ' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ '1': 'yes', '7': 'no' });
    // Arrow keys switch the answer inside one item only.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(last.getByRole('radio', { name: 'はい' })).toBeChecked();
    await expect(first.getByRole('radio', { name: 'はい' })).toBeChecked();
  },
  tags: ['visual'],
};

export const AllAnswered: Story = {
  args: { defaultValue: { '1': 'yes', '2': 'yes', '3': 'yes', '5': 'yes', '6': 'yes', '7': 'no' } },
};

export const Empty: Story = { args: { items: [], hint: '確認事項はありません' } };

export const WithError: Story = {
  args: {
    defaultValue: { '1': 'yes', '2': 'no' },
    error: 'すべての確認が完了していません',
    invalidItemIds: ['2', '3', '5', '6', '7'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('すべての確認が完了していません')).toBeVisible();
    const second = within(canvas.getByRole('group', { name: items[1]?.label }));
    await expect(second.getByRole('radio', { name: 'いいえ' })).toBeChecked();
    await expect(second.getByRole('radio', { name: 'はい' })).toHaveAttribute('aria-invalid', 'true');
  },
  tags: ['visual'],
};

export const LongJapaneseText: Story = {
  args: {
    items: [
      {
        id: '1',
        label:
          'お申し込みいただいたコースの授業日・時間帯、ならびに振替授業を原則として行わないこと、欠席による返金がないことを確認し、了承しましたか',
      },
      ...items.slice(1),
    ],
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...WithError, globals: { theme: 'dark' }, tags: ['!visual'] };
