import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AddressFieldset, type AddressValue, emptyAddress } from './AddressFieldset';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '郵便番号から住所を探せる住所の入力欄のまとまりです（都道府県、市区町村、番地、建物名）。\n\n- **使う場面**：すべてのフォームの住所。\n- **使わない場面**：郵便番号だけ（PostalCodeField）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：fieldset と legend でまとめ、住所の検索結果を読み上げます。見つからないときも手で入力できます。';

const meta = {
  title: 'Patterns/AddressFieldset',
  component: AddressFieldset,
  args: { onValueChange: fn() },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof AddressFieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: '住所' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '都道府県 ※必須' }), '東京都');
    await userEvent.type(canvas.getByRole('textbox', { name: '市区町村 ※必須' }), '渋谷区');
    await userEvent.type(canvas.getByRole('textbox', { name: '町名・番地 ※必須' }), '1-2-3');
    await expect(canvas.getByRole('textbox', { name: '建物名・部屋番号 任意' })).toHaveAttribute(
      'autocomplete',
      'address-line2',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...emptyAddress,
      prefectureId: '13',
      city: '渋谷区',
      block: '1-2-3',
    });
  },
  tags: ['visual'],
};

/** The search fills the prefecture and city; every box stays editable afterwards. */
export const SearchFillsAddress: Story = {
  render: () => {
    const [value, setValue] = useState<AddressValue>(emptyAddress);
    const [status, setStatus] = useState('');
    return (
      <AddressFieldset
        value={value}
        onValueChange={setValue}
        searchStatus={status}
        onSearch={(zipcode) => {
          if (zipcode === '1500001') {
            setValue({ ...value, zipcode, prefectureId: '13', city: '渋谷区神宮前' });
            setStatus('住所を入力しました。番地以降を入力してください');
          }
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '郵便番号 ※必須' }), '１５０ー０００１');
    await userEvent.click(canvas.getByRole('button', { name: '住所検索' }));
    await expect(canvas.getByRole('combobox', { name: '都道府県 ※必須' })).toHaveValue('13');
    const city = canvas.getByRole('textbox', { name: '市区町村 ※必須' });
    await expect(city).toHaveValue('渋谷区神宮前');
    await expect(canvas.getByText('住所を入力しました。番地以降を入力してください')).toBeVisible();
    await userEvent.type(city, '一丁目');
    await expect(city).toHaveValue('渋谷区神宮前一丁目');
  },
};

export const Empty: Story = {};

export const WithErrors: Story = {
  args: {
    defaultValue: { ...emptyAddress, zipcode: '12345', city: '渋谷区' },
    errors: {
      zipcode: '正しい郵便番号を入力してください',
      prefectureId: '都道府県を選択してください',
      block: '町名・番地を入力してください。',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '郵便番号 ※必須' })).toHaveValue('12345');
    await expect(canvas.getByRole('combobox', { name: '都道府県 ※必須' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '町名・番地 ※必須' })).toHaveAccessibleDescription(
      '例：1-2-3 エラー： 町名・番地を入力してください。',
    );
  },
};

export const LongJapaneseText: Story = {
  args: {
    legend: 'ご自宅の住所（教材の送付先になります。お子さまと別の住所の場合は保護者さまの住所をご記入ください）',
    defaultValue: {
      zipcode: '0600001',
      prefectureId: '1',
      city: '札幌市中央区北一条西二十丁目',
      block: '十二番地三十四号　北海道庁前通り沿い',
      building: 'グランドメゾン北の大地タワーレジデンス札幌中央イーストウイング2301号室',
    },
  },
  tags: ['visual'],
};

export const Phone: Story = { ...LongJapaneseText, globals: { viewport: { value: 'phone' } }, tags: ['!visual'] };

export const Dark: Story = { ...Playground, globals: { theme: 'dark' }, tags: ['!visual'] };
