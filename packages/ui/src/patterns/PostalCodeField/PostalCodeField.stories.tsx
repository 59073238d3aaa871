import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PostalCodeField } from './PostalCodeField';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '郵便番号の入力欄です。全角数字やハイフンも受け付け、住所を探します。\n\n- **使う場面**：AddressFieldset の中、郵便番号だけが必要なとき。\n- **使わない場面**：住所全体（AddressFieldset）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：検索の結果を status で読み上げ、見つからないときも先へ進めます。';

const meta = {
  title: 'Patterns/PostalCodeField',
  component: PostalCodeField,
  args: { required: true, name: 'zipcode', onSearch: fn(), onValueChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof PostalCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '郵便番号 ※必須' });
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '１５０－０００１');
    await userEvent.click(canvas.getByRole('button', { name: '住所検索' }));
    await expect(input).toHaveValue('1500001');
    await expect(args.onSearch).toHaveBeenCalledWith('1500001');
  },
  tags: ['visual'],
};

export const NormalisesOnBlur: Story = {
  args: { onSearch: undefined },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '郵便番号 ※必須' });
    await userEvent.type(input, '100-0001');
    await userEvent.tab();
    await expect(input).toHaveValue('1000001');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1000001');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {};

export const Searching: Story = {
  args: { defaultValue: '1500001', searching: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '検索中…' });
    // Pressing does nothing while searching, but the button keeps its place in the tab order (issue 31 item 14).
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { defaultValue: '9999999', error: '郵便番号に該当する都道府県が見つかりませんでした' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '郵便番号 ※必須' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('9999999');
    // The search stays usable after a failure, and typing stays allowed.
    await userEvent.type(input, '{Backspace}8');
    await expect(input).toHaveValue('9999998');
  },
  tags: ['visual'],
};

export const Found: Story = { args: { defaultValue: '1500001', searchStatus: '東京都渋谷区神宮前を入力しました' } };

export const LongJapaneseText: Story = {
  args: {
    label: '郵便番号（お住まいの住所の郵便番号。わからない場合は住所を直接入力してください）',
    hint: '全角で入力しても半角に直します。ハイフンは入れても入れなくても構いません。',
    searchLabel: '郵便番号から住所を検索する',
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };
